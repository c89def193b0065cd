// The exchange display (spec §3): the secondary balance and the way to exchange it, shown to a
// signed-in user while sysConfig's balance-type switch is falsy. The transfer page is /personal/transfer.
import { useStore } from '@nanostores/react';
import { displayYuan } from '../../shared/money.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
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
  // In the header only from md up: at 375 px the balance, top-up and avatar fill the row.
  const place = variant === 'header' ? 'hidden md:me-3 md:flex' : 'flex w-full';
  return (
    <a
      href={TRANSFER_PATH}
      data-testid={`exchange-display-${variant}`}
      title={t('shell.exchange.title', { amount })}
      className={`${place} items-center gap-2 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm hover:border-accent-blue`}
    >
      <span className="text-muted">{t('shell.exchange.label')}</span>
      <span className="font-bold text-accent-blue">¥{amount}</span>
      <span className="ms-auto text-xs text-accent-orange">{t('shell.exchange.action')}</span>
    </a>
  );
}
