// /console/protection: look a player up by id and see their limits in force, every
// change (the player's and staff's), time-outs and self-exclusions and reality-check answers (read
// only); tighten a limit with a reason (protection.tighten: lower, or set one where none is; never
// loosen — there is no control to lift an exclusion, and no route either); the report by date range.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../shared/protection-constants.ts';
import { may } from '../../../lib/console/api.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import {
  $protectionLookup, isPlayerId, lookupProtectionPlayer, protectionReport, setLookupError, startProtection, tightening, type ConsoleProtectionPlayer,
} from '../../../lib/console/protection.ts';
import { formatTime } from '../../../lib/format.ts';
import type { Lang, Translator, UiKey } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import HydratedFieldset from '../common/HydratedFieldset.tsx';

const yuan = (v: string | null, t: Translator) => (v === null ? t('console_protection_none') : `¥${v}`);
const kindKey = (k: LimitKind) => `console_protection_kind_${k}` as UiKey;
const periodKey = (p: LimitPeriod) => `console_protection_period_${p}` as UiKey;

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="card min-w-0 space-y-3 p-4" data-testid={testId}>
      <h2 className="font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Table({ head, rows, empty, testId }: { head: string[]; rows: ReactNode[][]; empty: string; testId?: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead><tr className="border-b border-line text-start text-xs text-muted">{head.map((h) => <th key={h} className="px-2 py-1.5 text-start font-normal">{h}</th>)}</tr></thead>
        <tbody>{rows.map((r, i) => <tr key={i} className="border-b border-line/50 last:border-0">{r.map((c, j) => <td key={j} className="px-2 py-1.5 align-top">{c}</td>)}</tr>)}</tbody>
      </table>
    </div>
  );
}

function PlayerHistory({ p, t }: { p: ConsoleProtectionPlayer; t: Translator }) {
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2" data-testid="protection-player">
      <Card title={t('console_protection_limits')}>
        <Table testId="protection-limits" empty={t('console_protection_noLimits')} head={[t('console_protection_colLimit'), t('console_protection_amount'), t('console_protection_colTime')]}
          rows={p.limits.map((l) => [`${t(kindKey(l.kind))} · ${t(periodKey(l.period))}`, <span className="font-semibold tabular-nums">{yuan(l.amount, t)}</span>, formatTime(l.updateTime)])} />
      </Card>
      <Card title={t('console_protection_exclusions')}>
        <Table testId="protection-exclusions" empty={t('console_protection_noExclusions')} head={[t('console_protection_colLimit'), t('console_protection_colFrom'), t('console_protection_colTo'), t('console_protection_colState')]}
          rows={p.exclusions.map((e) => [`${t(`console_protection_excl_${e.kind}` as UiKey)} · ${e.length}`, formatTime(e.startTime), formatTime(e.endTime),
            e.running ? <span className="font-semibold text-accent-orange">{t('console_protection_running')}</span> : t('console_protection_ended')])} />
      </Card>
      <Card title={t('console_protection_changes')}>
        <Table testId="protection-changes" empty={t('console_protection_noLimits')}
          head={[t('console_protection_colTime'), t('console_protection_colLimit'), t('console_protection_colChange'), t('console_protection_colState'), t('console_protection_colBy'), t('console_protection_colReason')]}
          rows={p.changes.map((c) => [formatTime(c.createTime), `${t(kindKey(c.kind))} · ${t(periodKey(c.period))}`, <span className="whitespace-nowrap tabular-nums">{yuan(c.from, t)} → {yuan(c.to, t)}</span>,
            t(`console_protection_state_${c.state}` as UiKey), c.staffName ?? t('console_protection_byPlayer'), c.reason ?? ''])} />
      </Card>
      <Card title={t('console_protection_reality', { minutes: p.reality.intervalMinutes })}>
        <Table testId="protection-reality" empty={t('console_protection_noAnswers')} head={[t('console_protection_colTime'), t('console_protection_colAnswer'), t('console_protection_colSession'), t('console_protection_colNet')]}
          rows={p.reality.answers.map((a) => [formatTime(a.createTime), a.continued ? t('console_protection_continued') : t('console_protection_stopped'),
            t('console_protection_minutes', { minutes: a.sessionMinutes }), <span className="tabular-nums">¥{a.net}</span>])} />
      </Card>
    </div>
  );
}

/** The answer (the player as now) replaces the one shown (tightenLimit); busy and the refusal are the store's. */
function TightenForm({ userId, t }: { userId: string; t: Translator }) {
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { busy, error, notice } = useStore(tightening.$state);
  const msg = error ? { ok: false, text: error } : notice ? { ok: true, text: notice } : null;
  const submit = async () => {
    const r = await tightening.run(t, { userId, kind, period, amount: amount.trim(), reason: reason.trim() });
    if (!r.ok) return;
    setAmount('');
    setReason('');
  };
  return (
    <Card title={t('console_protection_tighten')} testId="protection-tighten">
      <p className="text-xs text-muted">{t('console_protection_tightenHint')}</p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <select className="input w-36" aria-label={t('console_protection_colLimit')} data-testid="tighten-kind" value={kind} onChange={(e) => setKind(e.target.value as LimitKind)}>
          {LIMIT_KINDS.map((k) => <option key={k} value={k}>{t(kindKey(k))}</option>)}
        </select>
        <select className="input w-32" aria-label={t('console_protection_colLimit')} data-testid="tighten-period" value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
          {LIMIT_PERIODS.map((p) => <option key={p} value={p}>{t(periodKey(p))}</option>)}
        </select>
        <label className="flex flex-col gap-1 text-xs text-muted">{t('console_protection_amount')}
          <input className="input w-32" inputMode="decimal" data-testid="tighten-amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs text-muted">{t('console_protection_reason')}
          <input className="input" data-testid="tighten-reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" className="btn-primary" data-testid="tighten-submit" disabled={busy || !amount.trim() || !reason.trim()}>{t('console_protection_submit')}</button>
      </form>
      {msg ? <p role={msg.ok ? 'status' : 'alert'} className={`text-sm ${msg.ok ? 'text-accent-orange' : 'text-accent-red'}`}>{msg.text}</p> : null}
    </Card>
  );
}

function Report({ t }: { t: Translator }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data: report, error } = useStore(protectionReport.$state);
  const load = () => protectionReport.load({ from, to });
  return (
    <Card title={t('console_protection_report')} testId="protection-report">
      <form onSubmit={(e) => { e.preventDefault(); void load(); }}>
        <HydratedFieldset className="flex min-w-0 flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-xs text-muted">{t('console_protection_reportFrom')}<input type="date" className="input" value={from} onChange={(e) => setFrom(e.target.value)} /></label>
          <label className="flex flex-col gap-1 text-xs text-muted">{t('console_protection_reportTo')}<input type="date" className="input" value={to} onChange={(e) => setTo(e.target.value)} /></label>
          <button type="submit" className="btn-ghost">{t('console_protection_reportGo')}</button>
        </HydratedFieldset>
      </form>
      {error ? <p role="alert" className="text-sm text-accent-red">{error}</p> : null}
      {report ? (
        <div className="grid grid-cols-1 gap-4 text-sm md:grid-cols-3">
          <div>
            <h3 className="mb-1 text-xs text-muted">{t('console_protection_limitsSet')} ({report.from} – {report.to})</h3>
            <Table empty={t('console_protection_none')} head={[t('console_protection_colLimit'), '#']} rows={report.limitsSet.map((r) => [`${t(kindKey(r.kind))} · ${t(periodKey(r.period))}`, <span className="tabular-nums">{r.count}</span>])} />
          </div>
          <div>
            <h3 className="mb-1 text-xs text-muted">{t('console_protection_realityAnswered')}</h3>
            <Table empty="" head={[t('console_protection_colAnswer'), '#']} rows={[[t('console_protection_continued'), report.realityChecks.continued], [t('console_protection_stopped'), report.realityChecks.stopped]]} />
          </div>
          <div>
            <h3 className="mb-1 text-xs text-muted">{t('console_protection_exclusionsStarted')}</h3>
            <Table empty={t('console_protection_none')} head={[t('console_protection_colLimit'), '#']} rows={report.exclusions.map((r) => [`${t(`console_protection_excl_${r.kind}` as UiKey)} · ${r.length}`, <span className="tabular-nums">{r.count}</span>])} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}

export default function ProtectionPage({ lang, initialUserId = '' }: { lang: Lang; initialUserId?: string }) {
  const t = useT(lang);
  const who = useStore($consoleMe);
  const [lookup, setLookup] = useState(initialUserId);
  const { player, error } = useStore($protectionLookup);
  useEffect(() => { void loadConsoleMe(); }, []);
  const show = (raw: string) => {
    const id = raw.trim();
    if (!isPlayerId(id)) return setLookupError(t('console_protection_lookupInvalid'));
    return lookupProtectionPlayer(id);
  };
  useEffect(() => { startProtection(); if (initialUserId) void show(initialUserId); }, []);

  return (
    <div className="space-y-4" data-testid="console-protection">
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-80 space-y-1">
          <h1 className="text-xl font-bold">{t('console_protection_title')}</h1>
          <p className="text-muted">{t('console_protection_subtitle')}</p>
        </div>
        <form className="card px-4 py-3" onSubmit={(e) => { e.preventDefault(); void show(lookup); }}>
          <HydratedFieldset className="flex min-w-0 flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-xs text-muted">
              {t('console_protection_lookup')}
              <input className="input w-44" inputMode="numeric" data-testid="protection-lookup" value={lookup} onChange={(e) => { setLookup(e.target.value); setLookupError(''); }} />
            </label>
            <button type="submit" className="btn-primary" data-testid="protection-lookup-go">{t('console_protection_lookupGo')}</button>
            {error ? <p role="alert" className="basis-full text-xs text-accent-red">{error}</p> : null}
          </HydratedFieldset>
        </form>
      </header>
      {player ? (
        <>
          <p className="text-sm"><span className="font-semibold">{player.nickname}</span> <span className="font-mono text-xs text-muted">#{player.userId}</span></p>
          {may(who, 'protection.tighten') ? <TightenForm userId={player.userId} t={t} /> : null}
          <PlayerHistory p={player} t={t} />
        </>
      ) : null}
      <Report t={t} />
    </div>
  );
}
