// Builds the text of messages/zh-TW.json from messages/zh-CN.json: the one message catalogue,
// the pages' strings and the API's (`api.` keys) alike, converted by src/shared/zh-tw (OpenCC's
// s2twp with our overrides, docs/decisions/0100). Pure (no file writes) so the test can check that
// the committed file is what this makes.
import { readFileSync } from 'node:fs';
import { loadZhTW, type ZhTWConverter } from '../../../src/shared/zh-tw/convert.ts';

export const SOURCE = 'messages/zh-CN.json';
export const TARGET = 'messages/zh-TW.json';

/**
 * Keys copied verbatim: a language's name is shown in its own script in every language
 * (简体中文 stays Simplified in the Traditional UI, so a reader can find it).
 */
export const VERBATIM_KEYS: ReadonlySet<string> = new Set(['language.zh-CN', 'language.en', 'language.zh-TW']);

/** A messages file in the layout of the hand-written ones (JSON cannot carry a "do not edit" comment). */
export function renderMessages(schema: string | undefined, table: Record<string, string>): string {
  return `${JSON.stringify(schema ? { $schema: schema, ...table } : table, null, 2)}\n`;
}

/** A messages file split into its `$schema` and the message table. */
export function readMessages(path: string): { schema: string | undefined; table: Record<string, string> } {
  const { $schema, ...table } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return { schema: $schema, table };
}

/** Convert a whole table; `verbatim` keys are copied unchanged. */
export function convertTable(table: Readonly<Record<string, string>>, convert: ZhTWConverter, verbatim: ReadonlySet<string> = VERBATIM_KEYS): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, text]) => [key, verbatim.has(key) ? text : convert(text)]));
}

/** The path and exact text of the generated file. */
export async function generateZhTW(): Promise<{ path: string; text: string }> {
  const source = readMessages(SOURCE);
  return { path: TARGET, text: renderMessages(source.schema, convertTable(source.table, await loadZhTW())) };
}
