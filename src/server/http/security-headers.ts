// Security headers on every answer: API, pages, static files, avatars, the sandbox providers' pages
// (docs/decisions/0020). @fastify/helmet sets them on the raw response in onRequest, so they
// also reach answers Fastify does not write itself (pages that Astro's handler writes after
// reply.hijack()). Its Content-Security-Policy is the strict one of an answer that is not a page;
// a page replaces it with its own: Astro's for the site (header set by Astro's writeHead, or by
// site.ts for prerendered pages, both taking precedence over setHeader), SANDBOX_PAGE_CSP for the
// sandbox pages.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/index.ts';

/** Nothing loads, nothing frames: JSON, images and scripts need no more. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Browser features no page of ours uses, refused to every frame and script (helmet has no option for it). */
export const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid',
  'magnetometer', 'microphone', 'midi', 'payment', 'publickey-credentials-get', 'serial', 'usb',
  'xr-spatial-tracking',
].map((feature) => `${feature}=()`).join(', ');

/**
 * HTTPS is when people use an https PUBLIC_URL, or when this request came over TLS: its own socket,
 * or `X-Forwarded-Proto: https` from a trusted proxy (Fastify's request.protocol reads the header
 * only when the socket's peer is one that TRUST_PROXY trusts). HSTS over plain http would be ignored at best.
 */
export function servedOverHttps(config: Pick<Config, 'publicUrl'>, req: FastifyRequest): boolean {
  return config.publicUrl.startsWith('https://') || req.protocol === 'https';
}

export async function securityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // helmet's value (one year, subdomains); withheld below on plain http.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (!servedOverHttps(config, req)) reply.raw.removeHeader('Strict-Transport-Security');
    done();
  });
}
