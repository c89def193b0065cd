// Every text answer compressed for clients that accept it: br, else gzip (a page of 200 KB of HTML
// is ~25 KB in brotli). Fastify's own answers (the API's JSON, errors) through @fastify/compress;
// pages rendered by Astro's handler, which writes to the raw response after reply.hijack() where
// Fastify's hooks never run, through `compression` (the same negotiation, as Node middleware).
// Built files are compressed at build time (scripts/compress-build.ts) and pass untouched: both
// leave an answer that already has a Content-Encoding alone. Brotli at quality 5: answers made per
// request must not cost more CPU than they save in transfer (quality 11 is for build time); 5 made
// a page's HTML a tenth smaller than 4 (31.6 against 28.2 KB for /home) in about the same time,
// and 6 to 9 take two to eight times as long for under 2 % more (docs/decisions/0109-light-pages.md).
// Request bodies are never decompressed: no client of ours sends them, and a small compressed
// body that inflates to gigabytes is a cheap attack.
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import compression from 'compression';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: the headers and the codec's frame would eat the gain. */
const THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 5;

export async function installCompression(app: FastifyInstance): Promise<void> {
  // Registered before the plugin's own onRoute hook, so it sees every route without decompression.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

const pageCompression = compression({ threshold: THRESHOLD_BYTES, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });

/** Runs `render` (Astro's handler) with the raw response compressed as the request accepts. */
export function compressedRender(req: IncomingMessage, res: ServerResponse, render: () => void): void {
  pageCompression(req as Parameters<typeof pageCompression>[0], res as Parameters<typeof pageCompression>[1], render);
}
