// /console/rewards: make a batch of redeem codes (rewards.manage; the CSV is downloaded
// once), the batches with what was redeemed so far and a stop button (rewards.manage), and one
// batch's redemptions (time, player). Reading needs rewards.view.
import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { consolePath, may } from '../../../lib/console/api.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import { $openBatchId, batchDetail, batchList, closeBatch, openBatch, stopBatch, type ConsoleCdkBatch } from '../../../lib/console/rewards.ts';
import { formatTime } from '../../../lib/format.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import { rewardText } from '../../rewards/reward-text.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import { type consoleTableFeatures } from '../common/DataTable.tsx';
import { BatchForm } from './BatchForm.tsx';

const col = createColumnHelper<typeof consoleTableFeatures, ConsoleCdkBatch>();

function stateOf(b: ConsoleCdkBatch, now: number): 'stopped' | 'expired' | 'active' {
  if (b.disabledAt) return 'stopped';
  return new Date(b.expiresAt).getTime() <= now ? 'expired' : 'active';
}

export default function RewardsPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const who = useStore($consoleMe);
  const selected = useStore($openBatchId);
  const [actionError, setActionError] = useState('');
  useEffect(() => { void loadConsoleMe(); }, []);
  useEffect(() => { closeBatch(); void batchList.start(); }, []);
  const batches = useStore(batchList.$state);
  const canManage = may(who, 'rewards.manage');
  const now = Date.now();

  async function stop(b: ConsoleCdkBatch) {
    if (!window.confirm(t('console_rewards_stopConfirm', { name: b.name }))) return;
    setActionError('');
    try {
      await stopBatch(b.id);
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    }
  }

  const columns = col.columns([
    col.accessor('name', {
      header: t('console_rewards_colBatch'), enableSorting: false,
      cell: (c) => (
        <button type="button" className="text-left text-accent-blue hover:underline" onClick={() => void openBatch(c.row.original.id)} data-testid="cdk-batch-open">
          <span className="font-semibold">{c.getValue()}</span> <span className="font-mono text-xs text-muted">{c.row.original.prefix} · #{c.row.original.id}</span>
          {c.row.original.staffName ? <span className="block text-xs text-muted">{t('console_rewards_by', { name: c.row.original.staffName })}</span> : null}
        </button>
      ),
    }),
    col.accessor('reward', { header: t('console_rewards_colReward'), enableSorting: false, cell: (c) => <span>{rewardText(t, c.getValue())}</span> }),
    col.accessor('redemptions', {
      header: t('console_rewards_colUses'), enableSorting: false,
      cell: (c) => (
        <span className="whitespace-nowrap tabular-nums">
          {c.getValue()} / {c.row.original.count * c.row.original.usesPerCode} · {c.row.original.codesUsedUp} / {c.row.original.count}
        </span>
      ),
    }),
    col.accessor('expiresAt', { header: t('console_rewards_colExpires'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatTime(c.getValue())}</span> }),
    col.display({
      id: 'state', header: t('console_rewards_colState'),
      cell: (c) => {
        const s = stateOf(c.row.original, now);
        return (
          <span className="flex items-center gap-2 whitespace-nowrap">
            <span className={s === 'active' ? 'text-emerald-300' : 'text-muted'}>{t(`console_rewards_${s}`)}</span>
            {canManage && s !== 'stopped' ? (
              <button type="button" className="btn-ghost px-2.5 py-1 text-xs" onClick={() => void stop(c.row.original)} data-testid="cdk-batch-stop">{t('console_rewards_stop')}</button>
            ) : null}
          </span>
        );
      },
    }),
  ]);

  return (
    <div className="space-y-4" data-testid="console-rewards">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{t('console_rewards_title')}</h1>
        <p className="text-muted">{t('console_rewards_subtitle')}</p>
      </header>
      {canManage ? <BatchForm t={t} /> : null}
      <section className="card min-w-0 space-y-3 p-4">
        <h2 className="font-bold">{t('console_rewards_list')}</h2>
        {batches.error || actionError ? <p role="alert" className="text-accent-red">{batches.error || actionError}</p> : null}
        {batches.data && batches.data.total === 0 ? <p className="text-sm text-muted">{t('console_rewards_noBatches')}</p> : null}
        <ConsoleList lang={lang} list={batchList} columns={columns} rows={(d) => d.list} total={(d) => d.total} rowId={(r) => r.id} testId="cdk-batches" errorClassName={null} />
      </section>
      {selected ? <BatchRedemptions t={t} onClose={closeBatch} /> : null}
    </div>
  );
}

function BatchRedemptions({ t, onClose }: { t: Translator; onClose: () => void }) {
  const detail = useStore(batchDetail.$state);
  const d = detail.data;
  return (
    <section className="card space-y-3 p-4" data-testid="cdk-batch-detail">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="flex-1 font-bold">{t('console_rewards_details')}{d ? ` · ${d.batch.name}` : ''}</h2>
        <button type="button" className="btn-ghost px-3 py-1.5 text-xs" onClick={onClose}>{t('console_rewards_back')}</button>
      </div>
      {detail.error ? <p role="alert" className="text-accent-red">{detail.error}</p> : null}
      {d && d.redemptions.length === 0 ? <p className="text-sm text-muted">{t('console_rewards_noRedemptions')}</p> : null}
      {d && d.redemptions.length > 0 ? (
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted">
            <tr><th className="py-1.5 pr-4 font-medium">{t('console_rewards_colTime')}</th><th className="py-1.5 font-medium">{t('console_rewards_colPlayer')}</th></tr>
          </thead>
          <tbody className="divide-y divide-line">
            {d.redemptions.map((r) => (
              <tr key={r.id} data-testid="cdk-redemption-row">
                <td className="py-1.5 pr-4 tabular-nums whitespace-nowrap">{formatTime(r.createdAt)}</td>
                <td className="py-1.5">
                  <a className="text-accent-blue hover:underline" href={consolePath(`/console/players/${r.userId}`)}>{r.nickname}</a>
                  <span className="ml-1 font-mono text-xs text-muted">#{r.userId}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
