// /personal/transfer: the main and secondary balances, an amount, "all", and the
// transfer from secondary to main. While the balance-type switch is falsy this is the exchange
// display's page (the header links here); when it is on, the header shows the two balances
// separately and no exchange display, but the transfer stays available here: money in the
// secondary balance must always have a way to be spent.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { displayYuan, parseYuan } from '../../../shared/money.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { $transferring, transferToMain } from '../../../lib/rewards/transfer.ts';
import { $sysConfig } from '../../../lib/shell/sysconfig.ts';
import { $loggedIn } from '../../../lib/stores/auth.ts';
import { $wallet } from '../../../lib/stores/user.ts';
import { useMounted, useT } from '../../common/hooks.ts';
import { LoginPrompt } from '../../common/LoginPrompt.tsx';

/** The amount as typed, when it is a positive yuan amount with at most 2 decimals. */
export function validAmount(text: string): bigint | null {
  const fen = parseYuan(text.trim());
  return fen !== null && fen > 0n ? fen : null;
}

export default function TransferPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const wallet = useStore($wallet);
  const config = useStore($sysConfig);
  const [amount, setAmount] = useState('');
  const busy = useStore($transferring);

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('transfer_loginPrompt')} buttonLabel={t('header.login')} testId="transfer-login-prompt" />;

  const secondary = wallet?.secondaryBalance ?? '0.00';
  const fen = validAmount(amount);
  const over = fen !== null && fen > (parseYuan(secondary) ?? 0n);
  const invalid = amount.trim() !== '' && fen === null;

  async function submit() {
    if (fen === null || over) return;
    // A refusal (e.g. above the secondary balance) was shown by the request client.
    if (!(await transferToMain(amount.trim()))) return;
    setAmount('');
    toast.success(t('transfer_done', { amount: displayYuan(amount.trim()) }));
  }

  return (
    <div className="flex flex-col gap-5" data-testid="transfer-page">
      {config?.balanceTypeSwitch === true && (
        <p className="rounded-lg border border-accent-blue/40 bg-accent-blue/10 px-4 py-3 text-sm" data-testid="transfer-separate">
          {t('transfer_separate')}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="card relative overflow-hidden p-4">
          <div className="pointer-events-none absolute -right-10 -top-12 size-40 rounded-full bg-accent-blue/20 blur-3xl" aria-hidden="true" />
          <p className="text-sm text-muted">{t('transfer_secondary')}</p>
          <p className="text-3xl font-black tabular-nums text-accent-blue" data-testid="transfer-secondary">¥{displayYuan(secondary)}</p>
          <p className="mt-1 text-xs text-muted">{t('transfer_secondaryNote')}</p>
        </div>
        <div className="card relative overflow-hidden p-4">
          <div className="pointer-events-none absolute -right-10 -top-12 size-40 rounded-full bg-accent-orange/20 blur-3xl" aria-hidden="true" />
          <p className="text-sm text-muted">{t('transfer_main')}</p>
          <p className="text-3xl font-black tabular-nums text-accent-orange" data-testid="transfer-main">¥{displayYuan(wallet?.balance ?? '0.00')}</p>
          <p className="mt-1 text-xs text-muted">{t('transfer_mainNote')}</p>
        </div>
      </div>
      <form
        className="card flex flex-col gap-3 p-4 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="transfer-amount" className="text-sm font-semibold">{t('transfer_amount')}</label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted">¥</span>
            <input
              id="transfer-amount"
              data-testid="transfer-amount"
              className="input ps-7 tabular-nums"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-invalid={invalid || over || undefined}
              placeholder={t('transfer_placeholder')}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <button type="button" className="btn-ghost" data-testid="transfer-all" onClick={() => setAmount(displayYuan(secondary))}>
            {t('transfer_all')}
          </button>
        </div>
        {(invalid || over) && (
          <p className="text-xs text-accent-red" role="alert">
            {invalid ? t('transfer_invalid') : t('transfer_over', { balance: displayYuan(secondary) })}
          </p>
        )}
        <button type="submit" className="btn-primary py-3 text-base" data-testid="transfer-submit" disabled={busy || fen === null || over}>
          {t('transfer_submit')}
        </button>
        <p className="text-xs text-muted">{t('transfer_rule')}</p>
      </form>
    </div>
  );
}
