// What a page's Content-Security-Policy must admit for the captcha widget, per provider. Our slider
// is drawn from data: images on our own origin (the base policy already admits that). GeeTest v4's
// gt4.js comes from static.geetest.com and loads its modules, style sheet and pictures from there;
// it talks to gcaptcha4.geetest.com (load/verify, as JSONP scripts and as requests). Its widget is
// drawn in the page, never in a frame, so no frame-src. Only the chosen provider's origins, and only
// on pages that can show the widget (showsCaptcha).
import type { CaptchaProvider } from './captcha-provider.ts';

const GEETEST_STATIC = 'https://static.geetest.com';
const GEETEST_API = 'https://gcaptcha4.geetest.com';

export const CAPTCHA_CSP: Record<CaptchaProvider, readonly string[]> = {
  slider: [],
  geetest: [
    `script-src ${GEETEST_STATIC} ${GEETEST_API}`,
    `style-src ${GEETEST_STATIC}`,
    `img-src ${GEETEST_STATIC}`,
    `connect-src ${GEETEST_API}`,
  ],
};

/** The operator console's pages (any language): their own sign-in has no captcha and no site dialogs. */
const CONSOLE_PAGE = /^\/(?:(?:en|zh-TW)\/)?console(?:\/|$)/;

/**
 * Every page of the site's shell (src/layouts/RootLayout.astro) hosts the sign-in, register, SMS
 * sign-in and find-password dialogs and so can show the captcha: every page but the console's,
 * which has a layout of its own (ConsoleLayout) without them.
 */
export function showsCaptcha(pathname: string): boolean {
  return !CONSOLE_PAGE.test(pathname);
}

/** The directives to add to the policy of the page at `pathname` for this provider. */
export function captchaPageDirectives(provider: CaptchaProvider | null | undefined, pathname: string): string[] {
  if (!provider || !showsCaptcha(pathname)) return [];
  return [...CAPTCHA_CSP[provider]];
}
