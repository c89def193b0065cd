// The Fastify application: parsers, the error envelope, and every module's routes.
// Serving the built site (static files + Astro) is added by main.ts, so tests get the API alone.
import fastifyCookie from '@fastify/cookie';
import { installCompression } from './http/compression.ts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { authRoutes } from './modules/auth/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { smsRoutes } from './modules/sms/routes.ts';
import { steamRoutes } from './modules/steam/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { certifyRoutes } from './modules/certify/routes.ts';
import { bagRoutes } from './modules/bag/routes.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { promoRoutes } from './modules/promo/routes.ts';
import { rewardRoutes } from './modules/rewards/routes.ts';
import { protectionRoutes } from './modules/protection/routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { rankingRoutes } from './modules/rankings/routes.ts';
import { boxRoutes } from './modules/boxes/routes.ts';
import { skinRoutes } from './modules/skins/routes.ts';
import { battleRoutes } from './modules/battles/routes.ts';
import { giveawayRoutes } from './modules/giveaways/routes.ts';
import { dreamRoutes } from './modules/dream/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { devGrantRoutes } from './modules/points/dev-routes.ts';
import { fairRoutes } from './modules/fairness/routes.ts';
import { statRoutes } from './modules/stats/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { sysConfigRoutes } from './modules/sysconfig/routes.ts';
import { trackPublicRoutes } from './modules/sysconfig/interfaces.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { consoleRoutes } from './console/routes.ts';
import { sandboxCheckoutRoutes } from './sandbox/payment-checkout.ts';
import { isSandboxSupplier } from './providers/skins/choose.ts';
import { sandboxSkinRoutes } from './sandbox/skins-page.ts';
import { AppError } from './errors.ts';
import type { AppDeps } from './app-deps.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installAddressCheck, installBodyParsers, parseQueryString } from './http/request-parsing.ts';
import { allowedMethods, trackRouteMethods, transportOptions } from './http/transport-errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { trustFunction } from './client-address.ts';
import { installSessionRules } from './http/auth.ts';
import { installPersonalAnswers } from './http/personal-answers.ts';
import { assetMirrorRoutes } from './http/asset-mirror.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact body text, kept for webhook signatures. */
    rawBody?: string;
  }
}

export async function buildApp(deps: AppDeps, opts: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.loggerInstance ? {} : { logger: opts.logger ?? false }),
    bodyLimit: 256 * 1024,
    // The rule clientAddress (client-address.ts) applies to the live socket: one for every path.
    trustProxy: trustFunction(deps.config.trustProxy),
    requestIdHeader: false,
    genReqId: () => Math.random().toString(36).slice(2, 10),
    // Query strings, bad URLs and Node's own refusals answer through our parsers and envelope.
    routerOptions: { querystringParser: parseQueryString },
    ...transportOptions(),
    ...opts,
  });
  // First, so every answer (errors, 404s, static files, pages) carries them.
  await securityHeaders(app, deps.config);
  installBodyParsers(app);
  installErrorHandler(app);
  trackRouteMethods(app);
  // Before the routes: api/common/listInterface answers from what they register.
  trackPublicRoutes(app);
  installAddressCheck(app);
  installSessionRules(app, deps);
  installPersonalAnswers(app);
  // Only the console reads cookies (its session); player routes authenticate by the token header.
  await app.register(fastifyCookie);
  // Before the routes: the plugin attaches itself to each route as it is added.
  await installCompression(app);

  authRoutes(app, deps);
  captchaRoutes(app, deps);
  smsRoutes(app, deps);
  steamRoutes(app, deps);
  profileRoutes(app, deps);
  securityRoutes(app, deps);
  certifyRoutes(app, deps);
  userRoutes(app, deps);
  walletRoutes(app, deps);
  paymentRoutes(app, deps);
  boxRoutes(app, deps);
  skinRoutes(app, deps);
  battleRoutes(app, deps);
  giveawayRoutes(app, deps);
  dreamRoutes(app, deps);
  shopRoutes(app, deps);
  bagRoutes(app, deps);
  withdrawalRoutes(app, deps);
  promoRoutes(app, deps);
  vipRoutes(app, deps);
  rewardRoutes(app, deps);
  protectionRoutes(app, deps);
  rankingRoutes(app, deps);
  fairRoutes(app, deps);
  statRoutes(app, deps);
  sysConfigRoutes(app, deps);
  inboxRoutes(app, deps);
  contentRoutes(app, deps);
  healthRoutes(app, deps);
  consoleRoutes(app, deps);
  if (deps.config.assetMirror) assetMirrorRoutes(app, deps.config);
  if (deps.config.pay.sandboxEnabled) sandboxCheckoutRoutes(app, deps, deps.config.pay.sandboxSecret);
  if (deps.config.pay.sandboxEnabled && deps.config.env !== 'production') devGrantRoutes(app, deps);
  // The sandbox skin supplier's page (/sandbox/skins): only with that supplier, never in production.
  if (deps.config.withdrawals.supplier === 'sandbox' && deps.config.env !== 'production' && isSandboxSupplier(deps.supplier)) sandboxSkinRoutes(app, deps, deps.supplier);

  return app;
}

/**
 * Unknown /api paths answer with the envelope (405 with Allow when the path exists for other
 * methods); everything else is the site's to answer.
 */
export function apiNotFound(app: FastifyInstance, site?: (req: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined): void {
  app.setNotFoundHandler((req, reply) => {
    if (!site || req.url === '/api' || req.url.startsWith('/api/')) {
      const allowed = allowedMethods(app, req.url);
      if (allowed.length === 0) throw new AppError('NOT_FOUND');
      reply.header('allow', allowed.join(', '));
      throw new AppError('METHOD_NOT_ALLOWED');
    }
    return site(req, reply);
  });
}
