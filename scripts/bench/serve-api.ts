// Child process of the webhook benchmark: the real API on a fresh database, with open orders
// ready to be paid. Prints one JSON line {port, orders} and serves until killed.
import { getConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import { apiNotFound, buildApp } from '../../src/server/http/app.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { createOrders } from './fixtures.ts';

const [location, count] = [process.argv[2], Number(process.argv[3])];
const config = getConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error' });
const database = await openDatabase(location);
await database.migrate();
const deps = createDeps(config, database.db, NullBroadcaster);
const orders = await createOrders(database.db, { payments: deps.payments, limits: config.pay }, {
  users: 32, orders: count, phonePrefix: '1880', invitationCode: config.defaultInvitationCode,
});
const app = await buildApp(deps);
apiNotFound(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, orders })}\n`);
