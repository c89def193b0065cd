// Column shapes every domain's tables share: bigint ids, money in fen, references, creation time.
import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';

export const id = () => bigserial('id', { mode: 'bigint' }).primaryKey();
export const fen = (name: string) => bigint(name, { mode: 'bigint' });
export const ref = (name: string) => bigint(name, { mode: 'bigint' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
