// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuilt } from '../../lib/navigation.ts';
import { MENU_SECTIONS } from '../../lib/shell/menu.ts';
import { $dialogs, closeAllDialogs } from '../../lib/stores/dialogs.ts';
import { $prefs, PREF_DEFAULTS } from '../../lib/stores/prefs.ts';
import LeftMenu from './LeftMenu.tsx';

describe('LeftMenu', () => {
  beforeEach(() => {
    closeAllDialogs();
    localStorage.clear();
    $prefs.set({ ...PREF_DEFAULTS });
  });
  afterEach(() => cleanup());

  const open = () => {
    fireEvent.click(screen.getByTestId('open-left-menu'));
    return screen.getByTestId('left-menu');
  };

  it('holds every section of the site whose page exists, and nothing else', () => {
    render(<LeftMenu lang="zh-CN" pathname="/home" />);
    const menu = open();
    const hrefs = [...menu.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const path of ['/home', '/box', '/battle', '/reverse', '/giveaways', '/dream', '/shop', '/skin', '/personal', '/personal/bag',
      '/personal/flow', '/personal/vip', '/personal/promo', '/personal/transfer', '/provably-fair', '/docs/help', '/docs/support', '/event', '/promotions', '/news']) {
      // A planned entry appears when its page lands (src/lib/navigation.test.ts keeps the two in step).
      if (isBuilt(path)) expect(hrefs, path).toContain(path);
      else expect(hrefs, path).not.toContain(path);
    }
    expect(MENU_SECTIONS.flatMap((s) => s.items).length).toBe(new Set(hrefs).size);
    expect(within(menu).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens as the leftMenu dialog, closes on Escape and gives focus back to the button', () => {
    render(<LeftMenu lang="zh-CN" pathname="/home" />);
    const button = screen.getByTestId('open-left-menu');
    const menu = open();
    expect($dialogs.get().leftMenu).toBe(true);
    expect(menu.getAttribute('aria-modal')).toBe('true');
    expect(menu.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect($dialogs.get().leftMenu).toBe(false);
    expect(screen.queryByTestId('left-menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when a link is followed, and on back/forward', () => {
    render(<LeftMenu lang="zh-CN" pathname="/home" />);
    fireEvent.click(within(open()).getByRole('link', { name: '开箱' }));
    expect($dialogs.get().leftMenu).toBe(false);
    open();
    fireEvent(window, new Event('popstate'));
    expect($dialogs.get().leftMenu).toBe(false);
  });

  it('keeps Tab inside the drawer', () => {
    render(<LeftMenu lang="zh-CN" pathname="/home" />);
    const menu = open();
    const focusables = [...menu.querySelectorAll<HTMLElement>('a[href], button')];
    focusables.at(-1)!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(focusables[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(focusables.at(-1));
  });

  it('has the sound, music and fast-open switches, from their defaults (music off), saved on change', () => {
    render(<LeftMenu lang="zh-CN" pathname="/home" />);
    const menu = open();
    const voice = within(menu).getByRole('switch', { name: '音效' });
    const music = within(menu).getByRole('switch', { name: '音乐' });
    const fast = within(menu).getByRole('switch', { name: '快速开箱' });
    expect([voice, music, fast].map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(voice);
    fireEvent.click(fast);
    expect(voice.getAttribute('aria-checked')).toBe('false');
    expect(fast.getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem('prefs:voice')).toBe('false');
    expect(localStorage.getItem('prefs:fast')).toBe('true');
    expect($prefs.get()).toMatchObject({ voice: false, music: false, fast: true, agreePing: true });
  });
});
