// The exchange display (the spec's fields): the secondary balance and the way to exchange it, shown to a
// signed-in user while sysConfig's balance-type switch is falsy. The transfer page is /personal/transfer.
import { useStore } from '@nanostores/react';
import { displayYuan } from '../../shared/money.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { isBuilt } from '../../lib/navigation.ts';
import { TRANSFER_PATH } from '../../lib/shell/menu.ts';
import { $sysConfig } from '../../lib/shell/sysconfig.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $wallet } from '../../lib/stores/user.ts';
import { useMounted, useT } from '../common/hooks.ts';

/** Whether to show it: signed in, the config known, and its switch off. */
export function showsExchange(loggedIn: boolean, balanceTypeSwitch: boolean | undefined): boolean {
  return loggedIn && balanceTypeSwitch === false;
}

export default function ExchangeDisplay({ lang, variant = 'header' }: { lang: Lang; variant?: 'header' | 'menu' }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const config = useStore($sysConfig);
  const wallet = useStore($wallet);
  if (!mounted || !showsExchange(loggedIn, config?.balanceTypeSwitch)) return null;
  const amount = wallet ? displayYuan(wallet.secondaryBalance) : '—';
  const header = variant === 'header';
  // In the header only from lg up (below, the brand, balances, top-up, inbox and avatar fill the
  // row: at 768 px in English with five-figure balances it would push the avatar off screen), and
  // compact there (an exchange icon and the amount, the words read out and in its title): since
  // the gift button joined the row, even 2xl has no room for the words in English with
  // six-figure balances. The left menu always shows it whole.
  const place = header ? 'hidden whitespace-nowrap lg:me-3 lg:flex' : 'flex w-full';
  const words = header ? 'sr-only' : '';
  // Until the transfer page exists the display only shows the balance: no link to a not-found page.
  const canExchange = isBuilt(TRANSFER_PATH);
  const Box = canExchange ? 'a' : 'div';
  const link = canExchange ? { href: TRANSFER_PATH } : {};
  return (
    <Box
      {...link}
      data-testid={`exchange-display-${variant}`}
      title={canExchange ? t('shell.exchange.title', { amount }) : t('shell.exchange.balanceTitle', { amount })}
      className={`${place} items-center gap-2 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm ${canExchange ? 'hover:border-accent-blue' : ''}`}
    >
      {header && <ExchangeIcon />}
      <span className={`text-muted ${words}`}>{t('shell.exchange.label')}</span>
      <span className="font-bold text-accent-blue">¥{amount}</span>
      {canExchange && <span className={`ms-auto text-xs text-accent-orange ${words}`}>{t('shell.exchange.action')}</span>}
    </Box>
  );
}

/** Two opposed arrows: "exchange", while the words are hidden. */
function ExchangeIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4 text-accent-orange" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2.5 5.5h10l-3-3M13.5 10.5h-10l3 3" />
    </svg>
  );
}
