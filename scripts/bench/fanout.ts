// Live-feed fan-out: 2,000 STOMP subscribers on the embedded broker; a player opens a case over
// HTTP and we time open-request-to-MESSAGE at every subscriber. Also the server's memory.
import WebSocket from 'ws';
import { percentile, startBenchServer } from './child.ts';
import { BENCH_BOX_ID } from './open-box.ts';

const CONNECT = 'CONNECT\naccept-version:1.2\nhost:bench\nheart-beat:0,0\n\n\0';
const SUBSCRIBE = 'SUBSCRIBE\nid:0\ndestination:/topic/messages\nreceipt:sub\n\n\0';

interface Subscriber {
  ws: WebSocket;
  ready: Promise<void>;
  onMessage: () => void;
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
      else if (text.startsWith('MESSAGE')) sub.onMessage();
    });
  });
  return sub;
}

export async function fanout(location: string, clients: number, opens: number) {
  const server = await startBenchServer(location, 'openBox');
  const [player] = server.fixtures.players!;
  const subs: Subscriber[] = [];
  try {
    const idleMiB = server.rssMiB();
    for (let i = 0; i < clients; i += 200) {
      const batch = Array.from({ length: Math.min(200, clients - i) }, () => subscribe(`ws://127.0.0.1:${server.port}/ws`));
      subs.push(...batch);
      await Promise.all(batch.map((s) => s.ready));
    }
    const connectedMiB = server.rssMiB();
    const latencies: number[] = [];
    let missed = 0;
    for (let round = 0; round < opens; round++) {
      let received = 0;
      let t0 = 0;
      const all = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5000);
        for (const s of subs) {
          s.onMessage = () => {
            latencies.push(performance.now() - t0);
            if (++received === subs.length) { clearTimeout(timer); resolve(); }
          };
        }
      });
      t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/box/openBox`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: player.token, 'idempotency-key': crypto.randomUUID() },
        body: `boxId=${BENCH_BOX_ID}&number=1`,
      });
      if (!res.ok) throw new Error(`openBox failed: ${res.status} ${await res.text()}`);
      await all;
      missed += subs.length - received;
    }
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), delivered: latencies.length, missed, idleMiB, connectedMiB, afterMiB: server.rssMiB() };
  } finally {
    for (const s of subs) s.ws.terminate();
    server.child.kill();
  }
}
