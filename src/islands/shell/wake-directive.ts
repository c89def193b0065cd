// `client:wake` (registered in astro.config.mjs): the shared shell's islands (header, left menu,
// dialog host) on every page. Hydrating them at load costs main-thread time the page's own islands
// need (Lighthouse's blocking time), and on pages that need no other JavaScript (the docs) it would
// cost React (~68 KB gzip) on every load, breaking a help article's 80 KB budget. So the shell
// wakes only when it is needed:
//   - at once for a signed-in visitor (the header shows their balance and avatar);
//   - when the visitor reaches for the header (pointer over or down, touch, keyboard focus);
//   - when something asks for a dialog or the shell (the 'shell:wake' event; src/lib/boot.ts
//     sends it when a dialog opens, e.g. the public notice).
// Every `client:wake` island wakes together, so React loads once. A button click that arrives
// before its island has hydrated is held and replayed on the same (hydrated) element.
import type { ClientDirective } from 'astro';

export const WAKE_EVENT = 'shell:wake';
const TOKEN_KEY = 'token'; // src/lib/stores/auth.ts (not imported: this script is inlined in every page)
const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

let woken = false;
let armed = false;

function wake(): void {
  if (woken) return;
  woken = true;
  window.dispatchEvent(new Event(WAKE_EVENT));
}

function signedIn(): boolean {
  try {
    return Boolean(localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

function arm(): void {
  if (armed) return;
  armed = true;
  window.addEventListener(WAKE_EVENT, () => (woken = true), { once: true });
  const header = document.querySelector('header');
  if (!header) return;
  const onTrigger = () => {
    for (const type of TRIGGERS) header.removeEventListener(type, onTrigger, true);
    wake();
  };
  for (const type of TRIGGERS) header.addEventListener(type, onTrigger, { capture: true, passive: true });
}

const wakeDirective: ClientDirective = (load, _options, el) => {
  let held: HTMLElement | null = null;
  const holdClick = (e: Event) => {
    const button = (e.target as Element | null)?.closest?.('button');
    if (!button) return;
    e.preventDefault();
    e.stopPropagation();
    held = button;
    wake();
  };
  const hydrate = async () => {
    try {
      await (await load())();
    } finally {
      el.removeEventListener('click', holdClick, true);
    }
    // React hydrates onto the server's elements, so the held button is now the live one.
    if (held?.isConnected) held.click();
  };
  el.addEventListener('click', holdClick, true);
  arm();
  if (woken || signedIn()) {
    wake();
    void hydrate();
  } else {
    window.addEventListener(WAKE_EVENT, () => void hydrate(), { once: true });
  }
};

export default wakeDirective;
