// The create form's prize picker: catalogue skins by name (the skins page's own search, api/skin/list:
// every word must match, Latin words at a word start), dearest first, with the price a prize is
// valued at. The name is looked up in the page's language and, when nothing matches there, in the
// other one (a Chinese name typed on the English console still finds it); a number finds that id.
import type { ConsoleGiveawaySkin } from '../../../shared/console/giveaways.ts';
import type { Lang } from '../../../shared/locales.ts';
import { localized } from '../../../shared/localized.ts';
import type { Catalogue } from '../../modules/boxes/catalogue.ts';
import { toOrnament } from '../../modules/boxes/ornaments.ts';
import { listSkins } from '../../modules/skins/service.ts';
import { skinIndex } from '../../modules/skins/skin-index.ts';

const LIMIT = 30;

export function searchPrizeSkins(c: Catalogue, q: string | undefined, lang: Lang): ConsoleGiveawaySkin[] {
  const search = (q ?? '').trim();
  const other: Lang = lang === 'en' ? 'zh-CN' : 'en';
  let ids: number[];
  if (/^\d{1,9}$/.test(search)) {
    ids = skinIndex(c).byId.has(Number(search)) ? [Number(search)] : [];
  } else {
    const query = { search, sort: 'price_desc', category: 'all', rarity: 'all', page: 1, pageSize: LIMIT } as const;
    ids = listSkins(c, query, lang).list.map((s) => s.ornamentId);
    if (!ids.length && search) ids = listSkins(c, query, other).list.map((s) => s.ornamentId);
  }
  return ids.map((id) => {
    const row = c.ornaments.get(id)!;
    return { ...toOrnament(row, lang), otherName: localized(row.info.name, other) };
  });
}
