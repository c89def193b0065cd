// /skin: the catalogue list, filtered and paged (docs/decisions/0041-paged-lists.md). Its own
// request channel: a newer request makes an older answer stale.
import type { SkinSummary } from '../../shared/contracts/skin.ts';
import { NO_FILTERS, skinApi, type SkinFilters } from '../api/skin.ts';
import { createFilteredList } from '../paged.ts';

export { NO_FILTERS };
export type { SkinFilters };

export const skinCatalogue = createFilteredList<SkinFilters, SkinSummary>(NO_FILTERS, (f, page) => skinApi.list(f, page, { channel: 'skinList' }));
