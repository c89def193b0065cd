// The layers (CONTRIBUTING.md "Layers"): which folder may import which, as import-x's
// no-restricted-paths zones. Imports are resolved as plain paths (every import names its file, .ts
// included), so no TypeScript program is built and lint stays fast. tests/lint/layers.test.ts
// proves each zone refuses a wrong-way import and lets a right-way one through.
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The HTTP edge and what may import it: route files and the app's composition. */
export const EDGE_FILES = [
  'src/server/http/**',
  'src/server/app.ts',
  'src/server/main.ts',
  'src/server/dev-server.ts',
  'src/server/dev-integration.ts',
  'src/server/**/routes.ts',
  'src/server/**/*-routes.ts',
  'src/server/**/*-route.ts',
];

// Tests ship in no bundle and often check two layers against each other (the browser's check of a
// signature against the server's signing, the art against the server's catalogue): they are free.
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

const RULE = 'import-x/no-restricted-paths';
const SEE = 'See CONTRIBUTING.md "Layers".';
/** @param {string | string[]} from @param {string} message */
const zone = (from, message) => ({ target: '.', from, message: `${message} ${SEE}` });
const zones = (...list) => ({ basePath: import.meta.dirname, zones: list });

const SERVER_ZONE = zone(
  ['src/lib', 'src/islands', 'src/pages', 'scripts'],
  'The server imports no browser code (src/lib, src/islands, src/pages) and no scripts/: move what both need to src/shared.',
);
const HTTP_ZONE = zone(
  'src/server/http',
  'Only route files (routes.ts, *-routes.ts) and the app\'s composition (app.ts, main.ts) import src/server/http/: move what a service needs out of http/.',
);
const SHARED_ZONE = zone(
  ['src/server', 'src/lib', 'src/islands', 'src/pages', 'scripts'],
  'src/shared is imported by both sides and imports neither: nothing from src/server, src/lib, src/islands, src/pages or scripts/.',
);
const BROWSER_ZONE = zone(
  'src/server',
  'Browser code (src/lib, src/islands) never imports the server: what both need lives in src/shared.',
);

export const layers = [
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: [...EDGE_FILES, ...TEST_FILES],
    rules: { [RULE]: ['error', zones(SERVER_ZONE, HTTP_ZONE)] },
  },
  {
    files: EDGE_FILES.map((glob) => (glob.endsWith('/**') ? `${glob}/*.ts` : glob)),
    ignores: TEST_FILES,
    rules: { [RULE]: ['error', zones(SERVER_ZONE)] },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: TEST_FILES,
    rules: { [RULE]: ['error', zones(SHARED_ZONE)] },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/islands/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { [RULE]: ['error', zones(BROWSER_ZONE)] },
  },
];
