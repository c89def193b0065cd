// The player's rolls, newest first, each linking to its verify page.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { RollInfo } from '../../shared/contracts/fair.ts';
import { formatTime } from '../../lib/format.ts';
import { tDynamic, type Lang, type Translator } from '../../lib/i18n/ui.ts';
import type { PagedList } from '../../lib/paged.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { Pager } from '../common/Pager.tsx';

export function MyRolls({ lang, t, list }: { lang: Lang; t: Translator; list: PagedList<RollInfo> }) {
  const { data, loading, error } = useStore(list.$state);
  useEffect(() => {
    if (!list.$state.get().data) void list.load(1);
  }, [list]);

  return (
    <section className="space-y-3" aria-labelledby="fair-rolls">
      <h2 id="fair-rolls" className="font-bold">
        {t('fair.myRolls')}
      </h2>
      <div className="card overflow-x-auto" aria-busy={loading}>
        {error && !loading ? (
          <LoadFailed t={t} onRetry={() => void list.refresh()} className="space-y-3 px-4 py-8 text-center" />
        ) : !data ? (
          <p className="px-4 py-8 text-center text-muted">{t('common.loading')}</p>
        ) : data.list.length === 0 ? (
          <p className="px-4 py-8 text-center text-muted" data-testid="fair-rolls-empty">
            {t('fair.noRolls')}
          </p>
        ) : (
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="border-b border-line text-start text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">{t('fair.col.id')}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t('fair.col.game')}</th>
                <th scope="col" className="px-4 py-3 text-end font-medium">{t('fair.col.nonce')}</th>
                <th scope="col" className="px-4 py-3 text-end font-medium">{t('fair.col.ticket')}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t('fair.col.outcome')}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t('fair.col.time')}</th>
                <th scope="col" className="px-4 py-3" />
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} data-testid="fair-roll-row" data-roll-id={r.id} className="border-b border-line/60 last:border-0">
                  <td className="px-4 py-3 font-mono text-xs">{r.id}</td>
                  <td className="px-4 py-3">{tDynamic(lang, `fair.game.${r.game}`, 'fair.game.case')}</td>
                  <td className="px-4 py-3 text-end tabular-nums">{r.nonce}</td>
                  <td className="px-4 py-3 text-end font-mono tabular-nums">{r.ticket}</td>
                  <td className="max-w-48 truncate px-4 py-3">{r.outcome?.name}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={r.createTime}>{formatTime(r.createTime)}</time>
                  </td>
                  <td className="px-4 py-3 text-end">
                    <a href={`/provably-fair/verify/${encodeURIComponent(r.id)}`} className="text-accent-blue hover:underline">
                      {t('fair.verify')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <Pager t={t} list={list} testId="fair-rolls-pager" />
    </section>
  );
}
