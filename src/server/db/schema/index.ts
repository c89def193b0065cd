// The whole data model: one drizzle pg-core schema split by domain, one file each. Migrations in
// ../migrations are generated from it (npm run db:generate) plus hand-written SQL where drizzle has
// no words (triggers, seeds).
export * from './users.ts';
export * from './wallet.ts';
export * from './boxes.ts';
export * from './fairness.ts';
export * from './bag.ts';
export * from './auth.ts';
export * from './verification.ts';
export * from './inbox.ts';
export * from './jobs.ts';
export * from './sandbox.ts';
export * from './battles.ts';
export * from './dream.ts';
export * from './shop.ts';
export * from './console.ts';
export * from './staff-requests.ts';
export * from './giveaways.ts';
export * from './withdrawals.ts';
export * from './promotion.ts';
export * from './levels.ts';
export * from './rewards.ts';
export * from './protection.ts';
export * from './totp.ts';
export * from './fair-checks.ts';
export * from './devices.ts';
export * from './totp-removals.ts';
