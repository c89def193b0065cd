// GET api/skin/list over the whole catalogue (issue 13.9): name searches (Latin and Chinese) with
// category, rarity and price filters, sorts and deep pages, through HTTP at 32 connections, and the
// same list built in-process (listSkins, no HTTP) from 32 callers. The list reads no database: the
// catalogue is in memory, so the figures are the filtering, the JSON and HTTP.
import autocannon from 'autocannon';
import { getConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import { listSkins } from '../../src/server/modules/skins/service.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { skinListQuery } from '../../src/shared/contracts/skin.ts';
import type { Lang } from '../../src/shared/locales.ts';
import { cannonFigures, CONNECTIONS, plainLoop, startBenchServer, type LoadFigures } from './child.ts';

const config = getConfig({ NODE_ENV: 'test' });

/** The mix of lists asked, in turn: [query string, language]. */
export const SKIN_QUERIES: readonly [string, Lang][] = [
  ['search=ak&category=ak&rarity=covert&minPrice=10&maxPrice=5000&sort=price_desc', 'en'],
  [`search=${encodeURIComponent('红线')}&sort=price_asc`, 'zh-CN'],
  ['search=dragon%20lore&category=awp', 'en'],
  [`search=${encodeURIComponent('蝴蝶刀 渐变')}&category=dagger&minPrice=100`, 'zh-CN'],
  ['category=gloves&rarity=extraordinary&sort=price_desc&page=2', 'zh-TW'],
  ['minPrice=1&maxPrice=50&sort=price_asc&page=20', 'zh-CN'],
  ['search=fade&rarity=covert&page=3', 'en'],
  ['page=100', 'zh-CN'],
];

export async function skinListOverHttp(location: string, requests: number): Promise<LoadFigures> {
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
          const [query, lang] = SKIN_QUERIES[next++ % SKIN_QUERIES.length]!;
          return { ...req, path: `/api/skin/list?pageSize=24&${query}`, headers: { lang } };
        },
      }],
    });
    return cannonFigures(result, requests);
  } finally {
    server.child.kill();
  }
}

export async function skinListPlainLoop(location: string, requests: number): Promise<LoadFigures> {
  const database = await openDatabase(location, { poolSize: CONNECTIONS });
  await prepareDatabase(database, config, { demo: false });
  const deps = await createDeps(config, database.db, { broadcaster: NullBroadcaster });
  const parsed = SKIN_QUERIES.map(([q, lang]) => [skinListQuery.parse(Object.fromEntries(new URLSearchParams(`pageSize=24&${q}`))), lang] as const);
  try {
    return await plainLoop(requests, async (i) => {
      const [q, lang] = parsed[i % parsed.length]!;
      // JSON too, as the route's answer is: the in-process side does all but HTTP.
      return JSON.stringify(listSkins(deps.catalogue, q, lang)).length > 0;
    });
  } finally {
    await database.close();
  }
}
