// Console steps shared by the end-to-end specs: an owner made through the dev-only twin
// of `npm run console:owner` (the e2e server holds its PGlite database, so the command line cannot
// open it), TOTP codes computed from the secret the way an authenticator app does, and signing in
// at /console/sign-in (with the forced change of a one-time password and, for a new or reset
// account, enrolling its own authenticator: the secret is read from the enrolment step, the only
// place it is ever shown).
import { generateSync } from 'otplib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ConsoleCredentials {
  name: string;
  password: string;
  /** Unset until the staff member has enrolled (signInToConsole and signInConsoleApi set it then). */
  totpSecret?: string;
}

/** A staff name no earlier run used. */
export function uniqueStaffName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 32);
}

/** POST api/dev/console/owner: a new owner with a one-time password and no authenticator yet. */
export async function createConsoleOwner(request: APIRequestContext, name = uniqueStaffName('owner')): Promise<ConsoleCredentials> {
  const made = await request.post('/api/dev/console/owner', { data: { name } });
  expect(made.status(), await made.text()).toBe(200);
  const c = ((await made.json()) as { data: { name: string; password: string } }).data;
  return { name: c.name, password: c.password };
}

/** The code an authenticator app shows now, or `steps` periods of 30 s away (the server takes -1, 0 and +1). */
export function totpCode(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** The page's islands have hydrated (a form submitted before would be the browser's own GET). */
export async function consoleReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * Fills the sign-in form (on /console/sign-in already, or goes there) and submits; with
 * `newPassword`, expects the forced password change and sets it; when `c` has not enrolled yet (no
 * `totpSecret`: the code is left empty), expects the enrolment step, reads the secret it shows,
 * confirms it with its code and keeps it in `c.totpSecret`. Resolves when the console shows who is
 * signed in (or, `refused`, when the form shows its refusal), with the last TOTP code it used.
 * `code` defaults to the code of now.
 */
export async function signInToConsole(page: Page, c: ConsoleCredentials, opts: { newPassword?: string; code?: string; password?: string; refused?: boolean } = {}): Promise<string> {
  if (!/\/console\/sign-in/.test(page.url())) await page.goto('/console/sign-in');
  await consoleReady(page);
  const form = page.getByTestId('console-sign-in');
  await form.locator('#cs-name').fill(c.name);
  await form.locator('#cs-password').fill(opts.password ?? c.password);
  let code = opts.code ?? (c.totpSecret ? totpCode(c.totpSecret) : '');
  await form.locator('#cs-code').fill(code);
  await form.locator('button[type=submit]').click();
  if (opts.refused) {
    await expect(page.getByTestId('console-sign-in-error')).toBeVisible();
    return code;
  }
  if (opts.newPassword) {
    const change = page.getByTestId('console-change-password');
    await expect(change).toBeVisible();
    await change.locator('#cs-old').fill(c.password);
    await change.locator('#cs-new').fill(opts.newPassword);
    await change.locator('#cs-confirm').fill(opts.newPassword);
    await change.locator('button[type=submit]').click();
  }
  if (!c.totpSecret) {
    const enrol = page.getByTestId('console-enrol-totp');
    await expect(enrol.getByTestId('enrol-qr')).toBeVisible();
    c.totpSecret = (await enrol.getByTestId('enrol-secret').textContent())!.trim();
    code = totpCode(c.totpSecret);
    await enrol.locator('#cs-enrol-code').fill(code);
    await enrol.locator('button[type=submit]').click();
  }
  await expect(page.getByTestId('console-name')).toHaveText(c.name);
  return code;
}

/**
 * The same through the console's API, for specs that only need a session: signs in (the code left
 * empty when not enrolled), changes the one-time password to `newPassword` when asked, enrols an
 * authenticator when due. Resolves with the CSRF token to send on writes.
 */
export async function signInConsoleApi(request: APIRequestContext, c: ConsoleCredentials, newPassword: string): Promise<string> {
  const signIn = await request.post('/api/console/auth/signIn', { data: { name: c.name, password: c.password, code: c.totpSecret ? totpCode(c.totpSecret) : '' } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const s = ((await signIn.json()) as { data: { csrfToken: string; mustChangePassword: boolean; mustEnrolTotp: boolean } }).data;
  const headers = { 'x-csrf-token': s.csrfToken };
  if (s.mustChangePassword) {
    const changed = await request.post('/api/console/auth/changePassword', { headers, data: { oldPassword: c.password, newPassword } });
    expect(changed.status(), await changed.text()).toBe(200);
    c.password = newPassword;
  }
  if (s.mustEnrolTotp) {
    const started = await request.post('/api/console/auth/totp/start', { headers });
    expect(started.status(), await started.text()).toBe(200);
    c.totpSecret = ((await started.json()) as { data: { secret: string } }).data.secret;
    const confirmed = await request.post('/api/console/auth/totp/confirm', { headers, data: { code: totpCode(c.totpSecret) } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  return s.csrfToken;
}

/** Signs out with the navigation's button and waits for the sign-in page. */
export async function signOutOfConsole(page: Page): Promise<void> {
  await page.locator('[data-console-sign-out]:visible').first().click();
  await expect(page.getByTestId('console-sign-in')).toBeVisible();
}
