// Wearing a virtual item: its value is copied onto the player's row (users.avatar_frame for a frame,
// users.name_colour for a name colour), so every feed and seat reads it with the nickname, no join.
// id 0 with a kind takes that kind off.
import { and, eq } from 'drizzle-orm';
import type { Wearing } from '../../../../shared/contracts/rewards/virtual.ts';
import { VIRTUAL_KIND } from '../../../../shared/reward-constants.ts';
import type { Db } from '../../../db/client.ts';
import { userVirtualItems, users, virtualItems } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';

export async function wearVirtual(db: Db, userId: bigint, body: { id: number; kind: number }): Promise<Wearing> {
  return db.transaction(async (tx) => {
    let set: Partial<Wearing>;
    if (body.id === 0) {
      if (body.kind === VIRTUAL_KIND.frame) set = { avatarFrame: '' };
      else if (body.kind === VIRTUAL_KIND.nameColour) set = { nameColour: '' };
      else throw new AppError('VIRTUAL_NOT_FOUND');
    } else {
      const [row] = await tx.select({ item: virtualItems, owner: userVirtualItems.userId }).from(virtualItems)
        .leftJoin(userVirtualItems, and(eq(userVirtualItems.itemId, virtualItems.id), eq(userVirtualItems.userId, userId)))
        .where(eq(virtualItems.id, body.id));
      if (!row) throw new AppError('VIRTUAL_NOT_FOUND');
      if (row.owner === null) throw new AppError('VIRTUAL_NOT_OWNED');
      set = row.item.kind === VIRTUAL_KIND.frame ? { avatarFrame: row.item.value } : { nameColour: row.item.value };
    }
    const [after] = await tx.update(users).set(set).where(eq(users.id, userId))
      .returning({ avatarFrame: users.avatarFrame, nameColour: users.nameColour });
    return after;
  });
}
