// What a failing Lighthouse run needs to be fixed, printed only when BENCH_LIGHTHOUSE_DETAILS=1:
// the offending nodes of each failing accessibility audit, the LCP element with its breakdown
// (TTFB, load delay, load duration, render delay: observed in the trace, not simulated), the
// simulated metrics with their scores, the largest layout shifts and the render-blocking requests.
import type { Result } from 'lighthouse';

type Details = NonNullable<Result['audits'][string]['details']>;
type Item = Record<string, unknown>;
interface NodeValue {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
  explanation?: string;
}

const INDENT = ''.padEnd(6);
const MAX_ITEMS = 8;

function isNode(v: unknown): v is NodeValue {
  return typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'node';
}

/** Rows of a table or of the tables inside a list (insights wrap their tables in a list). */
function rows(details: Details | undefined): Item[] {
  if (!details) return [];
  const d = details as { type: string; items?: unknown[] };
  if (d.type === 'list') return (d.items ?? []).flatMap((inner) => (isNode(inner) ? [{ node: inner }] : rows(inner as Details)));
  if (d.type === 'table' || d.type === 'opportunity') return (d.items ?? []) as Item[];
  return [];
}

function nodeLine(node: NodeValue): string {
  const label = node.nodeLabel ? ` "${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 40)}"` : '';
  const why = node.explanation ? `\n${INDENT}    ${node.explanation.split('\n').slice(0, 2).join(' ').slice(0, 220)}` : '';
  return `${node.selector ?? node.snippet ?? '?'}${label}${why}`;
}

function failingA11y(lhr: Result): string[] {
  const ids = new Set(lhr.categories.accessibility?.auditRefs.map((r) => r.id) ?? []);
  const out: string[] = [];
  for (const audit of Object.values(lhr.audits)) {
    if (!ids.has(audit.id) || audit.score === null || audit.score >= 0.9) continue;
    out.push(`${INDENT}${audit.id}: ${audit.title}`);
    const items = rows(audit.details);
    for (const item of items.slice(0, MAX_ITEMS)) {
      const node = Object.values(item).find(isNode);
      // target-size and color-contrast may carry related nodes in a sub-table; the node is enough.
      if (node) out.push(`${INDENT}  - ${nodeLine(node)}`);
    }
    if (items.length > MAX_ITEMS) out.push(`${INDENT}  … ${items.length - MAX_ITEMS} more`);
  }
  return out;
}

function lcp(lhr: Result): string[] {
  const out: string[] = [];
  const insight = lhr.audits['lcp-breakdown-insight'];
  const items = rows(insight?.details);
  const node = items.map((i) => i.node).find(isNode);
  out.push(`${INDENT}LCP element: ${node ? nodeLine(node) : 'not reported'}`);
  const parts = items.filter((i) => typeof i.duration === 'number').map((i) => `${String(i.label ?? i.subpart)} ${Math.round(i.duration as number)} ms`);
  if (parts.length) out.push(`${INDENT}LCP breakdown (observed): ${parts.join(', ')}`);
  const metrics = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', SI: 'speed-index', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' };
  const figures = Object.entries(metrics).map(([name, id]) => {
    const a = lhr.audits[id];
    return a ? `${name} ${a.displayValue ?? '?'} (${Math.round((a.score ?? 0) * 100)})` : `${name} ?`;
  });
  out.push(`${INDENT}metrics (simulated, score): ${figures.join(', ')}`);
  // Layout shifts: the shifted node and its share of CLS (the simulated CLS is the observed one).
  const shifts = rows(lhr.audits['layout-shifts']?.details).filter((i) => isNode(i.node));
  for (const shift of shifts.slice(0, 4)) out.push(`${INDENT}layout shift ${Number(shift.score).toFixed(3)}: ${nodeLine(shift.node as NodeValue).split('\n')[0]}`);
  const blocking = rows(lhr.audits['render-blocking-insight']?.details)
    .map((i) => (typeof i.url === 'string' ? `${new URL(i.url).pathname} ${Math.round(Number(i.wastedMs ?? 0))} ms` : null))
    .filter(Boolean);
  if (blocking.length) out.push(`${INDENT}render-blocking: ${blocking.join(', ')}`);
  return out;
}

/** Where the blocking time goes: the longest main-thread tasks and the scripts that cost the most. */
function blockingTime(lhr: Result): string[] {
  const out: string[] = [];
  const path = (url: unknown) => (typeof url === 'string' && url.startsWith('http') ? new URL(url).pathname : String(url));
  const tasks = rows(lhr.audits['long-tasks']?.details).slice(0, 6)
    .map((t) => `${path(t.url)} ${Math.round(Number(t.duration))} ms at ${Math.round(Number(t.startTime))} ms`);
  if (tasks.length) out.push(`${INDENT}long tasks (observed): ${tasks.join('; ')}`);
  const scripts = rows(lhr.audits['bootup-time']?.details).slice(0, 6)
    .map((s) => `${path(s.url)} ${Math.round(Number(s.total))} ms (script ${Math.round(Number(s.scripting))} ms)`);
  if (scripts.length) out.push(`${INDENT}main thread by script: ${scripts.join('; ')}`);
  return out;
}

/** The details block for one route; empty when nothing is below target. */
export function lighthouseDetails(lhr: Result, target: number): string[] {
  const out: string[] = [];
  if (Math.round((lhr.categories.accessibility?.score ?? 0) * 100) < target || process.env.BENCH_LIGHTHOUSE_DETAILS === 'all') out.push(...failingA11y(lhr));
  if (Math.round((lhr.categories.performance?.score ?? 0) * 100) < target || process.env.BENCH_LIGHTHOUSE_DETAILS === 'all') out.push(...lcp(lhr), ...blockingTime(lhr));
  return out;
}
