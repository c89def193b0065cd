// The case's contents, most valuable first: rarity colour, price, the published odds (the
// string as the API gives it, plus "%") and the ticket range each item owns. A tile opens the
// skin dialog (every case holding the item, src/lib/skin-dialog.ts). Under the heading, the
// version's tableHash: the commitment these odds and prices are checked against.
import type { BoxItem } from '../../shared/contracts/box.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { openSkinDialog } from '../../lib/skin-dialog.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';

export function BoxContents({ items, t, boxId, tableHash }: { items: readonly BoxItem[]; t: Translator; boxId?: number; tableHash?: string }) {
  return (
    <section aria-labelledby="box-contents" className="space-y-3">
      <div>
        <h2 id="box-contents" className="text-lg font-bold">
          {t('box.contents')} <span className="text-sm font-normal text-muted">{t('box.itemsCount', { count: items.length })}</span>
        </h2>
        <p className="text-xs text-muted">
          {t('box.contentsDesc')}
          {boxId ? (
            <>
              {' '}
              <a href={`/box/results?id=${boxId}`} className="whitespace-nowrap text-accent-blue hover:underline" data-testid="box-results-link">
                {t('box.resultsLink')}
              </a>
            </>
          ) : null}
        </p>
        {tableHash ? (
          // The version's committed table (docs/fairness.md): a verifier recomputes it from these rows.
          <p className="mt-1 text-[11px] text-muted" data-testid="box-table-hash">
            {t('box.tableHash')}: <span className="break-all font-mono">{tableHash}</span>
          </p>
        ) : null}
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {items.map((item) => {
          const color = rarityColor(item.rarity?.color);
          return (
            <li key={item.ornamentId} data-testid="box-item" data-ornament-id={item.ornamentId}>
              <button
                type="button"
                onClick={() => openSkinDialog(item.ornamentId)}
                aria-haspopup="dialog"
                title={t('skin.view', { name: item.name })}
                className="card relative flex w-full flex-col overflow-hidden border-b-2 p-2 text-start transition-colors hover:border-accent-orange focus-visible:border-accent-orange"
                style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}26, transparent 60%)` }}
              >
                <span className="absolute top-1.5 end-2 text-xs font-bold tabular-nums" data-testid="box-item-odds" title={t('box.col.odds')}>
                  {item.odds}%
                </span>
                <ItemImage item={item} className="mt-3 aspect-[2/1] w-full" />
                {/* Weapon and finish on their own lines; the wear is on the price line below. */}
                <ItemNameLines name={item.name} wear="" color={color} className="mt-1" />
                <span className="flex items-center justify-between text-xs text-muted">
                  <span className="truncate">{item.wearName}</span>
                  <span className="font-semibold text-accent-orange">¥{displayYuan(item.price)}</span>
                </span>
                <span className="text-[11px] text-muted tabular-nums" title={t('box.col.tickets')}>
                  {t('box.tickets', { from: item.ticketFrom, to: item.ticketTo })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
