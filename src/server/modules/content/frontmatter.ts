// A frontmatter parser for the one YAML subset our Markdown files use, so the API server can read
// them without Astro (which parses the same files with a full YAML parser at build):
//   key: "a JSON string"   key: 12   key: true   key: 2026-11-01   key: info
// One `key: value` per line, nothing nested. A bare value may hold only letters, digits and
// `_ . : + -` so that YAML and this parser can never read it differently; anything else is an
// error naming the line, rather than a silently different value.

export interface ParsedFile {
  data: Record<string, unknown>;
  body: string;
}

const BARE = /^[A-Za-z0-9_.:+-]+$/;

export function parseFrontmatter(text: string, file = 'file'): ParsedFile {
  const src = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const m = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(src);
  if (!m) throw new Error(`${file}: the file must start with a frontmatter block between --- lines`);
  const data: Record<string, unknown> = {};
  m[1].split('\n').forEach((line, i) => {
    const where = `${file}:${i + 2}`;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const kv = /^([A-Za-z][A-Za-z0-9_]*):[ \t]+(.+?)\s*$/.exec(line);
    if (!kv) throw new Error(`${where}: expected "key: value"`);
    const [, key, raw] = kv;
    if (key in data) throw new Error(`${where}: "${key}" is given twice`);
    data[key] = parseValue(raw, where);
  });
  return { data, body: src.slice(m[0].length) };
}

function parseValue(raw: string, where: string): unknown {
  if (raw.startsWith('"')) {
    try {
      const v: unknown = JSON.parse(raw);
      if (typeof v === 'string') return v;
    } catch {
      // fall through to the error below
    }
    throw new Error(`${where}: a quoted value must be one JSON string`);
  }
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (BARE.test(raw)) return raw;
  throw new Error(`${where}: quote this value ("…")`);
}
