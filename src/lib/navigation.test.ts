// No link to nowhere: every entry the header, the left menu and the footer
// show has its page in src/pages, and every planned entry appears as soon as its page lands.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFor } from '../../tests/support/page-routes.ts';
import { ACCOUNT_NAV, BUILT_ROUTES, FOOTER_NAV, isBuilt, MAIN_ENTRIES, MAIN_NAV } from './navigation.ts';
import { MENU_PLAN, MENU_SECTIONS, TRANSFER_PATH } from './shell/menu.ts';

const planned = [...MAIN_ENTRIES, ...MENU_PLAN.flatMap((s) => s.items), ...ACCOUNT_NAV, ...FOOTER_NAV].map((i) => i.href);
const shown = [...MAIN_NAV, ...MENU_SECTIONS.flatMap((s) => s.items), ...ACCOUNT_NAV, ...FOOTER_NAV].map((i) => i.href);

describe('navigation entries', () => {
  it('shows only entries whose page exists', () => {
    for (const href of shown) expect(pageFor(href), href).toBeDefined();
  });

  it('marks an entry built exactly when src/pages has its page (so a page that lands shows its entry)', () => {
    for (const href of new Set([...planned, TRANSFER_PATH])) expect(isBuilt(href), href).toBe(pageFor(href) !== undefined);
    for (const href of BUILT_ROUTES) expect(planned, `${href} is listed as built but no entry uses it`).toContain(href);
  });

  it('the header and shell islands link only to pages that exist', () => {
    const files = [
      ...fs.readdirSync('src/islands/header').map((f) => path.join('src/islands/header', f)),
      ...fs.readdirSync('src/islands/shell').map((f) => path.join('src/islands/shell', f)),
      'src/layouts/RootLayout.astro',
    ].filter((f) => /\.(tsx|astro)$/.test(f) && !f.includes('.test.'));
    const links = files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)].map((m) => `${f}: ${m[1]}`));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(pageFor(link.split(': ')[1]), link).toBeDefined();
  });
});
