// Serialises the generated files with one record per line: small, byte-for-byte reproducible
// (key order is the insertion order of the builders), and a change shows up as a one-line diff.
export function recordsJson(head: Record<string, unknown>, lists: Record<string, readonly unknown[]>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(head)) parts.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  for (const [key, list] of Object.entries(lists)) {
    const body = list.map((r) => `    ${JSON.stringify(r)}`).join(',\n');
    parts.push(`  ${JSON.stringify(key)}: [\n${body}\n  ]`);
  }
  return `{\n${parts.join(',\n')}\n}\n`;
}
