// `astro dev`: the same API and /ws as production, attached to Vite's dev server. The server code
// is loaded through Vite (ssrLoadModule) so it shares the module graph with the pages.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AstroIntegration } from 'astro';
import type { createDevServer } from './dev-server.ts';

/** Paths Fastify answers; the rest (pages, public/ files such as /avatars/presets/) are Astro's. */
function servedByApi(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/pay/sandbox/') || url.startsWith('/certify/sandbox/')
    || /^\/avatars\/[0-9a-f]{32}\.webp$/.test(url.split('?')[0]);
}

export function devApi(): AstroIntegration {
  return {
    name: 'storefront-dev-api',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const mod = (await server.ssrLoadModule('/src/server/dev-server.ts')) as { createDevServer: typeof createDevServer };
        const dev = await mod.createDevServer();
        server.middlewares.use((req, res, next) => {
          if (req.url && servedByApi(req.url)) dev.handle(req, res);
          else next();
        });
        // Typed here: Vite's httpServer is a union of server types whose 'upgrade' listener TypeScript cannot infer.
        server.httpServer?.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
          if (req.url?.split('?')[0] === '/ws') dev.upgrade(req, socket, head);
        });
        server.httpServer?.once('close', () => void dev.close());
      },
    },
  };
}
