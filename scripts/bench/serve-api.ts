// Child process of the benchmarks: the real API and live-feed broker on a fresh database, with
// the fixtures a scenario needs. Prints one JSON line {port, pid, fixtures} and serves until killed.
//   node scripts/bench/serve-api.ts <database location> <webhook|openBox> <count>
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import { apiNotFound, buildApp } from '../../src/server/app.ts';
import { createMemoryBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { createLiveFeed } from '../../src/server/live-feed.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { CONNECTIONS } from './child.ts';
import { createFundedPlayers, createOrders } from './fixtures.ts';

const [location, scenario, count] = [process.argv[2], process.argv[3], Number(process.argv[4])];
// The fan-out run opens thousands of sockets from one address: the per-address limit goes out of its way.
const config = getConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', LIVE_MAX_PER_ADDRESS: process.env.LIVE_MAX_PER_ADDRESS ?? '1000000' });
// The same pool size as the plain loop's, so the two differ by HTTP alone.
const database = await openDatabase(location, { poolSize: CONNECTIONS });
await prepareDatabase(database, config, { demo: false });
const live = createLiveFeed(config, database.db);
const deps = await createDeps(config, database.db, { broadcaster: createMemoryBroadcaster(live.broker), connections: live.people });
const fixtures = scenario === 'webhook'
  ? { orders: await createOrders(database.db, { payments: deps.payments, limits: config.pay }, { users: 32, orders: count, phonePrefix: '1880', invitationCode: config.defaultInvitationCode }) }
  : { players: await createFundedPlayers(database.db, { users: 32, phonePrefix: '1870', invitationCode: config.defaultInvitationCode }) };
const app = await buildApp(deps);
apiNotFound(app);
app.server.on('upgrade', (req, socket, head) => {
  if (!live.broker.handleUpgrade(req, socket, head)) socket.destroy();
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, pid: process.pid, fixtures })}\n`);
// The bench stops this process with SIGTERM; exiting through process.exit lets a CPU profile
// (BENCH_SERVER_PROF, scripts/bench/child.ts) be written.
process.on('SIGTERM', () => process.exit(0));
