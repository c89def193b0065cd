// The devices signed in to the account: browser and system, masked address, last use and sign-in
// time, this device marked; any other can be signed out, or all others at once. The server parses
// the User-Agent, so no parser ships to the browser.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { SessionInfo } from '../../../shared/contracts/sessions.ts';
import { formatTime } from '../../../lib/format.ts';
import type { Translator } from '../../../lib/i18n/ui.ts';
import { $sessions, clearSessions, endOtherSessions, endSession, loadSessions } from '../../../lib/personal/security.ts';
import { useBusyAction } from '../../common/hooks.ts';

function deviceName(t: Translator, s: SessionInfo): string {
  if (s.browser && s.os) return t('sessions.device', { browser: s.browser, os: s.os });
  return s.browser || s.os || t('sessions.unknownDevice');
}

export function SessionsSection({ t }: { t: Translator }) {
  const list = useStore($sessions);
  const [busy, run] = useBusyAction();

  useEffect(() => {
    void loadSessions();
    return clearSessions;
  }, []);

  const end = (s: SessionInfo) => run(async () => {
    await endSession(s.id);
    toast.success(t('sessions.ended'));
    await loadSessions();
  });
  const endOthers = () => run(async () => {
    const ended = await endOtherSessions();
    toast.success(t('sessions.endedOthers', { count: ended }));
    await loadSessions();
  });

  if (!list) return null;
  const others = list.filter((s) => !s.current).length;
  return (
    <div className="space-y-3" data-testid="security-sessions">
      <h3 className="text-sm font-semibold">{t('sessions.title')}</h3>
      <p className="text-xs text-muted">{t('sessions.hint')}</p>
      <ul className="space-y-2">
        {list.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3" data-testid="session-row">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-baseline gap-2 text-sm">
                <span className="font-medium">{deviceName(t, s)}</span>
                {s.current ? <span className="text-xs text-emerald-400" data-testid="session-current">{t('sessions.current')}</span> : null}
              </p>
              <p className="flex flex-wrap gap-x-3 text-xs text-muted">
                <span>{s.ip ? t('sessions.address', { ip: s.ip }) : t('sessions.addressUnknown')}</span>
                <span>{t('sessions.lastUsed', { time: formatTime(s.lastUsedAt) })}</span>
                <span>{t('sessions.signedIn', { time: formatTime(s.createdAt) })}</span>
              </p>
            </div>
            {s.current ? null : (
              <button type="button" className="btn-ghost" disabled={busy} onClick={() => void end(s)}>
                {t('sessions.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <button type="button" className="btn-ghost" disabled={busy} data-testid="sessions-end-others" onClick={() => void endOthers()}>
          {t('sessions.endOthers')}
        </button>
      ) : (
        <p className="text-xs text-muted">{t('sessions.noOthers')}</p>
      )}
    </div>
  );
}
