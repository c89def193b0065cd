// Battles, through the service calls the routes make (no HTTP), on PostgreSQL:
//   settle  a full 4-seat, 20-round room: the last join's transaction seats the player and rolls and
//           settles all 80 rolls (winner's items, results, reveal job); timed one room after another.
//   fill    200 rooms with 3 of 4 seats taken, then their 200 last joins at once from 32 callers.
// And the fan-out of a battle's live events to 2,000 STOMP subscribers (HTTP create and last join
// on the bench server; create -> event 31, last join -> event 32 "start", at every subscriber).
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createBattleBody } from '../../src/shared/contracts/battle.ts';
import { EVENT } from '../../src/shared/constants.ts';
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase, type Db } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import { ensureSeed } from '../../src/server/modules/fairness/seeds.ts';
import { createRoom } from '../../src/server/modules/battles/create.ts';
import { joinRoom } from '../../src/server/modules/battles/join.ts';
import type { BattleDeps } from '../../src/server/modules/battles/service.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { CONNECTIONS, percentile, plainLoop, startBenchServer, type LoadFigures } from './child.ts';
import { createFundedPlayers, type Player } from './fixtures.ts';
import { BENCH_BOX_ID } from './open-box.ts';

const config = getConfig({ NODE_ENV: 'test' });
export const BATTLE_ROUNDS = 20;
export const BATTLE_SEATS = 4;

export interface SettleFigures {
  rooms: number;
  mean: number;
  p50: number;
  p99: number;
}

const body = (seats: number, rounds: number) => createBattleBody.parse({ boxIds: Array.from({ length: rounds }, () => BENCH_BOX_ID), seats, mode: 'classic' });

/** A room of `seats` with every seat but the last taken (seat 1 by its creator). */
async function almostFullRoom(db: Db, deps: BattleDeps, fillers: Player[], seats: number, rounds: number): Promise<number> {
  const { result } = await db.transaction((tx) => createRoom(tx, deps, BigInt(fillers[0].userId), body(seats, rounds), 'zh-CN', new Date()));
  const id = Number(result.room.id);
  for (let pos = 2; pos < seats; pos++) {
    await db.transaction((tx) => joinRoom(tx, deps, BigInt(fillers[pos - 1].userId), { id, pos }, 'zh-CN', new Date()));
  }
  return id;
}

async function setUp(location: string, joiners: number) {
  const database = await openDatabase(location, { poolSize: CONNECTIONS });
  await prepareDatabase(database, config, { demo: false });
  const deps = await createDeps(config, database.db, { broadcaster: NullBroadcaster });
  const players = await createFundedPlayers(database.db, { users: BATTLE_SEATS - 1 + joiners, phonePrefix: '1850', invitationCode: config.defaultInvitationCode });
  for (const p of players) await ensureSeed(database.db, BigInt(p.userId));
  const battle: BattleDeps = { catalogue: deps.catalogue, config };
  return { database, battle, fillers: players.slice(0, BATTLE_SEATS - 1), joiners: players.slice(BATTLE_SEATS - 1) };
}

/** Settling a full 4-seat, 20-round room, `rooms` times one after another: the last join's transaction. */
export async function settleRooms(location: string, rooms: number): Promise<SettleFigures> {
  const { database, battle, fillers, joiners } = await setUp(location, 1);
  try {
    const times: number[] = [];
    for (let i = 0; i < rooms + 3; i++) {
      const id = await almostFullRoom(database.db, battle, fillers, BATTLE_SEATS, BATTLE_ROUNDS);
      const t0 = performance.now();
      const { result } = await database.db.transaction((tx) => joinRoom(tx, battle, BigInt(joiners[0].userId), { id, pos: BATTLE_SEATS }, 'zh-CN', new Date()));
      const ms = performance.now() - t0;
      if (result.room.state !== 1) throw new Error(`room ${id} did not start: state ${result.room.state}`);
      if (i >= 3) times.push(ms); // the first three warm the connection and the caches
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { rooms, mean: times.reduce((s, t) => s + t, 0) / times.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  } finally {
    await database.close();
  }
}

/** `rooms` rooms waiting for their last seat, then every last join at once from 32 callers (a player each). */
export async function fillRoomsAtOnce(location: string, rooms: number): Promise<LoadFigures> {
  const { database, battle, fillers, joiners } = await setUp(location, CONNECTIONS);
  try {
    const ids: number[] = [];
    for (let i = 0; i < rooms; i++) ids.push(await almostFullRoom(database.db, battle, fillers, BATTLE_SEATS, BATTLE_ROUNDS));
    return await plainLoop(rooms, async (i) => {
      const { result } = await database.db.transaction((tx) => joinRoom(tx, battle, BigInt(joiners[i % joiners.length].userId), { id: ids[i], pos: BATTLE_SEATS }, 'zh-CN', new Date()));
      return result.room.state === 1;
    });
  } finally {
    await database.close();
  }
}

const CONNECT = 'CONNECT\naccept-version:1.2\nhost:bench\nheart-beat:0,0\n\n\0';
const SUBSCRIBE = 'SUBSCRIBE\nid:0\ndestination:/topic/messages\nreceipt:sub\n\n\0';

interface Subscriber {
  ws: WebSocket;
  ready: Promise<void>;
  onMessage: (body: string) => void;
}

function subscribe(url: string): Subscriber {
  const ws = new WebSocket(url, ['v12.stomp'], {
    // A browser checks UTF-8 natively; here 2,000 sockets share one JavaScript thread, where ws's
    // check of every frame would be timed as if it were the server's fan-out.
    skipUTF8Validation: true,
  });
  const sub: Subscriber = { ws, ready: Promise.resolve(), onMessage: () => {} };
  sub.ready = new Promise((resolve, reject) => {
    ws.once('open', () => ws.send(CONNECT));
    ws.once('error', reject);
    ws.on('message', (data) => {
      const text = (data as Buffer).toString(); // a text frame, one Buffer (ws's default binaryType)
      if (text.startsWith('CONNECTED')) ws.send(SUBSCRIBE);
      else if (text.startsWith('RECEIPT')) resolve();
      else if (text.startsWith('MESSAGE')) sub.onMessage(text.slice(text.indexOf('\n\n') + 2, -1));
    });
  });
  return sub;
}

export interface BattleFanout {
  create: { p50: number; p99: number };
  start: { p50: number; p99: number };
  /** The create and join requests themselves (HTTP answer), for the share of the times above. */
  request: { p50: number; p99: number };
  delivered: number;
  missed: number;
}

/**
 * `clients` subscribers; `rooms` times a player creates a 2-seat room over HTTP (event 31 at every
 * subscriber) and another takes its last seat (event 32, change "start"): request to MESSAGE.
 */
export async function battleFanout(location: string, clients: number, rooms: number): Promise<BattleFanout> {
  const server = await startBenchServer(location, 'openBox');
  const [creator, joiner] = server.fixtures.players!;
  const subs: Subscriber[] = [];
  /** How long each create or join request took (its answer, not its events). */
  const requests: number[] = [];
  const base = `http://127.0.0.1:${server.port}`;
  const post = async (path: string, form: string, token: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token, 'idempotency-key': randomUUID() },
      body: form,
    });
    const json = (await res.json()) as { status: number; data: { room: { id: string } } };
    if (!res.ok || json.status !== 0) throw new Error(`${path} failed: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  /** Times from `t0` to the first message at each subscriber that `matches`. */
  // A frame is matched on its text (the event's exact "key":value pairs), not parsed: parsing 2,000
  // bodies in this one process would be timed as if it were the server's fan-out.
  const wave = async (matches: (body: string) => boolean, act: () => Promise<unknown>, into: number[]) => {
    let received = 0;
    let t0 = 0;
    const seen = new Set<Subscriber>();
    const all = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      for (const s of subs) {
        s.onMessage = (text) => {
          if (seen.has(s) || !matches(text)) return;
          seen.add(s);
          into.push(performance.now() - t0);
          if (++received === subs.length) { clearTimeout(timer); resolve(); }
        };
      }
    });
    t0 = performance.now();
    await act();
    requests.push(performance.now() - t0);
    await all;
    for (const s of subs) s.onMessage = () => {};
    return subs.length - received;
  };
  try {
    for (let i = 0; i < clients; i += 200) {
      const batch = Array.from({ length: Math.min(200, clients - i) }, () => subscribe(`ws://127.0.0.1:${server.port}/ws`));
      subs.push(...batch);
      await Promise.all(batch.map((s) => s.ready));
    }
    const created: number[] = [];
    const started: number[] = [];
    let missed = 0;
    for (let r = 0; r < rooms; r++) {
      let id = '';
      missed += await wave((b) => b.includes(`"eventType":${EVENT.battleCreate},`) && b.includes('"official":false'), async () => {
        id = (await post('/api/battle/create', `boxIds=${BENCH_BOX_ID}&seats=2&mode=classic`, creator.token)).room.id;
      }, created);
      missed += await wave((b) => b.includes(`"eventType":${EVENT.battleState},`) && b.includes(`"id":"${id}"`) && b.includes('"change":"start"'), () => post('/api/battle/joinBattle', `id=${id}&pos=2`, joiner.token), started);
    }
    const figures = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    };
    return { create: figures(created), start: figures(started), request: figures(requests), delivered: created.length + started.length, missed };
  } finally {
    for (const s of subs) s.ws.terminate();
    server.child.kill();
  }
}
