// GET api/common/listInterface: the public API's routes, read from what Fastify registered, so the
// list cannot drift from the server. Which routes, and why: docs/decisions/0103-verify-and-the-unused-common-calls.md.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { INTERFACE_METHODS, type InterfaceList } from '../../../shared/contracts/common.ts';

const tables = new WeakMap<FastifyInstance, InterfaceList>();

/** Staff (/api/console) and development (/api/dev) routes are not the public API. */
export function isPublicApiPath(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/console/') && !path.startsWith('/api/dev/');
}

const isListedMethod = (m: string): m is InterfaceList[number]['method'] => (INTERFACE_METHODS as readonly string[]).includes(m);

/**
 * Notes every public route as it is added. Installed before any route (app.ts), because Fastify
 * tells an onRoute hook only of routes added after it.
 */
export function trackPublicRoutes(app: FastifyInstance): void {
  const table: InterfaceList = [];
  tables.set(app, table);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isPublicApiPath(route.url)) return;
    for (const method of [route.method].flat()) if (isListedMethod(method)) table.push({ method, path: route.url });
  });
}

/** The routes noted so far, sorted by path then method, each once. */
export function publicRoutes(app: FastifyInstance): InterfaceList {
  const seen = new Set<string>();
  return [...(tables.get(app) ?? [])]
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : a.method > b.method ? 1 : 0));
}
