// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { devApi } from './src/server/dev-integration.ts';
import { createHash } from 'node:crypto';
import { PAGE_CSP_DIRECTIVES, HEAD_SCRIPT } from './src/shared/page-csp.ts';
import { apiMessagesInClient } from './scripts/i18n/api-messages-plugin.ts';
import { pageStrings, siteUiKeys } from './src/layouts/page-strings.ts';
import { REACT_LIBRARIES, syncStoreOnPreact } from './scripts/vite/react-on-preact.mjs';

/** `client:wake`: hydrate the shell's islands only when needed (see the entrypoint). @type {import('astro').AstroIntegration} */
const wakeDirective = {
  name: 'client-wake',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'wake', entrypoint: './src/islands/shell/wake-directive.ts' });
    },
  },
};

/**
 * The pages' Content-Security-Policy (src/shared/page-csp.ts): Astro hashes its own inline scripts
 * and styles into it. Built pages only: in `astro dev` Vite injects scripts no hash covers (and with
 * the adapter's staticHeaders Astro would still send the header there).
 * @type {import('astro').AstroIntegration}
 */
const pageCsp = {
  name: 'page-csp',
  hooks: {
    'astro:config:setup': ({ command, updateConfig }) => {
      if (command !== 'build') return;
      updateConfig({
        security: {
          csp: {
            algorithm: 'SHA-256',
            directives: [...PAGE_CSP_DIRECTIVES],
            scriptDirective: { hashes: [`sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`] },
            // Scripts only by hash (Astro's) or from our origin. Styles may be inline: React writes
            // style="" attributes, and react-hot-toast (goober) fills a <style> element at run time,
            // whose content no build-time hash can cover.
            styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
          },
        },
      });
    },
  },
};

/**
 * preact/compat stands in for React only in modules Vite bundles: a package left external would
 * import the real React at run time, and its hooks would find no React renderer (the prerender
 * failed so). React itself and the React libraries the islands use are bundled on the server too,
 * where the aliases reach them. The browser build bundles everything already.
 * @type {import('vite').Plugin}
 */
const reactOnPreact = {
  name: 'react-on-preact-server',
  configEnvironment(name) {
    if (name === 'client') return;
    return {
      resolve: {
        noExternal: ['react', 'react-dom', 'react-dom/client', 'react-dom/server', 'react/jsx-runtime', 'react/jsx-dev-runtime', ...REACT_LIBRARIES],
      },
    };
  },
};

/**
 * `virtual:page-strings`: for each page, the UI strings its islands can ask for (src/layouts/page-strings.ts),
 * so the root layout inlines those rather than the whole table. Built once per build; in `astro dev`
 * it is null and every page gets the whole table (files change under it there).
 * @type {import('vite').Plugin}
 */
const pageStringsModule = (() => {
  const id = 'virtual:page-strings';
  let command = 'serve';
  /** @type {string | null} */
  let code = null;
  return {
    name: 'page-strings',
    configResolved(config) {
      command = config.command;
    },
    resolveId(source) {
      return source === id ? `\0${id}` : undefined;
    },
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      if (command !== 'build') return 'export default null;';
      if (code === null) {
        code = `export default ${JSON.stringify(pageStrings('src/pages', 'src/layouts/RootLayout.astro', siteUiKeys('messages/zh-CN.json')))};`;
      }
      return code;
    },
  };
})();

// `npm run dev` and `npm run build` compile the messages first (scripts/i18n/paraglide.ts, which
// also verifies the output); in dev this plugin recompiles them when messages/*.json changes,
// in the same layout: one module per language (locale-modules). The browser never loads these
// (ui.ts), so per-message modules bought nothing, and each test file, the server's start and the
// build had to load all 2,060 of them: one module a language made the component tests 25 % faster.
const paraglideWatch = [paraglideVitePlugin({ project: './project.inlang', outdir: './src/paraglide', outputStructure: 'locale-modules' })]
  .flat()
  .map((plugin) => ({ ...plugin, apply: /** @type {const} */ ('serve') }));

export default defineConfig({
  output: 'server',
  // staticHeaders: prerendered pages' policy goes to dist/_headers.json (sent as a header by
  // src/server/http/site.ts) instead of a <meta>, which could not hold frame-ancestors.
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  // The islands are written against React's API and run on Preact (preact/compat aliases react and
  // react-dom, on the server and in the browser): the same hooks for a tenth of React DOM's bytes,
  // which brought a first visit to /home under its 80 KB (docs/decisions/0109-light-pages.md).
  integrations: [preact({ compat: true }), devApi(), wakeDirective, pageCsp],
  // apiMessagesInClient: client code gets only the API's messages from messages/<locale>.json.
  vite: { plugins: [tailwindcss(), ...paraglideWatch, apiMessagesInClient(), reactOnPreact, syncStoreOnPreact, pageStringsModule] },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  devToolbar: { enabled: false },
  // The site's stylesheet is a file (/_astro/*.css, cached for a year) rather than inline in every
  // page: inline it was 108 KB of each page's HTML, fetched again on every page; only style chunks
  // under 4 KB stay inline (Astro's 'auto').
  build: { inlineStylesheets: 'auto' },
  // zh-CN unprefixed, /en/… and /zh-TW/…. Routing is 'manual': src/middleware.ts serves the
  // prefixed addresses by rewriting to the one set of page files (Astro's automatic routing
  // expects a copy of every page under src/pages/en/ and would fight that). The locales still
  // give Astro.currentLocale and astro:i18n's URL helpers to the prerendered docs.
  i18n: { locales: ['zh-CN', 'en', 'zh-TW'], defaultLocale: 'zh-CN', routing: 'manual' },
});
