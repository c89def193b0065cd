// The sandbox pages' one inline style: labels on one line at 375 px, and still allowed by the CSP hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_PAGE_ROUTE, sandboxPage } from './page.ts';

const style = () => /<style>([\s\S]*?)<\/style>/.exec(sandboxPage('t', '<dl><dt>订单号</dt><dd>R1</dd></dl>'))![1];

describe('the sandbox page style', () => {
  it('keeps every label on one line and lets a long value break instead', () => {
    const css = style().replace(/\s+/g, '');
    expect(css).toMatch(/dt\{[^}]*white-space:nowrap/);
    expect(css).toMatch(/dl\{[^}]*grid-template-columns:max-contentminmax\(0,1fr\)/);
    expect(css).toMatch(/dd\{[^}]*overflow-wrap:anywhere/);
  });

  it('is the style the page CSP allows by hash', () => {
    const hash = createHash('sha256').update(style()).digest('base64');
    expect(SANDBOX_PAGE_ROUTE.helmet.contentSecurityPolicy.directives.styleSrc).toEqual([`'sha256-${hash}'`]);
  });
});
