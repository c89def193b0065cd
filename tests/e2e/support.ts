// Shared steps of the end-to-end specs: the `test` every spec uses (it fails on any Content
// Security Policy violation), unique phones, codes from the sandbox SMS outbox, and signing up
// through the register dialog the way a visitor does (the server runs with CAPTCHA=off, so "get
// code" sends at once).
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { idCheckChar } from '../../src/shared/contracts/id-number.ts';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * Records what the browser reports against the pages' Content-Security-Policy: the
 * `securitypolicyviolation` events of every document (an init script) and the console's
 * "Content Security Policy" errors (which also cover what happens before a document exists).
 */
async function watchCsp(context: BrowserContext, seen: string[]): Promise<void> {
  await context.exposeBinding('__e2eCspViolation', ({ page }, text: string) => {
    seen.push(`${page?.url() ?? '?'}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __e2eCspViolation: (t: string) => void }).__e2eCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
  context.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(`${msg.page()?.url() ?? '?'}: console: ${msg.text()}`);
  });
}

/**
 * Every spec imports `test` from here (eslint refuses @playwright/test's): an automatic fixture
 * fails the test when any page it opened, in its own context or one it made with
 * browser.newContext(), reported a CSP violation.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // Each test (and each retry) comes from an address of its own (the e2e server trusts the proxy
  // header: playwright.config.ts), as players do: the per-address limits (SMS codes an hour, live
  // sockets) are the server's to enforce, not something one test should spend for the next ones.
  // Contexts a test opens itself come from 127.0.0.1.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    let h = testInfo.retry;
    for (const ch of testInfo.testId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `198.18.${(h >>> 8) & 255}.${(h & 255) || 1}` });
  },
  cspViolations: [async ({ context, browser }, use) => {
    const seen: string[] = [];
    await watchCsp(context, seen);
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<typeof newContext>) => {
      const made = await newContext(...args);
      await watchCsp(made, seen);
      return made;
    };
    try {
      await use(seen);
    } finally {
      browser.newContext = newContext;
    }
    expect(seen, 'Content Security Policy violations').toEqual([]);
  }, { auto: true }],
});

let seq = 0;
/** A mainland mobile number no earlier run used: the time, plus a counter within this run. */
export function uniquePhone(prefix = '159'): string {
  seq += 1;
  return `${prefix}${String(Date.now() * 10 + (seq % 10)).slice(-8)}`;
}

interface OutboxEntry {
  phone: string;
  purpose: string;
  code: string;
  createdAt: string;
}

/** The newest code sent to `phone` for `purpose` after `since`, read from GET api/dev/smsOutbox. */
export async function codeFromOutbox(page: Page, phone: string, purpose: string, since = 0): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await page.request.get(`/api/dev/smsOutbox?phone=${phone}`);
    expect(res.ok()).toBe(true);
    const entries = ((await res.json()) as { data: OutboxEntry[] }).data;
    const entry = entries.find((e) => e.purpose === purpose && Date.parse(e.createdAt) >= since);
    expect(entry, `a ${purpose} code for ${phone}`).toBeDefined();
    code = entry!.code;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** Clicks the dialog's "get code" button and types the code that arrives into the code field. */
export async function fillSmsCode(page: Page, dialog: Locator, phone: string, purpose: string): Promise<void> {
  const since = Date.now() - 5_000;
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const code = await codeFromOutbox(page, phone, purpose, since);
  await dialog.getByLabel('验证码', { exact: true }).fill(code);
}

/** A new visitor signs up through the register dialog and ends signed in. */
export async function registerThroughUi(page: Page, phone: string, password = 'e2e-password-1'): Promise<void> {
  await page.getByTestId('open-register').click();
  const register = page.getByTestId('register-dialog');
  await expect(register).toBeVisible();
  await register.getByLabel('手机号').fill(phone);
  await register.getByLabel('密码', { exact: true }).fill(password);
  await fillSmsCode(page, register, phone, 'signUp');
  await register.getByLabel('我已年满 18 周岁').check();
  await register.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await expect(register).toBeHidden();
}

/** A valid mainland ID number of someone born in 1990 (an adult), different on each call. */
export function adultIdNumber(): string {
  const first17 = `110105199001${String(10 + Math.floor(Math.random() * 18)).padStart(2, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
}

/** The signed-in player's session token, as the page keeps it. */
export async function tokenOf(page: Page): Promise<string> {
  const t = await page.evaluate(() => localStorage.getItem('token'));
  expect(t).toBeTruthy();
  return t!;
}

/**
 * Real-name verification through the sandbox provider's page (the personal page's flow, started
 * by its API), as a deposit and a take-back need. Nothing when the player is
 * verified already (the demo account is seeded so). The page ends where it was, loaded afresh.
 */
export async function verifyRealName(page: Page): Promise<void> {
  const token = await tokenOf(page);
  const info = await page.request.get('/api/profile/userInfo', { headers: { token } });
  if (((await info.json()) as { data: { realNameVerified: boolean } }).data.realNameVerified) return;
  const back = page.url();
  const res = await page.request.post('/api/auth/certify', { headers: { token }, form: { realName: '张三', idNumber: adultIdNumber() } });
  expect(res.status(), await res.text()).toBe(200);
  const { certifyId } = ((await res.json()) as { data: { certifyId: string } }).data;
  await page.goto(`/certify/sandbox/${encodeURIComponent(certifyId)}`);
  await page.getByRole('button', { name: '通过认证' }).click();
  await expect(page).toHaveURL(/\/personal\?certify=/);
  await page.goto(back);
}

/**
 * A signed-in player asks to top up ¥100 by Alipay and lands on the sandbox checkout page,
 * verifying their real name first if they have not (a deposit needs it).
 */
export async function startTopUp(page: Page): Promise<void> {
  await verifyRealName(page);
  await page.getByTestId('open-recharge').click();
  const recharge = page.getByTestId('recharge-dialog');
  await recharge.getByLabel('支付宝').check();
  await recharge.getByLabel(/CNY/).check();
  await recharge.getByRole('button', { name: '¥100', exact: true }).click();
  await recharge.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/R\w+$/);
}

/**
 * Logs out from the avatar menu and waits for the page logout goes to (/ → /home) to load:
 * the URL is /home before and after, so only the load event tells the new page is there, and
 * reading localStorage or clicking during the navigation hits the page being torn down.
 */
export async function logoutThroughUi(page: Page): Promise<void> {
  const landed = page.waitForEvent('load');
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('logout').click();
  await landed;
  await expect(page.getByTestId('open-login')).toBeVisible();
}

/**
 * Runs `each` over the items, `width` at a time, and returns the results in the items' order.
 * For specs that walk every page (hydration, English text): each page mostly waits (idle
 * callbacks, the network going quiet), so a few at once keep CI's end-to-end run short.
 */
export async function inBatches<T, R>(items: readonly T[], width: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(each))));
  return out;
}
