// The devices each player has signed in from: a sign-in from one not listed posts an inbox message
// (auth/new-device.ts). Kept in the database, not in a process's memory, so every process agrees.
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns.ts';
import { users } from './users.ts';

export const knownDevices = pgTable('known_devices', {
  userId: ref('user_id').notNull().references(() => users.id),
  /** SHA-256 of the user id with the device's browser, OS and type (never the raw User-Agent). */
  fingerprint: text('fingerprint').notNull(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ name: 'known_devices_pk', columns: [t.userId, t.fingerprint] })]);
