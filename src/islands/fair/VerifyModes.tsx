// /provably-fair/verify: the manual verifier in two modes, one roll (case, dream) and a battle
// roll. A link with ?battle=<room id> opens the battle mode filled from that room.
import { useEffect, useState } from 'react';
import { battleLinkFromQuery } from '../../lib/fair/battle.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import BattleVerify, { type BattleLink } from './BattleVerify.tsx';
import VerifyForm from './VerifyForm.tsx';

type Mode = 'roll' | 'battle';

export default function VerifyModes({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [mode, setMode] = useState<Mode>('roll');
  const [link, setLink] = useState<BattleLink | null>(null);

  useEffect(() => {
    const search = window.location.search;
    const l = battleLinkFromQuery(search);
    if (l || new URLSearchParams(search).get('mode') === 'battle') setMode('battle');
    setLink(l);
  }, []);

  const tab = (m: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === m}
      data-testid={`verify-mode-${m}`}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${mode === m ? 'bg-line text-ink' : 'text-muted hover:text-ink'}`}
      onClick={() => setMode(m)}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-3">
      <div role="tablist" className="flex gap-1">
        {tab('roll', t('verify.modeRoll'))}
        {tab('battle', t('verify.modeBattle'))}
      </div>
      {mode === 'roll' ? <VerifyForm lang={lang} /> : <BattleVerify lang={lang} link={link} />}
    </div>
  );
}
