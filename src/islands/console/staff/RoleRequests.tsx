// The owner requests waiting for a second owner, above the staff list. Each shows, before anyone
// clicks, why the signed-in owner may not approve it (their own request, or the requester made,
// reset or changed the role of their account lately): the server's reason, in the page's language.
// The requester may withdraw theirs. Nothing shows while none wait.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { consoleTime } from '../../../lib/console/format.ts';
import { roleLabel } from '../../../lib/console/shell.ts';
import { decideRoleRequest, roleRequests } from '../../../lib/console/staff.ts';
import { t, type Lang } from '../../../lib/i18n/ui.ts';

/** The requests are read again by the page's writes and by a decision (src/lib/console/staff.ts). */
export default function RoleRequests({ lang, onDecided }: { lang: Lang; onDecided: (text: string, ok: boolean) => void }) {
  const { data, error } = useStore(roleRequests.$state);
  const rows = data ?? [];
  const [busy, setBusy] = useState(false);

  useEffect(() => { roleRequests.reset(); void roleRequests.load(); }, []);
  // A failed read shows in the page's message line.
  useEffect(() => { if (error) onDecided(error, false); }, [error, onDecided]);

  const decide = async (id: string, approve: boolean) => {
    setBusy(true);
    try {
      await decideRoleRequest(id, approve);
      onDecided(t(lang, approve ? 'console_staff_requestApproved' : 'console_staff_requestRejected'), true);
    } catch (e) {
      onDecided((e as Error).message, false);
    } finally {
      setBusy(false);
    }
  };

  if (!rows.length) return null;
  return (
    <section className="card space-y-2 p-3" data-testid="staff-role-requests">
      <h2 className="text-base font-bold">{t(lang, 'console_staff_requestsTitle')}</h2>
      <p className="text-xs text-muted">{t(lang, 'console_staff_requestsHint')}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted">
            <tr>
              <th className="px-2 py-1 font-semibold">{t(lang, 'console_staff_requestTarget')}</th>
              <th className="px-2 py-1 font-semibold">{t(lang, 'console_staff_requestChange')}</th>
              <th className="px-2 py-1 font-semibold">{t(lang, 'console_staff_requestBy')}</th>
              <th className="px-2 py-1 font-semibold">{t(lang, 'console_staff_requestAt')}</th>
              <th className="px-2 py-1 font-semibold">{t(lang, 'console_staff_actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-line" data-testid={`role-request-${r.staffName}`}>
                <td className="px-2 py-1.5 font-mono font-semibold">{r.staffName}</td>
                <td className="whitespace-nowrap px-2 py-1.5">{roleLabel(r.currentRole, lang)} → {roleLabel(r.role, lang)}</td>
                <td className="px-2 py-1.5 font-mono">{r.requestedBy}</td>
                <td className="whitespace-nowrap px-2 py-1.5">{consoleTime(r.createdAt, lang, { seconds: false })}</td>
                <td className="px-2 py-1.5">
                  <span className="flex flex-wrap items-center gap-1">
                    {r.blockedReason
                      ? <span className="text-xs text-muted" data-testid="role-request-blocked">{r.blockedReason}</span>
                      : <button type="button" className="btn-primary px-2.5 py-1 text-xs" disabled={busy} onClick={() => void decide(r.id, true)} data-testid="role-request-approve">{t(lang, 'console_staff_requestApprove')}</button>}
                    <button type="button" className="btn-ghost px-2.5 py-1 text-xs" disabled={busy} onClick={() => void decide(r.id, false)} data-testid="role-request-reject">
                      {t(lang, r.mine ? 'console_staff_requestWithdraw' : 'console_staff_requestReject')}
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
