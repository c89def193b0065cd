// The live socket's gate: a socket opens only while its address has fewer than the configured
// number open (across every process), and counts as a person: the signed-in session it names in
// CONNECT (the browser sends its `token` header), else its address.
import type { Logger } from 'pino';
import type { SocketGate } from '../../realtime/socket-gate.ts';
import { clientAddress, type TrustProxy } from '../../client-address.ts';
import type { LivePresence } from './presence.ts';

export interface GateOptions {
  /** Whose X-Forwarded-For entries count (config TRUST_PROXY), the same rule as Fastify's request.ip. */
  trustProxy: TrustProxy;
  /** The viewer a token stands for (an opaque id of its live session), or null when it is not one. */
  viewerOf(token: string): Promise<string | null>;
  logger?: Pick<Logger, 'warn'>;
}

export function presenceGate(presence: LivePresence, opts: GateOptions): SocketGate {
  const warn = (err: unknown, what: string) => opts.logger?.warn({ err }, what);
  return {
    admit: (req) => presence.open(clientAddress(req, opts.trustProxy)),
    connected(ticket, headers) {
      const token = headers.token?.trim();
      if (!token) return;
      void (async () => {
        const viewer = await opts.viewerOf(token);
        if (viewer !== null) await presence.identify(ticket, viewer);
      })().catch((err: unknown) => warn(err, 'live viewer not recorded'));
    },
    left(ticket) {
      presence.close(ticket).catch((err: unknown) => warn(err, 'live connection row not removed (the sweep will)'));
    },
  };
}
