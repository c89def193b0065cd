// /battle/create, /reverse/create and their "create again" forms (/…/create/{id}, pre-filled from
// room {id}): pick cases from the battle themes (search, price sort), see the cost per seat,
// choose the players (2, 3 or 4; 2v2 with 4) and the mode, and pay the creator's seat. The answer
// opens the "battle opened" dialog with the way into the room.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { BattleMode } from '../../shared/contracts/battle.ts';
import { $battleForm, createBattle, loadBattleThemes, prefillBattle, restoreBattleSettings } from '../../lib/battle/create.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { askToSignIn } from '../../lib/auth/tips.ts';
import { markPageLoaded } from '../../lib/stores/page-loaded.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { BattleCasePicker, BattleCreateBar, BattleOpened, BattleSettings } from './create-parts.tsx';

export default function BattleCreate({ lang, mode: pageMode, fromId }: { lang: Lang; mode: BattleMode; fromId?: string }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const mode = useStore($battleForm).mode ?? pageMode;

  useEffect(() => {
    // The battle page-loaded flag (lib/stores/page-loaded.ts) once the cases to pick from are in.
    void loadBattleThemes().then(() => markPageLoaded('battle'));
  }, []);

  useEffect(() => {
    restoreBattleSettings();
    if (fromId) void prefillBattle(fromId);
  }, [fromId]);

  function submit() {
    if (!loggedIn) return void askToSignIn();
    void createBattle(pageMode);
  }

  return (
    <div className="grid gap-4 max-lg:pb-20 lg:grid-cols-[1fr_360px]" data-testid="battle-create" data-mode={mode}>
      {/* On a phone the settings sit below the cases: the count, the cost and the button stay in reach. */}
      <BattleCreateBar t={t} loggedIn={loggedIn} onSubmit={submit} />
      <BattleCasePicker t={t} />

      <BattleSettings t={t} loggedIn={loggedIn} onSubmit={submit} mode={mode} />

      <BattleOpened t={t} />
    </div>
  );
}
