// The room's fairness panel: the server seed's hash and the case list's commitment (both from
// creation), the room public seed (once full), every seat's client seed, and once ended the server
// seed and salt with a button that re-computes every roll in this browser (src/lib/battle/verify.ts, loaded on demand).
import { useState } from 'react';
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import type { BattleCheck } from '../../lib/battle/verify.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';

function Field({ label, value, testId, muted }: { label: string; value: string; testId: string; muted?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-bold text-muted">{label}</dt>
      <dd className={`break-all font-mono text-xs ${muted ? 'text-muted' : 'text-ink'}`} data-testid={testId}>{value}</dd>
    </div>
  );
}

export default function BattleFairness({ room, ended, t }: { room: BattleDetail; ended: boolean; t: Translator }) {
  const f = room.fairness;
  const [check, setCheck] = useState<BattleCheck | 'busy' | null>(null);
  async function verify() {
    setCheck('busy');
    const { verifyBattle } = await import('../../lib/battle/verify.ts');
    setCheck(await verifyBattle(room).catch(() => ({ ok: false, problems: ['error'], rolls: 0 })));
  }
  return (
    <section className="card space-y-3 p-4" data-testid="battle-fairness" aria-labelledby="battle-fair-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="battle-fair-title" className="text-sm font-bold">{t('battle.fairTitle')}</h2>
        <a href="/provably-fair" className="text-xs text-accent-blue underline underline-offset-2">{t('battle.fairLink')}</a>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label={t('battle.fairHash')} value={f.serverSeedHash} testId="fair-hash" />
        {/* The cases' committed tables, fixed at creation (docs/fairness.md, "Committed drop tables"). */}
        {f.caseListHash && <Field label={t('battle.fairCaseList')} value={f.caseListHash} testId="fair-case-list-hash" />}
        <Field label={t('battle.fairPublic')} value={f.roomPublicSeed ?? t('battle.fairPending')} testId="fair-public-seed" muted={!f.roomPublicSeed} />
        <Field label={t('battle.fairServer')} value={ended && f.serverSeed ? f.serverSeed : t('battle.fairHidden')} testId="fair-server-seed" muted={!(ended && f.serverSeed)} />
        <Field label={t('battle.fairSalt')} value={ended && f.salt !== null ? f.salt : t('battle.fairHidden')} testId="fair-salt" muted={!(ended && f.salt !== null)} />
      </dl>
      <div>
        <h3 className="mb-1 text-[11px] font-bold text-muted">{t('battle.fairSeeds')}</h3>
        <ul className="space-y-1">
          {room.seatList.map((s) => (
            <li key={s.pos} className="flex min-w-0 gap-2 text-xs">
              <span className="w-5 shrink-0 font-bold text-muted">#{s.pos}</span>
              <span className="w-24 shrink-0 truncate">{shownNickname(s.nickname, t)}</span>
              <span className="min-w-0 break-all font-mono text-muted">{s.clientSeed}</span>
            </li>
          ))}
        </ul>
      </div>
      {f.tiebreak && ended && <p className="text-xs text-muted">{t('battle.fairTiebreak', { candidates: f.tiebreak.candidates.join(', '), ticket: f.tiebreak.ticket })}</p>}
      {ended && f.serverSeed && (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-ghost" data-testid="battle-verify" disabled={check === 'busy'} onClick={() => void verify()}>
            {check === 'busy' ? t('battle.verifying') : t('battle.verify')}
          </button>
          <a href={`/provably-fair/verify?battle=${room.id}&round=1&seat=1`} className="text-xs text-accent-blue underline underline-offset-2" data-testid="battle-verify-page">
            {t('battle.verifyPage')}
          </a>
          {check && check !== 'busy' && (
            <span data-testid="battle-verify-result" data-ok={check.ok} className={`text-sm font-semibold ${check.ok ? 'text-emerald-300' : 'text-accent-red'}`}>
              {check.ok ? t('battle.verifyOk', { count: check.rolls }) : t('battle.verifyBad', { what: check.problems.slice(0, 4).join(', ') })}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
