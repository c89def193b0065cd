// /giveaways/create: a streamer's room. Title, description, draw mode (at a time or
// when full), the maximum, the conditions (deposits within N days, a join code, real-name
// verified), invite-only, and the prizes picked from the streamer's own backpack (items in it:
// state 0). The skins leave the backpack into the room on the server; the answer opens the room.
import { useStore } from '@nanostores/react';
import { useEffect, type FormEvent } from 'react';
import { $giveawayCreateError, $giveawayCreating, createGiveaway, loadGiveawayBag } from '../../lib/giveaway/create.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { GiveawayPrizePicker, GiveawaySettings } from './create-parts.tsx';

export default function GiveawayCreate({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const user = useStore($user);
  const busy = useStore($giveawayCreating);
  const failure = useStore($giveawayCreateError);

  useEffect(() => {
    if (loggedIn) void loadGiveawayBag();
  }, [loggedIn]);

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('giveaway_create_login')} buttonLabel={t('header.login')} testId="giveaway-create-login" />;
  // The server refuses a non-streamer anyway; the page says so first.
  if (user?.streamer === false) {
    return (
      <div className="card space-y-3 px-4 py-12 text-center" data-testid="giveaway-not-streamer">
        <p className="text-muted">{t('giveaway_create_notStreamer')}</p>
        <a href="/giveaways" className="btn-ghost">{t('giveaway_back')}</a>
      </div>
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void createGiveaway(lang);
  }

  const error = failure === null ? null : failure.kind === 'pickOne' ? t('giveaway_create_pickOne') : failure.message;

  return (
    <form className="space-y-4" onSubmit={submit} data-testid="giveaway-create">
      <a href="/giveaways" className="text-sm text-muted hover:text-ink">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('giveaway_back')}
      </a>
      <h1 className="text-xl font-bold sm:text-2xl">{t('giveaway_createTitle')}</h1>
      <div className="grid gap-4 lg:grid-cols-[24rem_1fr]">
        <GiveawaySettings t={t} />

        <GiveawayPrizePicker t={t} />
      </div>
      {error && <p role="alert" className="text-sm text-accent-red" data-testid="giveaway-create-error">{error}</p>}
      <button type="submit" className="btn-primary px-8 py-2.5" disabled={busy} data-testid="giveaway-create-submit">
        {busy ? t('giveaway_create_busy') : t('giveaway_create_submit')}
      </button>
    </form>
  );
}
