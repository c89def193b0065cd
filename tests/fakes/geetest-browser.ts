// A stand-in for GeeTest v4's browser script (static.geetest.com/v4/gt4.js) for end-to-end tests,
// served in its place by the browser's request routing, so the page loads it from GeeTest's own
// origin under the page's real Content-Security-Policy. It offers what GeeTest documents for the
// 'bind' product: initGeetest4(config, ready) hands over a captcha object with onReady, onSuccess,
// onClose, onError, showCaptcha, getValidate, reset and destroy. showCaptcha() shows a check with
// one button; clicking it "solves" it with the next of the results the GeeTest fake minted
// (fakes/geetest.ts), which that fake's /validate then accepts once each.
import type { GeetestFields } from './geetest.ts';

export function gt4Script(solved: readonly GeetestFields[]): string {
  return `(() => {
  const solved = ${JSON.stringify(solved)};
  window.initGeetest4 = (config, ready) => {
    const handlers = { ready: [], success: [], close: [], error: [] };
    let result = false;
    let box = null;
    const fire = (name, arg) => handlers[name].forEach((cb) => cb(arg));
    const hide = () => { if (box) { box.remove(); box = null; } };
    const captcha = {
      onReady(cb) { handlers.ready.push(cb); return captcha; },
      onSuccess(cb) { handlers.success.push(cb); return captcha; },
      onClose(cb) { handlers.close.push(cb); return captcha; },
      onError(cb) { handlers.error.push(cb); return captcha; },
      showCaptcha() {
        hide();
        box = document.createElement('div');
        box.className = 'geetest_box';
        box.style.cssText = 'position:fixed;inset:auto 0 40% 0;margin:auto;width:260px;padding:16px;background:#fff;color:#000;z-index:2147483647;text-align:center';
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = config.language === 'eng' ? 'Verify' : '点击完成验证';
        button.onclick = () => {
          const next = solved.shift();
          hide();
          if (!next) { fire('error', { code: '60500', msg: 'no more fake results' }); return; }
          result = { ...next, captcha_id: config.captchaId };
          fire('success');
        };
        box.appendChild(button);
        document.body.appendChild(box);
      },
      getValidate() { return result; },
      reset() { result = false; },
      destroy() { hide(); },
    };
    ready(captcha);
    setTimeout(() => fire('ready'), 0);
  };
})();
`;
}
