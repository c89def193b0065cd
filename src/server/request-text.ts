// Request text as it was sent. Bytes that are not UTF-8 (raw, or percent-encoded like %ED%A0%80, an
// encoded surrogate half) do not become U+FFFD, which every field would take as an ordinary
// character: each such byte becomes a lone surrogate U+DC80..U+DCFF (Python's "surrogateescape"),
// which the field schemas refuse by the field's name (shared/forbidden-chars.ts). A malformed
// escape ("%zz", a trailing "%A") is kept as the literal text, as browsers do. Nothing here throws.

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Length of the well-formed UTF-8 sequence at `i` (RFC 3629: no overlongs, no surrogates), 0 if none. */
function sequenceLength(b: Uint8Array, i: number): number {
  const c = b[i];
  if (c < 0x80) return 1;
  const cont = (k: number) => i + k < b.length && (b[i + k] & 0xc0) === 0x80;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c >= 0xe0 && c <= 0xef) {
    if (!cont(1) || !cont(2)) return 0;
    if (c === 0xe0 && b[i + 1] < 0xa0) return 0;
    if (c === 0xed && b[i + 1] > 0x9f) return 0;
    return 3;
  }
  if (c >= 0xf0 && c <= 0xf4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    if (c === 0xf0 && b[i + 1] < 0x90) return 0;
    if (c === 0xf4 && b[i + 1] > 0x8f) return 0;
    return 4;
  }
  return 0;
}

/** UTF-8 to text; a byte that starts no well-formed sequence becomes the lone surrogate U+DC00 + byte. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    // fall through: decode piece by piece
  }
  let out = '';
  let start = 0;
  let i = 0;
  while (i < bytes.length) {
    const n = sequenceLength(bytes, i);
    if (n > 0) {
      i += n;
      continue;
    }
    out += strict.decode(bytes.subarray(start, i)) + String.fromCharCode(0xdc00 + bytes[i]);
    i += 1;
    start = i;
  }
  return out + strict.decode(bytes.subarray(start));
}

const hex = (c: number) => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);

/**
 * One name or value of application/x-www-form-urlencoded text: "+" is a space, %XX a byte, and the
 * bytes are read as UTF-8. `text` holds one byte per character for raw bytes (a body read as
 * latin1, or a URL as Node's HTTP parser gives it); a character above U+00FF (a test's injected
 * URL) is kept as it is.
 */
export function decodeFormComponent(text: string): string {
  let out = '';
  const bytes: number[] = [];
  const flush = () => {
    if (bytes.length) out += decodeUtf8(Uint8Array.from(bytes));
    bytes.length = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25 /* % */ && i + 2 < text.length && hex(text.charCodeAt(i + 1)) >= 0 && hex(text.charCodeAt(i + 2)) >= 0) {
      bytes.push(hex(text.charCodeAt(i + 1)) * 16 + hex(text.charCodeAt(i + 2)));
      i += 2;
    } else if (c === 0x2b /* + */) {
      bytes.push(0x20);
    } else if (c <= 0xff) {
      bytes.push(c);
    } else {
      flush();
      out += text[i];
    }
  }
  flush();
  return out;
}

/**
 * name=value&… into an object without a prototype (so "__proto__" is just a name); a repeated
 * name gives an array of its values, as Fastify's own parser does.
 */
export function parseFormText(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  if (!text) return out;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decodeFormComponent(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decodeFormComponent(pair.slice(eq + 1));
    const prev = out[name];
    if (prev === undefined) out[name] = value;
    else if (Array.isArray(prev)) prev.push(value);
    else out[name] = [prev, value];
  }
  return out;
}

/** A form body: its bytes one to a character, then as above (raw non-UTF-8 bytes are kept too). */
export function parseFormBody(body: Buffer): Record<string, string | string[]> {
  return parseFormText(body.toString('latin1'));
}
