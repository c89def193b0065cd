// The virtual items as the pages show them (VirtualItemView): the shop's list (buyVirtual), with
// whether this player owns and wears each, and the player's own (myVirtual).
import { and, asc, eq } from 'drizzle-orm';
import type { VirtualItemView } from '../../../../shared/contracts/rewards/virtual.ts';
import type { Lang } from '../../../../shared/messages.ts';
import { formatFen } from '../../../../shared/money.ts';
import { VIRTUAL_KIND } from '../../../../shared/reward-constants.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { userVirtualItems, users, virtualItems } from '../../../db/schema/index.ts';

export type VirtualItemRow = typeof virtualItems.$inferSelect;

/** What a player wears: the users' columns (copied from the items, so feeds need no join). */
export interface WornRow {
  avatarFrame: string;
  nameColour: string;
}

function nameIn(name: Record<string, string>, lang: Lang): string {
  return name[lang] || name['zh-CN'] || name.en || '';
}

/** Is this item the one the player wears? By its value in the users' column of its kind. */
export function isWorn(item: VirtualItemRow, worn: WornRow | null): boolean {
  if (!worn) return false;
  return item.kind === VIRTUAL_KIND.frame ? worn.avatarFrame === item.value : worn.nameColour === item.value;
}

export function virtualItemView(item: VirtualItemRow, lang: Lang, owned: boolean, worn: boolean): VirtualItemView {
  return { id: item.id, kind: item.kind, name: nameIn(item.name, lang), virtualImg: item.value, price: formatFen(item.priceFen), owned, worn };
}

/** The enabled items by sort; owned/worn for a signed-in player (false for anyone else). */
export async function virtualShop(db: Db | Tx, userId: bigint | null, lang: Lang): Promise<VirtualItemView[]> {
  const items = await db.select().from(virtualItems).where(eq(virtualItems.enabled, true)).orderBy(asc(virtualItems.sort), asc(virtualItems.id));
  if (userId === null) return items.map((i) => virtualItemView(i, lang, false, false));
  const [owned, [worn]] = await Promise.all([
    db.select({ itemId: userVirtualItems.itemId }).from(userVirtualItems).where(eq(userVirtualItems.userId, userId)),
    db.select({ avatarFrame: users.avatarFrame, nameColour: users.nameColour }).from(users).where(eq(users.id, userId)),
  ]);
  const mine = new Set(owned.map((o) => o.itemId));
  return items.map((i) => virtualItemView(i, lang, mine.has(i.id), mine.has(i.id) && isWorn(i, worn ?? null)));
}

/** The player's own items (a disabled item stays theirs and wearable), by sort. */
export async function myVirtualItems(db: Db | Tx, userId: bigint, lang: Lang): Promise<VirtualItemView[]> {
  const [rows, [worn]] = await Promise.all([
    db.select({ item: virtualItems }).from(userVirtualItems)
      .innerJoin(virtualItems, eq(virtualItems.id, userVirtualItems.itemId))
      .where(and(eq(userVirtualItems.userId, userId)))
      .orderBy(asc(virtualItems.sort), asc(virtualItems.id)),
    db.select({ avatarFrame: users.avatarFrame, nameColour: users.nameColour }).from(users).where(eq(users.id, userId)),
  ]);
  return rows.map(({ item }) => virtualItemView(item, lang, true, isWorn(item, worn ?? null)));
}
