// Console steps shared by the end-to-end specs (issue 14): an owner made through the dev-only twin
// of `npm run console:owner` (the e2e server holds its PGlite database, so the command line cannot
// open it), TOTP codes computed from the secret the way an authenticator app does, and signing in
// at /console/sign-in (with the forced change of a one-time password).
import { generateSync } from 'otplib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ConsoleCredentials {
  name: string;
  password: string;
  totpSecret: string;
}

/** A staff name no earlier run used. */
export function uniqueStaffName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 32);
}

/** POST api/dev/console/owner: a new owner with a one-time password and a TOTP secret. */
export async function createConsoleOwner(request: APIRequestContext, name = uniqueStaffName('owner')): Promise<ConsoleCredentials> {
  const made = await request.post('/api/dev/console/owner', { data: { name } });
  expect(made.status(), await made.text()).toBe(200);
  return (await made.json()).data as ConsoleCredentials;
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
 * `newPassword`, expects the forced password change and sets it. Resolves when the console shows
 * who is signed in (or, `refused`, when the form shows its refusal). `code` defaults to the code of now.
 */
export async function signInToConsole(page: Page, c: ConsoleCredentials, opts: { newPassword?: string; code?: string; password?: string; refused?: boolean } = {}): Promise<void> {
  if (!/\/console\/sign-in/.test(page.url())) await page.goto('/console/sign-in');
  await consoleReady(page);
  const form = page.getByTestId('console-sign-in');
  await form.locator('#cs-name').fill(c.name);
  await form.locator('#cs-password').fill(opts.password ?? c.password);
  await form.locator('#cs-code').fill(opts.code ?? totpCode(c.totpSecret));
  await form.locator('button[type=submit]').click();
  if (opts.refused) {
    await expect(page.getByTestId('console-sign-in-error')).toBeVisible();
    return;
  }
  if (opts.newPassword) {
    const change = page.getByTestId('console-change-password');
    await expect(change).toBeVisible();
    await change.locator('#cs-old').fill(c.password);
    await change.locator('#cs-new').fill(opts.newPassword);
    await change.locator('#cs-confirm').fill(opts.newPassword);
    await change.locator('button[type=submit]').click();
  }
  await expect(page.getByTestId('console-name')).toHaveText(c.name);
}

/** Signs out with the navigation's button and waits for the sign-in page. */
export async function signOutOfConsole(page: Page): Promise<void> {
  await page.locator('[data-console-sign-out]:visible').first().click();
  await expect(page.getByTestId('console-sign-in')).toBeVisible();
}
