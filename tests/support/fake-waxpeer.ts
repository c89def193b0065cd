// A stand-in for Waxpeer's buying API (v1) as its npm wrapper documents it, on a real node:http
// server on a random port, so the adapter (src/server/providers/skins/waxpeer.ts) is tested over
// real HTTP and real JSON:
//   GET /v1/buy-one-p2p-name?api&name&price&partner&token&project_id&game   { success, id, price } | { success: false, msg }
//   GET /v1/check-many-project-id?api&id=...                                 { success, trades: [...] }
//   GET /v1/user?api                                                         { success, user: { wallet } }
// A wrong key answers 403 { success: false, msg: 'wrong api' } (the wrapper's README example).
// Prices are thousandths of a dollar. Listings, the wallet and each trade are set by the test;
// `failNext` makes the next calls to an endpoint answer an HTTP error (or drop the connection).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTrade {
  id: number;
  project_id: string;
  name: string;
  price: number;
  status: number;
  trade_id: string | null;
  send_until: number | null;
  reason: string | null;
  done: boolean;
  is_released: boolean;
  release_date: string | null;
  penalties: Record<string, number> | null;
}

export interface FakeWaxpeer {
  url: string;
  apiKey: string;
  /** Items on sale: market hash name -> listing prices (thousandths of a dollar). */
  listings: Map<string, number[]>;
  /** Our funds at Waxpeer (thousandths of a dollar). */
  wallet: number;
  trades: FakeTrade[];
  /** Every request as it came: endpoint and its query parameters (all values of each name). */
  requests: { endpoint: string; params: Record<string, string[]> }[];
  /** The next `times` calls to `endpoint` answer `status` (0: the connection is dropped). */
  failNext(endpoint: string, status: number, times?: number): void;
  /** The next call to `endpoint` does its work, then drops the connection (an answer lost on the way). */
  loseNextAnswer(endpoint: string): void;
  /** The next buy answers `{ success: false, msg }` whatever it asks. */
  refuseNextBuy(msg: string): void;
  /** Moves a trade the way Waxpeer would (status, trade_id, release, reason). */
  update(projectId: string, patch: Partial<FakeTrade>): void;
  close(): Promise<void>;
}

export async function startFakeWaxpeer(apiKey = 'fake-waxpeer-key'): Promise<FakeWaxpeer> {
  const failures = new Map<string, { status: number; times: number }>();
  let refusal: string | null = null;
  const lose = new Set<string>();
  let nextId = 30_717_000;
  const fake: Omit<FakeWaxpeer, 'url' | 'close'> = {
    apiKey,
    listings: new Map(),
    wallet: 1_000_000,
    trades: [],
    requests: [],
    failNext(endpoint, status, times = 1) { failures.set(endpoint, { status, times }); },
    refuseNextBuy(msg) { refusal = msg; },
    loseNextAnswer(endpoint) { lose.add(endpoint); },
    update(projectId, patch) {
      const trade = fake.trades.filter((t) => t.project_id === projectId).at(-1);
      if (!trade) throw new Error(`no fake trade for ${projectId}`);
      Object.assign(trade, patch);
    },
  };

  function buy(q: URLSearchParams): Record<string, unknown> {
    if (refusal !== null) {
      const msg = refusal;
      refusal = null;
      return { success: false, msg };
    }
    const projectId = q.get('project_id');
    if (projectId && fake.trades.some((t) => t.project_id === projectId && t.status !== 6)) return { success: false, msg: 'projectId already exists' };
    if (!/^\d+$/.test(q.get('partner') ?? '')) return { success: false, msg: 'Missing partner' };
    if (!/^[\w-]{6,16}$/.test(q.get('token') ?? '')) return { success: false, msg: 'Invalid tradelink' };
    const name = q.get('name') ?? '';
    const ceiling = Number(q.get('price'));
    const listed = fake.listings.get(name);
    if (!listed || listed.length === 0) return { success: false, msg: 'No items found' };
    const cheapest = Math.min(...listed);
    if (!(cheapest <= ceiling)) return { success: false, msg: 'Item price has increased or item is no longer available', new_price: cheapest };
    if (fake.wallet < cheapest) return { success: false, msg: 'Not enough balance' };
    fake.wallet -= cheapest;
    listed.splice(listed.indexOf(cheapest), 1);
    const trade: FakeTrade = {
      id: ++nextId, project_id: projectId ?? '', name, price: cheapest, status: 0, trade_id: null,
      send_until: Math.floor(Date.now() / 1000) + 300, reason: null, done: false, is_released: false, release_date: null, penalties: null,
    };
    fake.trades.push(trade);
    return { success: true, id: trade.id, price: cheapest, msg: 'buy_csgo' };
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const endpoint = url.pathname.replace(/^\/v1\//, '');
    const params: Record<string, string[]> = {};
    for (const [k, v] of url.searchParams) (params[k] ??= []).push(v);
    fake.requests.push({ endpoint, params });
    const send = (status: number, body: unknown) => {
      if (lose.delete(endpoint)) { req.socket.destroy(); return; }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const failure = failures.get(endpoint);
    if (failure && failure.times > 0) {
      failure.times -= 1;
      if (failure.status === 0) { req.socket.destroy(); return; }
      res.writeHead(failure.status, { 'content-type': 'text/html' });
      res.end(`<html>${failure.status}</html>`);
      return;
    }
    if (url.searchParams.get('api') !== apiKey) return send(403, { success: false, msg: 'wrong api' });
    switch (endpoint) {
      case 'buy-one-p2p-name': return send(200, buy(url.searchParams));
      case 'check-many-project-id': {
        const ids = url.searchParams.getAll('id');
        return send(200, { success: true, trades: fake.trades.filter((t) => ids.includes(t.project_id)) });
      }
      case 'user': return send(200, { success: true, user: { wallet: fake.wallet, id: 'fake', name: 'fake', can_p2p: true } });
      default: return send(404, { success: false, msg: 'not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get wallet() { return fake.wallet; },
    set wallet(v: number) { fake.wallet = v; },
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
