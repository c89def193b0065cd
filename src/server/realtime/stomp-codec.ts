// STOMP 1.2 frame codec: an incremental parser for a byte stream and a serializer.
// Bodies stay bytes end to end, so multi-byte UTF-8 (中文, emoji) and NUL bytes survive exactly;
// `content-length` always counts bytes. https://stomp.github.io/stomp-specification-1.2.html

export const CLIENT_COMMANDS = [
  'CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT',
] as const;
export const SERVER_COMMANDS = ['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR'] as const;
export type StompCommand = (typeof CLIENT_COMMANDS)[number] | (typeof SERVER_COMMANDS)[number];

const COMMANDS: ReadonlySet<string> = new Set<string>([...CLIENT_COMMANDS, ...SERVER_COMMANDS]);

/** Header names map to the first value seen (spec: a repeated header's first entry wins). No prototype. */
export type StompHeaders = Record<string, string>;

export interface StompFrame {
  command: StompCommand;
  headers: StompHeaders;
  body: Uint8Array;
}

export type StompFrameErrorCode = 'malformed' | 'frame-too-large' | 'too-many-headers';

/** Input that is not a STOMP 1.2 frame. The stream cannot be resynchronised: close it. */
export class StompFrameError extends Error {
  readonly code: StompFrameErrorCode;
  constructor(code: StompFrameErrorCode, message: string) {
    super(message);
    this.name = 'StompFrameError';
    this.code = code;
  }
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const RETAINED_BUFFER_BYTES = 16 * 1024;

// CONNECT and CONNECTED predate escaping (1.0 compatibility), so their headers are taken literally.
function escapesHeaders(command: string): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED';
}

function unescapeHeader(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = text[++i];
    if (next === 'r') out += '\r';
    else if (next === 'n') out += '\n';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    // The spec makes undefined escapes (\t, a trailing backslash) a fatal protocol error.
    else throw new StompFrameError('malformed', `undefined escape sequence \\${next ?? ''} in a header`);
  }
  return out;
}

function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (ch) => (ch === '\\' ? '\\\\' : ch === '\r' ? '\\r' : ch === '\n' ? '\\n' : '\\c'));
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new StompFrameError('malformed', `${what} is not valid UTF-8`);
  }
}

export interface StompParserOptions {
  /** Largest frame accepted, command line to trailing NUL inclusive. */
  maxFrameBytes: number;
  /** Most header lines in one frame; defaults to 64. */
  maxHeaders?: number;
}

type Phase = 'between-frames' | 'head' | 'body';

/**
 * Incremental parser: push chunks as they arrive (a WebSocket message may hold part of a frame,
 * several frames, or heart-beat EOLs) and iterate the frames completed so far. Throws
 * StompFrameError on bad input; after that the parser stays failed.
 */
export class StompParser {
  readonly #maxFrameBytes: number;
  readonly #maxHeaders: number;
  // Unconsumed bytes live in #buf[#start, #end); the frame being parsed always begins at #start,
  // so offsets below are relative to #start and survive compaction.
  #buf: Buffer = Buffer.alloc(0);
  #start = 0;
  #end = 0;
  #phase: Phase = 'between-frames';
  #scan = 0; // where to resume searching, so a frame arriving in pieces is scanned once
  #lineStart = 0;
  #command: StompCommand | undefined;
  #headers: StompHeaders = Object.create(null) as StompHeaders;
  #headerCount = 0;
  #bodyStart = 0;
  #contentLength: number | undefined;
  #failure: StompFrameError | undefined;

  constructor(options: StompParserOptions) {
    this.#maxFrameBytes = options.maxFrameBytes;
    this.#maxHeaders = options.maxHeaders ?? 64;
  }

  /** Appends a chunk now; the returned iterator yields the frames it completes. */
  push(chunk: Uint8Array | string): IterableIterator<StompFrame> {
    if (this.#failure) throw this.#failure;
    this.#append(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    return this.#drain();
  }

  /** Bytes held for a frame not yet complete (tests and diagnostics). */
  get pendingBytes(): number {
    return this.#end - this.#start;
  }

  #append(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    const used = this.#end - this.#start;
    if (this.#end + chunk.length > this.#buf.length) {
      const needed = used + chunk.length;
      // Grow geometrically so byte-by-byte input stays linear; otherwise just compact in place.
      const target = needed > this.#buf.length ? Math.max(needed, this.#buf.length * 2, 1024) : this.#buf.length;
      const next = target === this.#buf.length ? this.#buf : Buffer.allocUnsafe(target);
      this.#buf.copy(next, 0, this.#start, this.#end);
      this.#buf = next;
      this.#start = 0;
      this.#end = used;
    }
    this.#buf.set(chunk, this.#end);
    this.#end += chunk.length;
  }

  *#drain(): Generator<StompFrame> {
    try {
      for (;;) {
        const frame = this.#step();
        if (frame === 'need-more') return;
        if (frame) yield frame;
      }
    } catch (err) {
      if (err instanceof StompFrameError) this.#failure = err;
      throw err;
    }
  }

  /** Advances the state machine by one unit: returns a frame, null (progress made) or 'need-more'. */
  #step(): StompFrame | null | 'need-more' {
    const buf = this.#buf;
    if (this.#phase === 'between-frames') {
      // EOLs between frames are heart-beats: skip them.
      while (this.#start < this.#end) {
        const b = buf[this.#start];
        if (b === LF) this.#start++;
        else if (b === CR) {
          if (this.#start + 1 >= this.#end) return 'need-more';
          if (buf[this.#start + 1] !== LF) throw new StompFrameError('malformed', 'CR not followed by LF');
          this.#start += 2;
        } else break;
      }
      if (this.#start === this.#end) return 'need-more';
      this.#beginFrame();
      return null;
    }
    if (this.#phase === 'head') return this.#stepHead();
    return this.#stepBody();
  }

  #beginFrame(): void {
    this.#phase = 'head';
    this.#scan = 0;
    this.#lineStart = 0;
    this.#command = undefined;
    this.#headers = Object.create(null) as StompHeaders;
    this.#headerCount = 0;
    this.#contentLength = undefined;
  }

  #stepHead(): null | 'need-more' {
    const nl = this.#live().indexOf(LF, this.#start + this.#scan);
    if (nl === -1) {
      this.#scan = this.#end - this.#start;
      this.#checkSize(this.#scan);
      return 'need-more';
    }
    const lineEnd = nl > this.#start + this.#lineStart && this.#buf[nl - 1] === CR ? nl - 1 : nl;
    const line = this.#buf.subarray(this.#start + this.#lineStart, lineEnd);
    const next = nl + 1 - this.#start;
    this.#checkSize(next);
    if (line.includes(CR)) throw new StompFrameError('malformed', 'bare CR in a frame head');
    if (this.#command === undefined) {
      const command = decodeUtf8(line, 'the command');
      if (!COMMANDS.has(command)) throw new StompFrameError('malformed', `unknown command ${JSON.stringify(command.slice(0, 32))}`);
      this.#command = command as StompCommand;
    } else if (line.length === 0) {
      this.#endHead(next);
    } else {
      this.#addHeader(line);
    }
    this.#lineStart = next;
    this.#scan = next;
    return null;
  }

  #addHeader(line: Uint8Array): void {
    if (++this.#headerCount > this.#maxHeaders) {
      throw new StompFrameError('too-many-headers', `more than ${this.#maxHeaders} headers`);
    }
    const text = decodeUtf8(line, 'a header');
    const colon = text.indexOf(':');
    if (colon <= 0) throw new StompFrameError('malformed', colon === 0 ? 'empty header name' : 'header line without a colon');
    const literal = !escapesHeaders(this.#command ?? '');
    const name = literal ? text.slice(0, colon) : unescapeHeader(text.slice(0, colon));
    const value = literal ? text.slice(colon + 1) : unescapeHeader(text.slice(colon + 1));
    if (this.#headers[name] === undefined) this.#headers[name] = value;
  }

  #endHead(bodyStart: number): void {
    this.#phase = 'body';
    this.#bodyStart = bodyStart;
    this.#scan = bodyStart;
    const raw = this.#headers['content-length'];
    if (raw === undefined) return;
    if (!/^\d{1,15}$/.test(raw)) throw new StompFrameError('malformed', `invalid content-length ${JSON.stringify(raw.slice(0, 32))}`);
    this.#contentLength = Number(raw);
    // Refuse at once rather than buffering a body we will reject anyway.
    this.#checkSize(bodyStart + this.#contentLength + 1);
  }

  #stepBody(): StompFrame | 'need-more' {
    let bodyEnd: number;
    if (this.#contentLength !== undefined) {
      bodyEnd = this.#bodyStart + this.#contentLength;
      if (this.#start + bodyEnd >= this.#end) return 'need-more';
      if (this.#buf[this.#start + bodyEnd] !== NUL) {
        throw new StompFrameError('malformed', 'frame body longer than content-length (no NUL after it)');
      }
    } else {
      const nul = this.#live().indexOf(NUL, this.#start + this.#scan);
      if (nul === -1) {
        this.#scan = this.#end - this.#start;
        this.#checkSize(this.#scan);
        return 'need-more';
      }
      bodyEnd = nul - this.#start;
      this.#checkSize(bodyEnd + 1);
    }
    // Copy: the buffer is reused for later input.
    const body = Buffer.from(this.#buf.subarray(this.#start + this.#bodyStart, this.#start + bodyEnd));
    const frame: StompFrame = { command: this.#command as StompCommand, headers: this.#headers, body };
    this.#start += bodyEnd + 1;
    this.#phase = 'between-frames';
    if (this.#start === this.#end) {
      this.#start = 0;
      this.#end = 0;
      // Do not keep a large buffer alive on an idle connection after one big message.
      if (this.#buf.length > RETAINED_BUFFER_BYTES) this.#buf = Buffer.alloc(0);
    }
    return frame;
  }

  // The buffer's tail past #end is stale; searches must not see it.
  #live(): Buffer {
    return this.#buf.subarray(0, this.#end);
  }

  #checkSize(frameBytes: number): void {
    if (frameBytes > this.#maxFrameBytes) {
      throw new StompFrameError('frame-too-large', `frame larger than ${this.#maxFrameBytes} bytes`);
    }
  }
}

/** A header value of undefined is left out, which keeps optional headers tidy at call sites. */
export interface OutgoingFrame {
  command: StompCommand;
  headers?: Record<string, string | number | undefined>;
  body?: string | Uint8Array;
}

// Frames that carry a body get an explicit content-length even when empty, so a body may hold NUL.
const BODY_COMMANDS: ReadonlySet<string> = new Set(['SEND', 'MESSAGE', 'ERROR']);

/** Serializes one frame; content-length is computed here (in bytes) and may not be passed in. */
export function encodeFrame(frame: OutgoingFrame): Buffer {
  const body = frame.body === undefined ? Buffer.alloc(0) : typeof frame.body === 'string' ? Buffer.from(frame.body, 'utf8') : frame.body;
  const escape = escapesHeaders(frame.command);
  let head = `${frame.command}\n`;
  for (const [name, value] of Object.entries(frame.headers ?? {})) {
    if (value === undefined) continue;
    if (name === 'content-length') throw new TypeError('content-length is computed by encodeFrame');
    const text = String(value);
    if (escape) {
      head += `${escapeHeader(name)}:${escapeHeader(text)}\n`;
    } else {
      if (/[\r\n:]/.test(name) || /[\r\n]/.test(text)) {
        throw new TypeError(`header ${JSON.stringify(name)} cannot be sent unescaped in ${frame.command}`);
      }
      head += `${name}:${text}\n`;
    }
  }
  if (body.length > 0 || BODY_COMMANDS.has(frame.command)) head += `content-length:${body.length}\n`;
  head += '\n';
  return Buffer.concat([Buffer.from(head, 'utf8'), body, Buffer.of(NUL)]);
}

/** The body as text; bodies that are not UTF-8 become a StompFrameError. */
export function bodyText(frame: StompFrame): string {
  return decodeUtf8(frame.body, 'the body');
}
