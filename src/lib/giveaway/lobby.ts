// The giveaway lobby's lists (/giveaways): one paged list per tab, following the live event 41
// (counts and states) without polling.
import type { GiveawayCard } from '../../shared/contracts/giveaway.ts';
import type { GiveawayTab } from '../../shared/giveaway-constants.ts';
import { giveawayApi } from '../api/giveaway.ts';
import { createPagedList, type PagedList } from '../paged.ts';
import { applyGiveawayEvent, listenGiveaways } from './live.ts';

export type GiveawayList = PagedList<GiveawayCard>;

/** A tab's rooms, a page at a time. */
export function giveawayList(tab: GiveawayTab): GiveawayList {
  return createPagedList((page) => giveawayApi.list(tab, page, { silent: true }));
}

/** Follows the live event for `list` (of `tab`); returns the stop. */
export function followGiveawayList(list: GiveawayList, tab: GiveawayTab): () => void {
  return listenGiveaways((e) => {
    const s = list.$state.get();
    if (!s.data) return;
    if (s.data.list.some((c) => c.id === e.id)) list.$state.setKey('data', { ...s.data, list: applyGiveawayEvent(s.data.list, e) });
    // A room this list has not seen while it shows every room of its tab: one opened since (rooms are
    // not announced when made, only when someone joins), so the list is asked for again.
    else if (tab !== 'mine' && tab !== 'ended' && s.page === 1 && s.data.list.length >= s.data.total && !s.loading) void list.refresh();
  });
}
