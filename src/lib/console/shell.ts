// The console layout's own script (no React): asks who is signed in, shows the areas the role may
// use (they are served hidden), the name and role, and wires the sign-out button. A visitor without
// a session is sent to the sign-in page by the API client (401); one who must still change a
// password set by someone else, or enrol their own authenticator, is sent there too, to do so.
import type { StaffRole } from '../../shared/console/permissions.ts';
import { t, type Lang } from '../i18n/ui.ts';
import { consolePath, consolePost, forgetMe, me, pageLangOf, SIGN_IN_PATH } from './api.ts';

const ROLE_LABEL = {
  owner: 'console_shell_role_owner',
  operator: 'console_shell_role_operator',
  finance: 'console_shell_role_finance',
  support: 'console_shell_role_support',
} as const;

/** The role as people read it; `lang` given by islands (their server render has no document to read it from). */
export function roleLabel(role: StaffRole, lang: Lang = pageLangOf()): string {
  return t(lang, ROLE_LABEL[role]);
}

export function startConsoleShell(): void {
  const root = document.querySelector<HTMLElement>('[data-console-shell]');
  if (!root) return;
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-console-sign-out]')) {
    button.addEventListener('click', () => {
      button.disabled = true;
      consolePost('/auth/signOut')
        .catch(() => undefined)
        .finally(() => {
          forgetMe();
          window.location.assign(consolePath(SIGN_IN_PATH));
        });
    });
  }
  me().then((m) => {
    if (m.mustChangePassword || m.mustEnrolTotp) {
      window.location.assign(`${consolePath(SIGN_IN_PATH)}?step=setup&next=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    for (const el of root.querySelectorAll<HTMLElement>('[data-permission]')) {
      el.hidden = !m.permissions.includes(el.dataset.permission as (typeof m.permissions)[number]);
    }
    const who = root.querySelector<HTMLElement>('[data-console-who]');
    if (who) {
      who.querySelector('[data-console-name]')!.textContent = m.name;
      who.querySelector('[data-console-role]')!.textContent = roleLabel(m.role);
      who.hidden = false;
    }
  }).catch(() => {
    // 401 already went to the sign-in page; anything else leaves the page as served.
  });
}
