// The header fits every width in every language: from 320 to 1920 px, in zh-CN, en and
// zh-TW, signed out and signed in (balances, the exchange display, the inbox with a badge,
// five-figure amounts, a ten-hour play session's clock), the page has no horizontal scroll, nothing
// in the header passes the viewport's right edge, no main entry runs into the account side, and
// "Top up" is one line. Signed in, the session clock is in view at every width, named in
// the page's language, and its strip under the header covers none of the page's content.
// Signed in, the gift (benefit) button is in the header from 640 px and in the avatar menu below.
// Screenshots of each header are kept as artefacts.
//
// A page load costs Chromium about three CPU seconds on CI's two cores, the suite's largest cost:
// the page is loaded fresh at the first width of each Tailwind range that changes the header
// (RELOAD_AT) and resized, as a window is, to the widths between, so each header state is still
// rendered from scratch once and every width is measured.
import { expect, test, uniquePhone, codeFromOutbox, type Page } from './support.ts';

const WIDTHS = [320, 360, 375, 414, 640, 768, 1024, 1280, 1920];
const RELOAD_AT = new Set([320, 768, 1280]);
const LANGS = [
  { lang: 'zh-CN', prefix: '', clock: '本次游戏时长', short: '888.88万' },
  { lang: 'en', prefix: '/en', clock: 'Session time', short: '8.88M' },
  { lang: 'zh-TW', prefix: '/zh-TW', clock: '本次遊戲時長', short: '888.88萬' },
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

/** Large balances (a seven-figure one: shown in short below 1280 px), an unread badge and a session near ten hours (the clock then reads 9:59:30 and
 *  rolls into 10:00:00 during the test): the widest the account side gets in practice. */
async function widestAccount(page: Page): Promise<void> {
  await page.route('**/api/profile/userInfo', async (route) => {
    try {
      const res = await route.fetch();
      const body = await res.json();
      Object.assign(body.data, { balance: '8888888.88', secondaryBalance: '12345.67', points: '99999.5' });
      await route.fulfill({ response: res, json: body });
    } catch (err) {
      // An answer still in flight when the page navigated is disposed: nothing waits for it then.
      if (!/disposed|closed/i.test(String(err))) throw err;
    }
  });
  await page.route('**/api/message/countUserUnreadMessage*', (route) =>
    route.fulfill({ json: { status: 0, msg: '', data: 120, success: true } }),
  );
  const started = Date.now() - (9 * 3600 + 59 * 60 + 30) * 1000;
  await page.route('**/api/protection/reality*', (route) => {
    const now = Date.now();
    const data = {
      intervalMinutes: 60, sessionStartTime: new Date(started).toISOString(), dueTime: new Date(now + 3600_000).toISOString(),
      due: false, spent: '88888.88', won: '12345.67', net: '-76543.21', serverTime: new Date(now).toISOString(),
    };
    return route.fulfill({ json: { status: 0, msg: '', data, success: true } });
  });
}

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  pastEdge: string[];
  navOverlap: string[];
  rechargeLines: number | null;
  /** Phones: how far the session strip reaches over main's first content (≤ 0: it covers none). */
  stripOverContent: number | null;
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
    const strip = document.querySelector('[data-testid=session-strip]');
    const content = document.querySelector('body > main')?.firstElementChild;
    const stripOverContent = strip && content ? strip.getBoundingClientRect().bottom - content.getBoundingClientRect().top : null;
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth, pastEdge, navOverlap, rechargeLines, stripOverContent };
  });
}

for (const { lang, prefix, clock, short } of LANGS) {
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
        if (RELOAD_AT.has(width)) {
          // An unprefixed address follows a language chosen earlier: keep each language's own.
          await context.clearCookies();
          await page.goto(`${prefix}/home`);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if (signedIn) {
          await expect(page.getByTestId('avatar-menu')).toBeVisible();
          // The full amount is always read out; below 1280 px it is shown in short.
          await expect(page.getByTestId('header-balance')).toHaveText('8888888.88');
          if (width < 1280) await expect(page.getByTestId('header-balance-short')).toHaveText(short);
          else await expect(page.getByTestId('header-balance')).toBeVisible();
          await expect(page.getByTestId('header-balance-short')).toBeVisible({ visible: width < 1280 });
          await expect(page.getByTestId('inbox-badge')).toHaveText('99+');
          // The exchange display (its own island) is on from lg, where the header shows it.
          if (width >= 1024) await expect(page.getByTestId('exchange-display-header')).toBeVisible();
          // The session clock, at every width: in view, named in the page's language.
          const sessionClock = page.getByTestId('session-clock');
          await expect(sessionClock).toBeInViewport({ ratio: 1 });
          await expect(sessionClock).toHaveAccessibleName(new RegExp(`^${clock} (9:59|10:0\\d):\\d\\d$`));
          const gift = page.getByTestId('benefit-open');
          if (width >= 640) await expect(gift).toHaveAttribute('aria-label', /.+/);
          await expect(gift).toBeVisible({ visible: width >= 640 });
        } else {
          await expect(page.getByTestId('open-login')).toBeVisible();
        }
        await page.waitForLoadState('networkidle');
        const name = `header-${lang}-${signedIn ? 'in' : 'out'}-${width}.png`;
        const file = testInfo.outputPath(name);
        // The header and what hangs under it (the phones' session strip).
        await page.screenshot({ path: file, clip: { x: 0, y: 0, width, height: 110 } });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });

        const fit = await measure(page);
        const where = `${lang} ${state} at ${width} px`;
        expect(fit.scrollWidth, `${where}: horizontal scroll`).toBeLessThanOrEqual(fit.innerWidth);
        expect(fit.pastEdge, `${where}: header elements past the right edge`).toEqual([]);
        expect(fit.navOverlap, `${where}: main entries under the account side`).toEqual([]);
        if (signedIn) expect(fit.rechargeLines, `${where}: "Top up" lines`).toBe(1);
        if (signedIn) expect(fit.stripOverContent, `${where}: session strip over the content`).toBeLessThanOrEqual(0.5);
      }
      if (signedIn) {
        // A phone reaches the gift from the avatar menu.
        await page.setViewportSize({ width: 375, height: 800 });
        await page.getByTestId('avatar-menu').click();
        await expect(page.getByTestId('benefit-open-menu')).toBeVisible();
      }
    });
  }
}

test('the backpack\'s sticky bar sits under the header and the session strip, not beneath them', async ({ page }) => {
  await widestAccount(page);
  const token = await signUp(page);
  await page.goto('/home');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/personal/bag');
    const strip = page.getByTestId('session-strip');
    await expect(strip).toBeVisible();
    const bar = page.getByTestId('bag-select-bar');
    await expect(bar).toBeVisible();
    const stripBottom = await strip.evaluate((el) => el.getBoundingClientRect().bottom);
    const stickAt = await bar.evaluate((el) => parseFloat(getComputedStyle(el).top));
    expect(Math.abs(stickAt - stripBottom), `at ${width} px the bar sticks at ${stickAt}, the strip ends at ${stripBottom}`).toBeLessThanOrEqual(1);
  }
});
