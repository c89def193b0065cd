// The built site: files from dist/client (hashed assets cached for a year), and every other
// request rendered by Astro's handler (dist/server/entry.mjs, built in middleware mode).
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './app.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export async function mountSite(app: FastifyInstance, distDir: string): Promise<void> {
  const entry = pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: NodeHandler };
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'client'),
    prefix: '/',
    // One route per built file: `/`, directories and every other path fall through to Astro.
    wildcard: false,
    index: false,
    // scripts/compress-build.ts writes .br/.gz beside each file; they go to clients that accept them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}_astro${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  // Prerendered pages are files (docs/help/index.html); Astro's handler does not serve them.
  const prerendered = new Map<string, string | null>();
  const clientDir = path.join(distDir, 'client');
  const prerenderedFile = (urlPath: string): string | null => {
    if (!prerendered.has(urlPath)) {
      if (prerendered.size > 10_000) prerendered.clear(); // arbitrary URLs must not grow it forever
      const rel = urlPath.replace(/\/+$/, '');
      const hit = [`${rel}/index.html`, `${rel}.html`].map((f) => path.join(clientDir, f))
        .find((f) => f.startsWith(clientDir + path.sep) && fs.existsSync(f));
      prerendered.set(urlPath, hit ? path.relative(clientDir, hit) : null);
    }
    return prerendered.get(urlPath) ?? null;
  };
  apiNotFound(app, (req, reply) => {
    let file: string | null = null;
    try {
      if (req.method === 'GET') file = prerenderedFile(decodeURIComponent(req.url.split('?')[0]));
    } catch {
      // a malformed %-escape: let Astro answer it (404)
    }
    if (file) {
      // The build's .br/.gz copy when the client takes it (sendFile would type a .br file as binary).
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const enc = [['br', '.br'], ['gzip', '.gz']].find(([name, ext]) => accepted.includes(name) && fs.existsSync(path.join(clientDir, file + ext)));
      const full = path.join(clientDir, file + (enc?.[1] ?? ''));
      const stat = fs.statSync(full);
      const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'Accept-Encoding').header('ETag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      if (enc) reply.header('Content-Encoding', enc[0]);
      return reply.send(fs.createReadStream(full));
    }
    reply.hijack();
    void handler(req.raw, reply.raw);
  });
}
