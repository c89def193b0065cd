// The built site: files from dist/client (hashed assets cached for a year), and every other
// request rendered by Astro's handler (dist/server/entry.mjs, built in middleware mode).
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mergeCspDirectives, runtimePageDirectives } from '../../shared/page-csp.ts';
import { captchaInUse } from '../../shared/captcha-provider.ts';
import { apiNotFound } from '../app.ts';
import { compressedRender } from './compression.ts';
import { lendSiteView, type SiteView } from '../../shared/site-view.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Prerendered pages' Content-Security-Policy by path, written by the build (the node adapter's
 * staticHeaders: dist/_headers.json), with this process's image host and socket address added
 * (src/shared/page-csp.ts). Pages rendered on demand get theirs from Astro and src/middleware.ts.
 */
function prerenderedPolicies(distDir: string): Map<string, string> {
  const file = path.join(distDir, '_headers.json');
  const entries = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[])
    : [];
  const settings = {
    assetBaseUrl: process.env.ASSET_BASE_URL, publicUrl: process.env.PUBLIC_URL, stompUrl: process.env.STOMP_URL, captchaProvider: captchaInUse(process.env),
  };
  const policies = new Map<string, string>();
  for (const { pathname, headers } of entries) {
    const csp = headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
    if (csp) policies.set(pathname, mergeCspDirectives(csp.value, runtimePageDirectives({ ...settings, pathname })));
  }
  return policies;
}

/** `view` is lent to the rendered pages (src/shared/site-view.ts). */
export async function mountSite(app: FastifyInstance, distDir: string, view?: SiteView): Promise<void> {
  lendSiteView(view);
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
      // Public files (item images too) may reach pages through ASSET_BASE_URL's host, a CDN
      // pulling from here: helmet's same-origin resource policy would block them there.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
  // Prerendered pages are files (docs/help/index.html); Astro's handler does not serve them.
  const prerendered = new Map<string, string | null>();
  const policies = prerenderedPolicies(distDir);
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
    let urlPath = '';
    try {
      urlPath = decodeURIComponent(req.url.split('?')[0]);
      if (req.method === 'GET') file = prerenderedFile(urlPath);
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
      // Replaces helmet's strict policy (a reply header wins over the raw one at writeHead).
      const policy = policies.get(urlPath.replace(/(.)\/+$/, '$1'));
      if (policy) reply.header('Content-Security-Policy', policy);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      if (enc) reply.header('Content-Encoding', enc[0]);
      return reply.send(fs.createReadStream(full));
    }
    reply.hijack();
    compressedRender(req.raw, reply.raw, () => void handler(req.raw, reply.raw));
  });
}
