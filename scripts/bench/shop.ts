// GET api/shop/list over the whole catalogue (issue 13.9): name searches (Latin and Chinese) with
// the category tabs, the three sorts and deep pages, through HTTP at 32 connections, and the same
// list built in-process (shopList, no HTTP) from 32 callers. The list reads no database: the
// catalogue is in memory, so the figures are the filtering, the JSON and HTTP.
import autocannon from 'autocannon';
import { getConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import { shopList } from '../../src/server/modules/shop/service.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { shopListQuery } from '../../src/shared/contracts/shop.ts';
import type { Lang } from '../../src/shared/locales.ts';
import { cannonFigures, CONNECTIONS, plainLoop, startBenchServer, type LoadFigures } from './child.ts';

const config = getConfig({ NODE_ENV: 'test' });

/** The mix of lists asked, in turn: [query string, language]. */
export const SHOP_QUERIES: readonly [string, Lang][] = [
  ['name=redline&category=ak&sort=lowest', 'en'],
  [`name=${encodeURIComponent('渐变')}&category=dagger&sort=highest`, 'zh-CN'],
  ['name=asiimov&category=awp', 'en'],
  ['category=m4&sort=lowest&page=5', 'zh-TW'],
  [`name=${encodeURIComponent('沙漠之鹰')}&category=pistol`, 'zh-CN'],
  ['sort=highest&page=50', 'en'],
  ['name=fade&page=2', 'en'],
  ['page=100', 'zh-CN'],
];

export async function shopListOverHttp(location: string, requests: number): Promise<LoadFigures> {
  const server = await startBenchServer(location, 'openBox');
  let next = 0;
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: CONNECTIONS,
      amount: requests,
      requests: [{
        method: 'GET',
        setupRequest: (req) => {
          const [query, lang] = SHOP_QUERIES[next++ % SHOP_QUERIES.length]!;
          return { ...req, path: `/api/shop/list?pageSize=24&${query}`, headers: { lang } };
        },
      }],
    });
    return cannonFigures(result, requests);
  } finally {
    server.child.kill();
  }
}

export async function shopListPlainLoop(location: string, requests: number): Promise<LoadFigures> {
  const database = await openDatabase(location, { poolSize: CONNECTIONS });
  await prepareDatabase(database, config, { demo: false });
  const deps = await createDeps(config, database.db, { broadcaster: NullBroadcaster });
  const sd = { catalogue: deps.catalogue, markupPercent: config.shop.markupPercent };
  const parsed = SHOP_QUERIES.map(([q, lang]) => [shopListQuery.parse(Object.fromEntries(new URLSearchParams(`pageSize=24&${q}`))), lang] as const);
  try {
    return await plainLoop(requests, async (i) => {
      const [q, lang] = parsed[i % parsed.length]!;
      // JSON too, as the route's answer is: the in-process side does all but HTTP.
      return JSON.stringify(shopList(sd, q, lang)).length > 0;
    });
  } finally {
    await database.close();
  }
}
