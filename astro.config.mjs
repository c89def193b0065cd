// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { devApi } from './src/server/dev-integration.ts';

/** `client:wake`: hydrate the shell's islands only when needed (see the entrypoint). @type {import('astro').AstroIntegration} */
const wakeDirective = {
  name: 'client-wake',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'wake', entrypoint: './src/islands/shell/wake-directive.ts' });
    },
  },
};

// `npm run dev` and `npm run build` compile the messages first (scripts/i18n/paraglide.ts, which
// also verifies the output); in dev this plugin recompiles them when messages/*.json changes,
// in the CLI's layout (the plugin's default differs).
const paraglideWatch = [paraglideVitePlugin({ project: './project.inlang', outdir: './src/paraglide', outputStructure: 'message-modules' })]
  .flat()
  .map((plugin) => ({ ...plugin, apply: /** @type {const} */ ('serve') }));

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), devApi(), wakeDirective],
  vite: { plugins: [tailwindcss(), ...paraglideWatch] },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  devToolbar: { enabled: false },
  // zh-CN unprefixed, /en/… and /zh-TW/…. Routing is 'manual': src/middleware.ts serves the
  // prefixed addresses by rewriting to the one set of page files (Astro's automatic routing
  // expects a copy of every page under src/pages/en/ and would fight that). The locales still
  // give Astro.currentLocale and astro:i18n's URL helpers to the prerendered docs.
  i18n: { locales: ['zh-CN', 'en', 'zh-TW'], defaultLocale: 'zh-CN', routing: 'manual' },
});
