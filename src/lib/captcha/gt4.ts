// GeeTest v4's browser script, loaded only when a GeeTest check is asked for (never with the page):
// the pages' CSP admits static.geetest.com only where the captcha can be shown, and only when the
// server's provider is GeeTest (src/shared/captcha-csp.ts).
import type { GeetestAnswerBody } from '../../shared/contracts/verification.ts';

export const GT4_SCRIPT = 'https://static.geetest.com/v4/gt4.js';

/** The part of gt4.js's captcha object we use. */
export interface Gt4Captcha {
  onReady(cb: () => void): Gt4Captcha;
  onSuccess(cb: () => void): Gt4Captcha;
  onClose(cb: () => void): Gt4Captcha;
  onError(cb: (e: { code?: string; msg?: string }) => void): Gt4Captcha;
  showCaptcha(): void;
  getValidate(): (GeetestAnswerBody & { captcha_id?: string }) | false;
  reset(): void;
  destroy(): void;
}

export interface Gt4Options {
  captchaId: string;
  /** 'bind': no button of GeeTest's own; the check pops up when we call showCaptcha(). */
  product: 'bind';
  language?: 'zho' | 'eng' | 'zho-tw';
}

type InitGeetest4 = (options: Gt4Options, ready: (captcha: Gt4Captcha) => void) => void;

declare global {
  interface Window {
    initGeetest4?: InitGeetest4;
  }
}

let loading: Promise<InitGeetest4> | null = null;

/** gt4.js once per page; a failed load may be tried again. */
export function loadGt4(doc: Document = document): Promise<InitGeetest4> {
  if (window.initGeetest4) return Promise.resolve(window.initGeetest4);
  loading ??= new Promise<InitGeetest4>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GT4_SCRIPT;
    script.async = true;
    script.onload = () => (window.initGeetest4 ? resolve(window.initGeetest4) : reject(new Error('gt4.js has no initGeetest4')));
    script.onerror = () => reject(new Error('gt4.js did not load'));
    doc.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** GeeTest's language for the page's (zh-CN by default). */
export function gt4Language(htmlLang: string): Gt4Options['language'] {
  if (/^en/i.test(htmlLang)) return 'eng';
  if (/^zh-(TW|Hant|HK|MO)/i.test(htmlLang)) return 'zho-tw';
  return 'zho';
}
