// Simplified Chinese (zh-CN) → Traditional Chinese with Taiwan wording (zh-TW): OpenCC's s2twp
// (opencc-js: Taiwan characters and Taiwan phrases), except the words in ./overrides.ts, which
// win (docs/decisions/0100). Any text converts: a character OpenCC does not know is kept as it is.
// The dictionaries are about 1.2 MB of JavaScript, so they load on first use, once, through a
// dynamic import: the server pays for them only when staff add a case without a Traditional name.
import { OVERRIDES } from './overrides.ts';

export type ZhTWConverter = (zhCN: string) => string;

const overrideKeys = Object.keys(OVERRIDES).sort((a, b) => b.length - a.length);

/** `text` with each override (longest match first) put in verbatim and the stretches between them converted. */
export function withOverrides(text: string, convert: ZhTWConverter, overrides: Readonly<Record<string, string>> = OVERRIDES): string {
  const keys = overrides === OVERRIDES ? overrideKeys : Object.keys(overrides).sort((a, b) => b.length - a.length);
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; ) {
    const key = keys.find((k) => text.startsWith(k, i));
    if (key === undefined) {
      i += 1;
      continue;
    }
    out += convert(text.slice(start, i)) + overrides[key];
    i += key.length;
    start = i;
  }
  return out + convert(text.slice(start));
}

let loading: Promise<ZhTWConverter> | undefined;

async function load(): Promise<ZhTWConverter> {
  const [{ ConverterBuilder }, preset] = await Promise.all([import('opencc-js/core'), import('opencc-js/preset/cn2t')]);
  const opencc = ConverterBuilder(preset)({ from: 'cn', to: 'twp' });
  return (zhCN) => withOverrides(zhCN, opencc);
}

/** The converter, loaded on the first call (later calls share it; a failed load is tried again). */
export function loadZhTW(): Promise<ZhTWConverter> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

export async function toZhTW(zhCN: string): Promise<string> {
  return (await loadZhTW())(zhCN);
}
