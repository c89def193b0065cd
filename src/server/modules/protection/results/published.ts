// Published case results (China's 2017 loot-box rule): a case's openings of the last
// PUBLISHED_RESULTS_DAYS days, newest first, the player masked. Only 'case' rolls (the player's own
// openings and free cases); bots roll only in battles, so none appear here. Each at the price it
// had when it was won (rolls.price), not the catalogue's price today.
// Index use: rolls_box_created_idx (box_id, created_at) gives one case's last 90 days newest first;
// the game is a filter on those rows.
import { sql } from 'drizzle-orm';
import type { BoxResultRow } from '../../../../shared/contracts/protection/results.ts';
import type { Page } from '../../../../shared/contracts/wallet.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { PUBLISHED_RESULTS_DAYS } from '../../../../shared/protection-constants.ts';
import { queryRows, type Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { Catalogue } from '../../boxes/catalogue.ts';
import { toOrnament } from '../../boxes/ornaments.ts';
import { maskNickname } from '../../promo/views.ts';

const DAY_MS = 86_400_000;

export async function boxResults(db: Db, catalogue: Catalogue, q: { boxId: number; page: number; pageSize: number }, now: Date, lang: Lang): Promise<Page<BoxResultRow>> {
  if (!catalogue.boxes.has(q.boxId)) throw new AppError('BOX_NOT_FOUND');
  const since = new Date(now.getTime() - PUBLISHED_RESULTS_DAYS * DAY_MS).toISOString();
  const until = now.toISOString();
  const where = sql`r.created_at >= ${since}::timestamptz AND r.created_at <= ${until}::timestamptz AND r.box_id = ${q.boxId} AND r.game = 'case'`;
  const [{ total }] = await queryRows<{ total: string }>(db, sql`SELECT count(*)::text AS total FROM rolls r WHERE ${where}`);
  const rows = await queryRows<{ id: string; created_at: string | Date; ornament_id: number; price: string | null; nickname: string }>(db, sql`
    SELECT r.id::text AS id, r.created_at, r.ornament_id, r.price::text AS price, u.nickname
    FROM rolls r JOIN users u ON u.id = r.user_id
    WHERE ${where}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`);
  const list: BoxResultRow[] = [];
  for (const r of rows) {
    const o = catalogue.ornaments.get(r.ornament_id);
    if (!o) continue;
    // The price when it was won; today's only for rolls made before the roll kept it.
    list.push({ ...toOrnament(o, lang, r.price === null ? o.price : BigInt(r.price)), id: r.id, createTime: new Date(r.created_at).toISOString(), nickname: maskNickname(r.nickname) });
  }
  return { list, total: Number(total), page: q.page, pageSize: q.pageSize };
}
