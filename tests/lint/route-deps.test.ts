// Route registration declares what it uses (CONTRIBUTING.md "Layers"): a function in a route file
// (routes.ts, *-routes.ts, *-route.ts), or any function under modules/, console/ or sandbox/ that
// takes the Fastify instance, names the part of the container it reads (a Pick of AppDeps, or a
// service's own deps type) rather than taking the whole AppDeps, so its dependencies show at a
// glance. The check reads the source text; the made-up samples below prove it bites.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ROUTE_FILE = /(^|\/)(routes|[^/]+-routes|[^/]+-route)\.ts$/;
const ROUTE_HOMES = ['src/server/modules/', 'src/server/console/', 'src/server/sandbox/'];

/** True when `type` is AppDeps itself, or a union or intersection with it whole as a member. */
function wholeContainer(type: ts.TypeNode | undefined): boolean {
  if (!type) return false;
  if (ts.isParenthesizedTypeNode(type)) return wholeContainer(type.type);
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.some(wholeContainer);
  return ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'AppDeps';
}

const takesFastify = (params: readonly ts.ParameterDeclaration[]) =>
  params.some((p) => p.type && ts.isTypeReferenceNode(p.type) && ts.isIdentifier(p.type.typeName) && p.type.typeName.text === 'FastifyInstance');

/** "name(param)" for each route-registering function of `path` that takes the whole AppDeps. */
function wholeDepsParams(path: string, code: string): string[] {
  const routeFile = ROUTE_FILE.test(path);
  const routeHome = ROUTE_HOMES.some((h) => path.startsWith(h));
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && (routeFile || (routeHome && takesFastify(node.parameters)))) {
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text
        : ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : '(anonymous)';
      for (const p of node.parameters) if (wholeContainer(p.type)) found.push(`${name}(${p.name.getText(file)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function serverFiles(dir: string): string[] {
  return readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.split('/').includes('__tests__'))
    .map((f) => `${dir}${f}`);
}

describe('route deps', () => {
  it('no route file under src/server takes the whole AppDeps', () => {
    const files = serverFiles('src/server/').filter((f) => ROUTE_FILE.test(f) || ROUTE_HOMES.some((h) => f.startsWith(h)));
    expect(files.filter((f) => ROUTE_FILE.test(f)).length).toBeGreaterThan(30);
    const offenders = files.flatMap((f) => wholeDepsParams(f, readFileSync(`${root}${f}`, 'utf8')).map((p) => `${f}: ${p}`));
    expect(offenders, 'declare e.g. `export type BoxRouteDeps = Pick<AppDeps, …>` and take that').toEqual([]);
  });

  it('bites on a routes function typed AppDeps, in any form', () => {
    const header = "import type { FastifyInstance } from 'fastify';\nimport type { AppDeps } from '../../app-deps.ts';\n";
    expect(wholeDepsParams('src/server/modules/boxes/routes.ts', `${header}export function boxRoutes(app: FastifyInstance, deps: AppDeps): void {}\n`))
      .toEqual(['boxRoutes(deps)']);
    expect(wholeDepsParams('src/server/modules/boxes/opening/open-route.ts', `${header}export const answer = async (deps: AppDeps | null, n: number) => n;\n`))
      .toEqual(['answer(deps)']);
    expect(wholeDepsParams('src/server/modules/profile/avatar-routes.ts', `${header}export function avatarRoutes(app: FastifyInstance, d: AppDeps & { x: 1 }): void {}\n`))
      .toEqual(['avatarRoutes(d)']);
    // Outside a route file, a function under console/ or sandbox/ that registers routes is held to it too.
    expect(wholeDepsParams('src/server/sandbox/some-page.ts', `${header}export function pageRoutes(app: FastifyInstance, deps: AppDeps, s: string): void {}\n`))
      .toEqual(['pageRoutes(deps)']);
  });

  it('lets a route take a Pick, an intersection of Picks or a service type, and a service take AppDeps', () => {
    const header = "import type { FastifyInstance } from 'fastify';\nimport type { AppDeps } from '../../app-deps.ts';\n";
    expect(wholeDepsParams('src/server/modules/boxes/routes.ts', `${header}export type BoxRouteDeps = Pick<AppDeps, 'db' | 'clock'>;\nexport function boxRoutes(app: FastifyInstance, deps: BoxRouteDeps): void {}\n`)).toEqual([]);
    expect(wholeDepsParams('src/server/modules/boxes/routes.ts', `${header}export function boxRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'> & { extra: 1 }): void {}\n`)).toEqual([]);
    // Not a route file and not registering routes: the container whole is this rule's business nowhere else.
    expect(wholeDepsParams('src/server/modules/demo/showcase.ts', `${header}export async function ensure(deps: AppDeps): Promise<void> {}\n`)).toEqual([]);
  });
});
