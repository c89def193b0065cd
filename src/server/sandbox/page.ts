// The plain HTML shell of the sandbox providers' own pages (payment checkout, real-name check):
// they stand where a provider's hosted page would, so they use none of the site's assets.
import { createHash } from 'node:crypto';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The label column is as wide as its longest label and never wraps; a long value (the order id)
// breaks anywhere instead. With \`auto 1fr\` an unbreakable order id took the row at 375 px and
// squeezed the labels to one character per line.
const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2330;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0001;padding:28px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.tag{display:inline-block;background:#fff3cd;color:#8a6d00;border-radius:4px;padding:2px 8px;font-size:12px}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:8px 16px;margin:20px 0}dt{color:#667;white-space:nowrap}dd{margin:0;font-weight:600;min-width:0;overflow-wrap:anywhere}
.row{display:flex;gap:12px}button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.ok{background:#1677ff;color:#fff}.no{background:#e9ebef;color:#333}.err{color:#c0392b}`;

/**
 * Their Content-Security-Policy, as @fastify/helmet route options (`app.get(path, SANDBOX_PAGE_ROUTE, …)`):
 * the one inline style by its hash, forms posting only here, no script, no framing.
 */
export const SANDBOX_PAGE_ROUTE = {
  helmet: {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  },
};

/** A primary action button has class "ok", a secondary one "no". */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}
