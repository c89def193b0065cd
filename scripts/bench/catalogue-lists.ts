// The catalogue's lists: GET api/skin/list and GET api/shop/list over the whole
// catalogue, each with a mix of name searches (Latin and Chinese), filters, sorts and deep pages
// asked in turn, through HTTP at 32 connections, and the same lists built in-process (no HTTP)
// from 32 callers, their JSON included. The lists read no database: the catalogue is in memory,
// so the figures are the filtering, the JSON and HTTP.
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import type { AppDeps } from '../../src/server/app-deps.ts';
import { shopList } from '../../src/server/modules/shop/service.ts';
import { listSkins } from '../../src/server/modules/skins/service.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { shopListQuery } from '../../src/shared/contracts/shop.ts';
import { skinListQuery } from '../../src/shared/contracts/skin.ts';
import type { Lang } from '../../src/shared/locales.ts';
import { cannon, CONNECTIONS, plainLoop, startBenchServer, type LoadFigures } from './child.ts';

const config = getConfig({ NODE_ENV: 'test' });

export interface CatalogueList {
  path: string;
  /** The mix of lists asked, in turn: [query string, language]. */
  queries: readonly [string, Lang][];
  /** The route's work without HTTP: the list for one parsed query, as JSON. */
  inProcess: (deps: Pick<AppDeps, 'catalogue'>) => (query: Record<string, string>, lang: Lang) => string;
}

export const SKIN_LIST: CatalogueList = {
  path: '/api/skin/list',
  queries: [
    ['search=ak&category=ak&rarity=covert&minPrice=10&maxPrice=5000&sort=price_desc', 'en'],
    [`search=${encodeURIComponent('红线')}&sort=price_asc`, 'zh-CN'],
    ['search=dragon%20lore&category=awp', 'en'],
    [`search=${encodeURIComponent('蝴蝶刀 渐变')}&category=dagger&minPrice=100`, 'zh-CN'],
    ['category=gloves&rarity=extraordinary&sort=price_desc&page=2', 'zh-TW'],
    ['minPrice=1&maxPrice=50&sort=price_asc&page=20', 'zh-CN'],
    ['search=fade&rarity=covert&page=3', 'en'],
    ['page=100', 'zh-CN'],
  ],
  inProcess: (deps) => (q, lang) => JSON.stringify(listSkins(deps.catalogue, skinListQuery.parse(q), lang)),
};

export const SHOP_LIST: CatalogueList = {
  path: '/api/shop/list',
  queries: [
    ['name=redline&category=ak&sort=lowest', 'en'],
    [`name=${encodeURIComponent('渐变')}&category=dagger&sort=highest`, 'zh-CN'],
    ['name=asiimov&category=awp', 'en'],
    ['category=m4&sort=lowest&page=5', 'zh-TW'],
    [`name=${encodeURIComponent('沙漠之鹰')}&category=pistol`, 'zh-CN'],
    ['sort=highest&page=50', 'en'],
    ['name=fade&page=2', 'en'],
  ],
  inProcess: (deps) => {
    const sd = { catalogue: deps.catalogue, markupPercent: config.shop.markupPercent };
    return (q, lang) => JSON.stringify(shopList(sd, shopListQuery.parse(q), lang));
  },
};

const withPage = (query: string) => `pageSize=24&${query}`;

export async function listOverHttp(list: CatalogueList, location: string, requests: number): Promise<LoadFigures> {
  const server = await startBenchServer(location, 'openBox');
  let next = 0;
  try {
    return await cannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: CONNECTIONS,
      amount: requests,
      requests: [{
        method: 'GET',
        setupRequest: (req) => {
          const [query, lang] = list.queries[next++ % list.queries.length];
          return { ...req, path: `${list.path}?${withPage(query)}`, headers: { lang } };
        },
      }],
    });
  } finally {
    server.child.kill();
  }
}

export async function listPlainLoop(list: CatalogueList, location: string, requests: number): Promise<LoadFigures> {
  const database = await openDatabase(location, { poolSize: CONNECTIONS });
  await prepareDatabase(database, config, { demo: false });
  const deps = await createDeps(config, database.db, { broadcaster: NullBroadcaster });
  const answer = list.inProcess(deps);
  const parsed = list.queries.map(([q, lang]) => [Object.fromEntries(new URLSearchParams(withPage(q))), lang] as const);
  try {
    return await plainLoop(requests, async (i) => {
      const [q, lang] = parsed[i % parsed.length];
      return answer(q, lang).length > 0;
    });
  } finally {
    await database.close();
  }
}
