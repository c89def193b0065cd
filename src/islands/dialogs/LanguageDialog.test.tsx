// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nav } from '../../lib/nav.ts';
import { $dialogs, closeAllDialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { $prefs, setPref } from '../../lib/stores/prefs.ts';
import { LanguageDialog } from './LanguageDialog.tsx';

describe('LanguageDialog', () => {
  beforeEach(() => {
    closeAllDialogs();
    openDialog('language');
    setPref('lang', 'zh-CN');
    document.cookie = 'lang=zh-CN; path=/';
    window.history.replaceState(null, '', '/box/3?theme=2#odds');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers the three site languages by their own names', () => {
    render(<LanguageDialog lang="zh-CN" />);
    expect(screen.getAllByRole('button').map((b) => b.textContent).filter((s) => s !== '')).toEqual(
      expect.arrayContaining(['简体中文', 'English', '繁體中文']),
    );
    expect(screen.getByTestId('language-zh-CN').getAttribute('aria-current')).toBe('true');
  });

  it('stores the choice and goes to the same address under the new prefix, query and hash kept', () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {});
    render(<LanguageDialog lang="zh-CN" />);
    fireEvent.click(screen.getByTestId('language-en'));
    expect(go).toHaveBeenCalledWith('/en/box/3?theme=2#odds');
    expect($prefs.get().lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect($dialogs.get().language).toBe(false);
  });

  it('moves from one prefix to another, and back to the unprefixed zh-CN address', () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {});
    window.history.replaceState(null, '', '/en/personal/flow?page=2');
    render(<LanguageDialog lang="en" />);
    fireEvent.click(screen.getByTestId('language-zh-TW'));
    expect(go).toHaveBeenLastCalledWith('/zh-TW/personal/flow?page=2');
    cleanup();
    render(<LanguageDialog lang="en" />);
    fireEvent.click(screen.getByTestId('language-zh-CN'));
    expect(go).toHaveBeenLastCalledWith('/personal/flow?page=2');
    expect(document.cookie).toContain('lang=zh-CN');
  });

  it('choosing the current language just closes the dialog', () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {});
    render(<LanguageDialog lang="zh-CN" />);
    fireEvent.click(screen.getByTestId('language-zh-CN'));
    expect(go).not.toHaveBeenCalled();
    expect($dialogs.get().language).toBe(false);
  });
});
