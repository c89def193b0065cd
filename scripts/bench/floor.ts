// What this machine gives before our code does anything: a bare Fastify route over HTTP under the
// same load generator, and bare round trips to the same PostgreSQL from the same driver, pool size
// and concurrency. They bound what an opening can reach here: it is one HTTP request and several
// round trips, plus the work itself (BENCH_ONLY=floor).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';
import pg from 'pg';
import { cannon, CONNECTIONS, type LoadFigures } from './child.ts';

/** A form POST answered with a small JSON envelope, in its own process like the bench server. */
export async function bareHttp(requests: number): Promise<LoadFigures> {
  const child = spawn(process.execPath, ['--experimental-strip-types', 'scripts/bench/floor.ts', 'serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = Number(await new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve)));
    const run = () => cannon({
      url: `http://127.0.0.1:${port}/x`, method: 'POST', body: 'boxId=1&number=1', connections: CONNECTIONS, amount: requests,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await run(); // warm-up: the first run pays for the JIT
    return await run();
  } finally {
    child.kill();
  }
}

/** Transactions of `trips` round trips (BEGIN, trips - 2 prepared one-row statements, COMMIT; or bare statements when trips < 3), per second. */
export async function roundTrips(url: string, trips: number, total: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const one = (c: pg.PoolClient, i: number) => c.query({ name: `floor_${i}`, text: 'SELECT $1::int + 1 AS x', values: [i] });
  try {
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (next++ < total) {
        const c = await pool.connect();
        try {
          if (trips >= 3) {
            await c.query('BEGIN');
            for (let i = 0; i < trips - 2; i++) await one(c, i);
            await c.query('COMMIT');
          } else {
            for (let i = 0; i < trips; i++) await one(c, i);
          }
        } finally {
          c.release();
        }
      }
    }));
    return total / ((performance.now() - started) / 1000);
  } finally {
    await pool.end();
  }
}

if (process.argv[2] === 'serve') {
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/x', async () => ({ status: 0, msg: '', data: { ok: true } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
}
