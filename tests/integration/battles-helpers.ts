// Shared by the battle test files: funded players, room calls, and the ledger's invariants.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts } from '../../src/server/db/schema/index.ts';
import { postingSums } from '../../src/server/modules/wallet/ledger.ts';
import type { TestContext } from './context.ts';
import { credit, get, post, signUp, userInfo } from './api.ts';

export interface Player { token: string; id: bigint }

export async function player(ctx: TestContext, fen = 1_000_000n): Promise<Player> {
  const { token } = await signUp(ctx);
  if (fen > 0n) await credit(ctx, token, fen);
  return { token, id: BigInt((await userInfo(ctx, token)).id) };
}

export async function balanceFen(ctx: TestContext, p: Player): Promise<bigint> {
  const [row] = await ctx.deps.db.select({ balance: accounts.balance }).from(accounts)
    .where(eq(accounts.code, `user:${p.id}:main`));
  return row.balance;
}

export async function cheapBoxes(ctx: TestContext, n: number): Promise<{ id: number; price: string }[]> {
  const list = (await get(ctx, '/api/box/getBoxList?pageSize=100')).json<{ data: { list: { id: number; price: string }[] } }>().data.list;
  return [...list].sort((a, b) => Number(a.price) - Number(b.price)).slice(0, n);
}

export function createRoom(ctx: TestContext, p: Player, body: Record<string, string | number | boolean>, key: string = randomUUID()) {
  return post(ctx, '/api/battle/create', body, { token: p.token, 'idempotency-key': key });
}

export function joinRoom(ctx: TestContext, p: Player, id: string, pos: number, key: string = randomUUID()) {
  return post(ctx, '/api/battle/joinBattle', { id, pos }, { token: p.token, 'idempotency-key': key });
}

export function addBot(ctx: TestContext, p: Player, id: string, pos: number, key: string = randomUUID()) {
  return post(ctx, '/api/battle/joinBot', { id, pos }, { token: p.token, 'idempotency-key': key });
}

export function cancelRoom(ctx: TestContext, p: Player, id: string, key: string = randomUUID()) {
  return post(ctx, '/api/battle/cancel', { id }, { token: p.token, 'idempotency-key': key });
}

/** The answer as the tests read it, untyped: BattleDetail would have every test narrow its nullable fields. */
export async function detail(ctx: TestContext, id: string) {
  const res = await get(ctx, `/api/battle/getBattleDetail?id=${id}`);
  if (res.statusCode !== 200) throw new Error(`getBattleDetail: ${res.body}`);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access -- see above
  return res.json().data;
}

/** Every player's cached balance equals the sum of its postings, and none is below zero. */
export async function expectLedgerHolds(ctx: TestContext): Promise<void> {
  const rows = await ctx.deps.db.select().from(accounts).where(eq(accounts.external, false));
  const sums = await postingSums(ctx.deps.db);
  for (const a of rows) {
    if (a.balance !== (sums.get(a.id) ?? 0n)) throw new Error(`account ${a.code}: cached ${a.balance}, postings ${sums.get(a.id) ?? 0n}`);
    if (a.balance < 0n) throw new Error(`account ${a.code} is negative: ${a.balance}`);
  }
  // And the books as a whole balance: every posting of every account sums to zero.
  const total = [...sums.values()].reduce((s, v) => s + v, 0n);
  if (total !== 0n) throw new Error(`the ledger is off by ${total}`);
}
