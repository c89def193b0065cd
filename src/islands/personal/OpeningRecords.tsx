// The record centre's openings tab (the spec's "recharge record": box name, prize obtained,
// recovery price, channel name, quantity, pay amount, pay state): one row per opening, newest
// first, paged as the other tabs (./RecordTable.tsx: a table from sm up, a card of labelled pairs
// on a phone). The prizes of an opening of several cases sit side by side, the most valuable
// first and named. Data and loading: lib/personal/openings.ts (RecordCentre shows the tab).
import { useStore } from '@nanostores/react';
import type { OpeningRecord } from '../../shared/contracts/openings.ts';
import { displayYuan } from '../../shared/money.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { formatTime } from '../../lib/format.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { openingRecords, prizesByValue } from '../../lib/personal/openings.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { ItemImage } from '../common/ItemImage.tsx';
import type { Column } from './record-columns.tsx';
import { PagedTable } from './RecordTable.tsx';

export function openingColumns(lang: Lang, t: Translator): Column<OpeningRecord>[] {
  return [
    // On a phone the case and the prizes each take the card's width; the six short figures pair up below.
    {
      head: t('flow.col.box'),
      wide: true,
      cell: (r) => (
        <a href={localizedPath(lang, `/box/${r.box.boxId}`)} data-testid="opening-record-box" className="block max-w-48 truncate text-accent-blue hover:underline" title={r.box.name}>
          {r.box.name}
        </a>
      ),
    },
    { head: t('flow.col.prize'), wide: true, cell: (r) => <Prizes r={r} t={t} /> },
    { head: t('flow.col.recovery'), align: 'right', cell: (r) => <span data-testid="opening-record-recovery">¥{displayYuan(r.recoveryPrice)}</span> },
    { head: t('flow.col.channel'), cell: (r) => <span data-channel={r.channel}>{t(r.channel === 'free' ? 'flow.channel.free' : 'flow.channel.balance')}</span> },
    { head: t('flow.col.quantity'), align: 'right', cell: (r) => <span data-testid="opening-record-count">×{r.count}</span> },
    { head: t('flow.col.payAmount'), align: 'right', cell: (r) => <span data-testid="opening-record-paid">¥{displayYuan(r.payAmount)}</span> },
    {
      head: t('flow.col.payState'),
      cell: (r) => (
        <span data-pay-state={r.payState} className={r.payState === 'free' ? 'text-accent-orange' : 'text-emerald-400'}>
          {t(r.payState === 'free' ? 'flow.openingPay.free' : 'flow.openingPay.paid')}
        </span>
      ),
    },
    { head: t('flow.col.time'), cell: (r) => <time dateTime={r.createTime}>{formatTime(r.createTime)}</time> },
  ];
}

/** The opening's prizes: every picture (at most five cases an opening), the best one named. */
function Prizes({ r, t }: { r: OpeningRecord; t: Translator }) {
  const prizes = prizesByValue(r);
  const best = prizes[0];
  if (!best) return <span className="text-muted">-</span>;
  return (
    // On a phone the name drops under the pictures rather than being squeezed out by them.
    <span className="flex min-w-0 flex-wrap items-center gap-2">
      <span className="flex shrink-0 gap-1">
        {prizes.map((p) => (
          <span
            key={p.rollId}
            data-testid="opening-record-prize"
            title={`${p.name} ¥${displayYuan(p.price)}`}
            className="block w-10 rounded border-b-2 bg-surface-2 sm:w-12"
            style={{ borderBottomColor: rarityColor(p.rarity?.color) }}
          >
            <ItemImage item={p} className="aspect-[2/1] w-full" />
          </span>
        ))}
      </span>
      <span className="min-w-0">
        <span data-testid="opening-record-best" className="block max-w-56 truncate font-medium" style={{ color: rarityColor(best.rarity?.color) }} title={best.name}>
          {best.name}
        </span>
        <span className="block text-xs text-muted">
          ¥{displayYuan(best.price)}
          {prizes.length > 1 ? ` · ${t('flow.openings.more', { count: prizes.length - 1 })}` : ''}
        </span>
      </span>
    </span>
  );
}

export default function OpeningRecords({ lang, t }: { lang: Lang; t: Translator }) {
  const { data } = useStore(openingRecords.$state);
  // Nothing opened yet: the invitation to open a first case. A page past the end (total > 0) keeps
  // the table's own empty row and its pager, to go back.
  if (data && data.total === 0) {
    return (
      <EmptyState
        testId="flow-empty"
        icon="box"
        title={t('flow.openings.empty')}
        hint={t('flow.openings.emptyHint')}
        action={{ label: t('flow.emptyAction.openings'), href: localizedPath(lang, '/box'), testId: 'openings-empty-action' }}
      />
    );
  }
  return <PagedTable list={openingRecords} t={t} columns={openingColumns(lang, t)} rowTestId="opening-record-row" rowKey={(r) => r.id} />;
}
