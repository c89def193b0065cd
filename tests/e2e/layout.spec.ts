// The header fits every width in every language (issue 10): at 375, 768, 1024, 1280 and 1920 px,
// in zh-CN, en and zh-TW, signed out and signed in (balances, the exchange display, the inbox with
// a badge, five-figure amounts), the page has no horizontal scroll, nothing in the header passes
// the viewport's right edge, no main entry runs into the account side, and "Top up" is one line.
// Screenshots of each header are kept as artefacts.
import { expect, test, uniquePhone, codeFromOutbox, type Page } from './support.ts';

const WIDTHS = [375, 768, 1024, 1280, 1920];
const LANGS = [
  { lang: 'zh-CN', prefix: '' },
  { lang: 'en', prefix: '/en' },
  { lang: 'zh-TW', prefix: '/zh-TW' },
];

/** Signs up through the API (the register dialog has its own specs) and returns the token. */
async function signUp(page: Page): Promise<string> {
  const phone = uniquePhone('157');
  const invitationCode = (await (await page.request.get('/api/common/getDefaultInvitationCode')).json()).data.code as string;
  const since = Date.now() - 5_000;
  expect((await page.request.post('/api/common/smsCode', { form: { phone, purpose: 'signUp' } })).ok()).toBe(true);
  const smsCode = await codeFromOutbox(page, phone, 'signUp', since);
  const res = await page.request.post('/api/auth/signUp', {
    form: { phone, password: 'e2e-password-1', invitationCode, ageConfirmed: 'true', termsAccepted: 'true', smsCode },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token as string;
}

/** Large balances and an unread badge: the widest the account side gets in practice. */
async function widestAccount(page: Page): Promise<void> {
  await page.route('**/api/profile/userInfo', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    Object.assign(body.data, { balance: '88888.88', secondaryBalance: '12345.67', points: '99999.5' });
    await route.fulfill({ response: res, json: body });
  });
  await page.route('**/api/message/countUserUnreadMessage*', (route) =>
    route.fulfill({ json: { status: 0, msg: '', data: 120, success: true } }),
  );
}

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  pastEdge: string[];
  navOverlap: string[];
  rechargeLines: number | null;
}

/** What the checks read from the page: overflow, elements past the edge, the button's lines. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const label = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !(s.position === 'absolute' && s.clip === 'rect(0px, 0px, 0px, 0px)');
    };
    const header = document.querySelector('body > header')!;
    const pastEdge = [...header.querySelectorAll('*')]
      .filter((el) => visible(el) && el.getBoundingClientRect().right > innerWidth + 0.5)
      .map((el) => `${label(el)} right ${Math.round(el.getBoundingClientRect().right)}`);
    // A main entry must end before the account side starts (a squeezed nav would run under it).
    const account = header.querySelector('[data-testid=main-nav] ~ div');
    const accountLeft = account ? account.getBoundingClientRect().left : innerWidth;
    const navOverlap = [...header.querySelectorAll('[data-testid=main-nav] a')]
      .filter((a) => visible(a) && a.getBoundingClientRect().right > accountLeft + 0.5)
      .map((a) => `${label(a)} right ${Math.round(a.getBoundingClientRect().right)} > ${Math.round(accountLeft)}`);
    const button = document.querySelector('[data-testid=open-recharge]');
    let rechargeLines: number | null = null;
    if (button) {
      // The label's own line boxes: one when it does not wrap.
      const range = document.createRange();
      range.selectNodeContents(button);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      rechargeLines = tops.size;
    }
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth, pastEdge, navOverlap, rechargeLines };
  });
}

for (const { lang, prefix } of LANGS) {
  for (const signedIn of [false, true]) {
    const state = signedIn ? 'signed in' : 'signed out';
    test(`header fits in ${lang}, ${state}, at ${WIDTHS.join(', ')} px`, async ({ page, context }, testInfo) => {
      test.setTimeout(90_000);
      if (signedIn) {
        await widestAccount(page);
        const token = await signUp(page);
        await page.goto(`${prefix}/home`);
        await page.evaluate((t) => localStorage.setItem('token', t), token);
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // An unprefixed address follows a language chosen earlier: keep each language's own.
        await context.clearCookies();
        await page.goto(`${prefix}/home`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if (signedIn) {
          await expect(page.getByTestId('avatar-menu')).toBeVisible();
          await expect(page.getByTestId('header-balance')).toHaveText('88888.88');
          await expect(page.getByTestId('inbox-badge')).toHaveText('99+');
          // The exchange display (its own island) is on from lg, where the header shows it.
          if (width >= 1024) await expect(page.getByTestId('exchange-display-header')).toBeVisible();
        } else {
          await expect(page.getByTestId('open-login')).toBeVisible();
        }
        await page.waitForLoadState('networkidle');
        const name = `header-${lang}-${signedIn ? 'in' : 'out'}-${width}.png`;
        const file = testInfo.outputPath(name);
        await page.locator('body > header').screenshot({ path: file });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });

        const fit = await measure(page);
        const where = `${lang} ${state} at ${width} px`;
        expect(fit.scrollWidth, `${where}: horizontal scroll`).toBeLessThanOrEqual(fit.innerWidth);
        expect(fit.pastEdge, `${where}: header elements past the right edge`).toEqual([]);
        expect(fit.navOverlap, `${where}: main entries under the account side`).toEqual([]);
        if (signedIn) expect(fit.rechargeLines, `${where}: "Top up" lines`).toBe(1);
      }
    });
  }
}
