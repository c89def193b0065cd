// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { devApi } from './src/server/dev-integration.ts';
import { createHash } from 'node:crypto';
import { PAGE_CSP_DIRECTIVES, HEAD_SCRIPT } from './src/shared/page-csp.ts';
import { apiMessagesInClient } from './scripts/i18n/api-messages-plugin.ts';

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
  integrations: [react(), devApi(), wakeDirective, pageCsp],
  // apiMessagesInClient: client code gets only the API's messages from messages/<locale>.json.
  vite: { plugins: [tailwindcss(), ...paraglideWatch, apiMessagesInClient()] },
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
