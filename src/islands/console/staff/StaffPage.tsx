// /console/staff (permission staff.manage): the staff list (server-side paging, sorting, search),
// creating a staff member, changing a role, disabling, and resetting password and authenticator.
// A new or reset staff member's one-time password is shown once, in a panel that cannot show it
// again after it is closed; no authenticator secret is ever shown here (they enrol their own).
// Making someone an owner waits for a second owner, in the requests above the list.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../shared/console/permissions.ts';
import type { StaffCredentials, StaffRow } from '../../../shared/contracts/console-staff.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import { roleLabel } from '../../../lib/console/shell.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import { staffActions, staffChanged, staffList } from '../../../lib/console/staff.ts';
import { t, type Lang } from '../../../lib/i18n/ui.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import type { ConsoleColumn } from '../common/DataTable.tsx';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import RoleRequests from './RoleRequests.tsx';

function Credentials({ lang, c, onClose }: { lang: Lang; c: StaffCredentials; onClose: () => void }) {
  return (
    <section role="dialog" aria-modal="true" aria-labelledby="creds-title" className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/70 p-3 sm:items-center" data-testid="staff-credentials">
      <div className="card w-full max-w-lg space-y-3 p-4 sm:p-5">
        <h2 id="creds-title" className="text-base font-bold">{t(lang, 'console_staff_credsTitle', { name: c.name })}</h2>
        <p className="rounded-lg border border-accent-orange/50 bg-accent-orange/10 px-3 py-2 text-xs text-accent-orange">{t(lang, 'console_staff_credsOnce')}</p>
        <dl className="min-w-0 space-y-2 text-xs">
          <div>
            <dt className="text-muted">{t(lang, 'console_staff_name')}</dt>
            <dd className="font-mono text-sm">{c.name} · {roleLabel(c.role, lang)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t(lang, 'console_staff_password')}</dt>
            <dd className="select-all font-mono text-base text-ink" data-testid="staff-password">{c.password}</dd>
          </div>
        </dl>
        {c.pendingRole ? <p className="text-xs text-muted" data-testid="staff-pending-owner">{t(lang, 'console_staff_credsPendingOwner', { role: roleLabel(c.role, lang) })}</p> : null}
        <button type="button" className="btn-primary w-full" onClick={onClose} autoFocus>{t(lang, 'console_staff_done')}</button>
      </div>
    </section>
  );
}

/** A button that asks once more inline before it acts. */
function ConfirmButton({ lang, label, question, onConfirm, testId }: { lang: Lang; label: string; question: string; onConfirm: () => void; testId?: string }) {
  const [asking, setAsking] = useState(false);
  if (!asking) return <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => setAsking(true)} data-testid={testId}>{label}</button>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 rounded-lg border border-accent-red/50 bg-accent-red/10 p-1 text-xs">
      <span className="px-1">{question}</span>
      <button type="button" className="rounded bg-accent-red-fill px-2 py-1 font-semibold text-white" onClick={() => { setAsking(false); onConfirm(); }} data-testid={testId ? `${testId}-confirm` : undefined}>
        {t(lang, 'console_common_confirm')}
      </button>
      <button type="button" className="px-2 py-1 text-muted hover:text-ink" onClick={() => setAsking(false)}>{t(lang, 'console_common_cancel')}</button>
    </span>
  );
}

export default function StaffPage({ lang }: { lang: Lang }) {
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [creds, setCreds] = useState<StaffCredentials | null>(null);
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('operator');
  const myId = useStore($consoleMe)?.id ?? null;

  useEffect(() => { void loadConsoleMe(); }, []);

  // A list load's failure shows in the page's message line, as the actions' do.
  const failed = useCallback((text: string) => { if (text) setMessage({ kind: 'error', text }); }, []);
  useEffect(() => { void staffList.start().then(failed); }, [failed]);

  const act = useCallback(async <T,>(run: () => Promise<{ answer: T; reloadError: string }>, ok: string | ((answer: T) => string)) => {
    setMessage(null);
    try {
      const { answer, reloadError } = await run();
      setMessage({ kind: 'ok', text: typeof ok === 'string' ? ok : ok(answer) });
      failed(reloadError);
    } catch (e) {
      setMessage({ kind: 'error', text: (e as Error).message });
    }
  }, [failed]);

  const onRequestDecided = useCallback((text: string, ok: boolean) => {
    setMessage({ kind: ok ? 'ok' : 'error', text });
    if (ok) void staffChanged(false).then(failed);
  }, [failed]);

  async function create(e: SubmitEvent) {
    e.preventDefault();
    setMessage(null);
    try {
      const { answer, reloadError } = await staffActions.create(name, role);
      setCreds(answer);
      setName('');
      failed(reloadError);
    } catch (err) {
      setMessage({ kind: 'error', text: (err as Error).message });
    }
  }

  const columns = useMemo<ConsoleColumn<StaffRow>[]>(() => [
    { id: 'name', header: t(lang, 'console_staff_name'), accessorKey: 'name', enableSorting: true, cell: ({ row }) => <span className="font-mono font-semibold">{row.original.name}</span> },
    {
      id: 'role', header: t(lang, 'console_staff_role'), accessorKey: 'role', enableSorting: true,
      cell: ({ row }) => {
        const s = row.original;
        if (s.disabledAt) return roleLabel(s.role, lang);
        return (
          <select
            aria-label={`${t(lang, 'console_staff_setRole')} ${s.name}`}
            className="rounded border border-line bg-bg px-1.5 py-1 text-xs text-ink"
            value={s.role}
            data-testid={`staff-role-${s.name}`}
            onChange={(e) => void act(
              () => staffActions.setRole(s.id, e.target.value),
              (r) => t(lang, r.pending ? 'console_staff_ownerRequested' : 'console_staff_roleChanged'),
            )}
          >
            {STAFF_ROLES.map((r) => <option key={r} value={r}>{roleLabel(r, lang)}</option>)}
          </select>
        );
      },
    },
    {
      id: 'state', header: t(lang, 'console_staff_state'), enableSorting: false,
      cell: ({ row }) => {
        const s = row.original;
        if (s.disabledAt) return <span className="whitespace-nowrap rounded bg-surface-2 px-1.5 py-0.5 text-xs text-muted">{t(lang, 'console_staff_disabled')}</span>;
        return (
          <span className="flex flex-wrap gap-1">
            <span className="whitespace-nowrap rounded bg-emerald-500/15 px-1.5 py-0.5 text-xs text-emerald-300">{t(lang, 'console_staff_active')}</span>
            {s.mustChangePassword ? <span className="whitespace-nowrap rounded bg-accent-orange/15 px-1.5 py-0.5 text-xs text-accent-orange">{t(lang, 'console_staff_mustChange')}</span> : null}
            {s.mustEnrolTotp ? <span className="whitespace-nowrap rounded bg-accent-orange/15 px-1.5 py-0.5 text-xs text-accent-orange">{t(lang, 'console_staff_mustEnrol')}</span> : null}
          </span>
        );
      },
    },
    {
      id: 'createdAt', header: t(lang, 'console_staff_createdAt'), accessorKey: 'createdAt', enableSorting: true,
      cell: ({ row }) => (
        <span className="block whitespace-nowrap">
          {consoleTime(row.original.createdAt, lang, { seconds: false })}
          <span className="block text-xs text-muted">{t(lang, 'console_staff_createdBy')}: <span className="font-mono">{row.original.createdBy ?? 'cli'}</span></span>
        </span>
      ),
    },
    { id: 'lastSignInAt', header: t(lang, 'console_staff_lastSignIn'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{consoleTime(row.original.lastSignInAt, lang, { seconds: false })}</span> },
    {
      id: 'actions', header: t(lang, 'console_staff_actions'), enableSorting: false,
      cell: ({ row }) => {
        const s = row.original;
        if (s.disabledAt) return null;
        return (
          <span className="flex flex-wrap gap-1">
            <ConfirmButton
              lang={lang} label={t(lang, 'console_staff_reset')} question={t(lang, 'console_staff_confirmReset', { name: s.name })} testId={`staff-reset-${s.name}`}
              onConfirm={() => void (async () => {
                setMessage(null);
                try {
                  const { answer, reloadError } = await staffActions.reset(s.id);
                  setCreds(answer);
                  failed(reloadError);
                } catch (e) {
                  setMessage({ kind: 'error', text: (e as Error).message });
                }
              })()}
            />
            {s.id === myId ? null : (
              <ConfirmButton
                lang={lang} label={t(lang, 'console_staff_disable')} question={t(lang, 'console_staff_confirmDisable', { name: s.name })} testId={`staff-disable-${s.name}`}
                onConfirm={() => void act(() => staffActions.disable(s.id), t(lang, 'console_staff_disabledDone'))}
              />
            )}
          </span>
        );
      },
    },
  ], [lang, act, failed, myId]);

  return (
    <div className="space-y-4" data-testid="console-staff">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{t(lang, 'console_staff_title')}</h1>
        <p className="max-w-3xl text-xs text-muted">{t(lang, 'console_staff_subtitle')}</p>
      </header>

      <form onSubmit={(e) => { void create(e); }} className="card p-3" data-testid="staff-create">
        <HydratedFieldset className="flex min-w-0 flex-wrap items-end gap-3">
          <label className="min-w-40 flex-1 space-y-1 sm:max-w-64">
            <span className="block text-xs font-semibold text-muted">{t(lang, 'console_staff_name')}</span>
            <input name="name" required minLength={3} maxLength={32} autoCapitalize="none" spellCheck={false} className="input" value={name} onChange={(e) => setName(e.target.value)} placeholder={t(lang, 'console_staff_nameHint')} />
          </label>
          <label className="space-y-1">
            <span className="block text-xs font-semibold text-muted">{t(lang, 'console_staff_role')}</span>
            <select name="role" className="input" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
              {STAFF_ROLES.map((r) => <option key={r} value={r}>{roleLabel(r, lang)}</option>)}
            </select>
          </label>
          <button type="submit" className="btn-primary">{t(lang, 'console_staff_create')}</button>
        </HydratedFieldset>
      </form>

      <RoleRequests lang={lang} onDecided={onRequestDecided} />

      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} data-testid="staff-message" className={`rounded-lg border px-3 py-2 text-sm ${message.kind === 'error' ? 'border-accent-red/50 bg-accent-red/10 text-accent-red' : 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300'}`}>
          {message.text}
        </p>
      ) : null}

      <form onSubmit={(e) => { e.preventDefault(); void staffList.setFilter({ q: search.trim() }).then(failed); }}>
        <HydratedFieldset className="flex min-w-0 flex-wrap gap-2">
          <input type="search" className="input max-w-xs" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t(lang, 'console_staff_search')} aria-label={t(lang, 'console_staff_search')} />
          <button type="submit" className="btn-ghost">{t(lang, 'console_common_search')}</button>
        </HydratedFieldset>
      </form>

      <ConsoleList lang={lang} list={staffList} columns={columns} rows={(d) => d.rows} total={(d) => d.total} rowId={(r) => r.id} testId="staff-table" errorClassName={null} onError={failed} />

      {creds ? <Credentials lang={lang} c={creds} onClose={() => setCreds(null)} /> : null}
    </div>
  );
}
