// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $dialogs, closeAllDialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { LoginDialog } from './LoginDialog.tsx';

describe('LoginDialog', () => {
  beforeEach(() => {
    closeAllDialogs();
    openDialog('login');
  });
  afterEach(() => cleanup());

  it('offers the Steam sign-in, which replaces this dialog with the Steam one', () => {
    render(<LoginDialog lang="zh-CN" />);
    fireEvent.click(screen.getByRole('button', { name: 'Steam 登录' }));
    expect($dialogs.get()).toMatchObject({ login: false, steamLogin: true });
  });

  it('links to SMS login and find password', () => {
    render(<LoginDialog lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in with an SMS code' }));
    expect($dialogs.get()).toMatchObject({ login: false, smsLogin: true });
  });
});
