// /box/results?id=N's data (China's 2017 rule; the island only renders it): the case's
// name for the heading, whether the case exists, and its published openings a page at a time.
import { map, type MapStore } from 'nanostores';
import type { BoxResultRow } from '../../shared/contracts/protection/results.ts';
import { boxApi } from '../api/box.ts';
import { resultsApi } from '../api/results.ts';
import { createPagedList, type PagedList } from '../paged.ts';
import { isBoxMissing } from './detail.ts';

export interface BoxResultsPage {
  list: PagedList<BoxResultRow>;
  /** The case's name once known; missing when the server knows no such case. */
  $head: MapStore<{ name: string | null; missing: boolean }>;
  /** Asks for the name and the first page. */
  start(): void;
}

export function boxResultsPage(id: number): BoxResultsPage {
  const list = createPagedList((page) => resultsApi.list(id, page));
  const $head = map<{ name: string | null; missing: boolean }>({ name: null, missing: false });
  return {
    list,
    $head,
    start() {
      boxApi.detail(id).then((b) => $head.setKey('name', b.name), (e: unknown) => {
        if (isBoxMissing(e)) $head.setKey('missing', true);
      });
      void list.load(1);
    },
  };
}
