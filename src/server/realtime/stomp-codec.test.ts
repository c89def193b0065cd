import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bodyText, encodeFrame, StompFrameError, StompParser, type StompFrame } from './stomp-codec.ts';

const parse = (input: string | Uint8Array, maxFrameBytes = 64 * 1024): StompFrame[] => [
  ...new StompParser({ maxFrameBytes }).push(input),
];

function expectFrameError(input: string | Uint8Array, code: StompFrameError['code'], maxFrameBytes = 64 * 1024) {
  let caught: unknown;
  try {
    parse(input, maxFrameBytes);
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(StompFrameError);
  expect((caught as StompFrameError).code).toBe(code);
}

describe('encodeFrame', () => {
  it('escapes header names and values per STOMP 1.2', () => {
    const bytes = encodeFrame({ command: 'MESSAGE', headers: { 'a:b': 'x\\y\r\nz:w' }, body: '' });
    expect(bytes.toString('utf8')).toBe('MESSAGE\na\\cb:x\\\\y\\r\\nz\\cw\ncontent-length:0\n\n\0');
  });

  it('leaves CONNECT and CONNECTED headers unescaped, and refuses what cannot be sent that way', () => {
    const bytes = encodeFrame({ command: 'CONNECTED', headers: { version: '1.2', server: 'a:b\\c' } });
    expect(bytes.toString('utf8')).toBe('CONNECTED\nversion:1.2\nserver:a:b\\c\n\n\0');
    expect(() => encodeFrame({ command: 'CONNECT', headers: { login: 'a\nb' } })).toThrow(TypeError);
  });

  it('counts content-length in bytes and keeps multi-byte text exact', () => {
    const body = '{"name":"中文🎉"}';
    const bytes = encodeFrame({ command: 'MESSAGE', headers: { destination: '/topic/messages' }, body });
    expect(bytes.toString('utf8')).toContain(`content-length:${Buffer.byteLength(body)}\n`);
    expect(Buffer.byteLength(body)).not.toBe(body.length);
    const [frame] = parse(bytes);
    expect(Buffer.from(frame.body).equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(bodyText(frame)).toBe(body);
  });

  it('skips undefined headers and refuses a caller-supplied content-length', () => {
    expect(encodeFrame({ command: 'RECEIPT', headers: { 'receipt-id': '7', x: undefined } }).toString()).toBe('RECEIPT\nreceipt-id:7\n\n\0');
    expect(() => encodeFrame({ command: 'SEND', headers: { 'content-length': 3 }, body: 'abc' })).toThrow(TypeError);
  });
});

describe('StompParser', () => {
  it('parses a frame without content-length up to the first NUL', () => {
    const [frame] = parse('SEND\ndestination:/topic/a\n\nhello\0');
    expect(frame.command).toBe('SEND');
    expect(frame.headers.destination).toBe('/topic/a');
    expect(bodyText(frame)).toBe('hello');
  });

  it('unescapes headers, but not in CONNECT', () => {
    const [msg] = parse('MESSAGE\nk\\cey:a\\nb\\\\c\\rd\\ce\n\n\0');
    expect(msg.headers['k:ey']).toBe('a\nb\\c\rd:e');
    const [connect] = parse('CONNECT\nlogin:a\\cb\npasscode:x:y\n\n\0');
    expect(connect.headers.login).toBe('a\\cb');
    expect(connect.headers.passcode).toBe('x:y');
  });

  it('honours content-length, so a body may contain NUL', () => {
    const body = Buffer.from([0x61, 0x00, 0x62, 0x00]);
    const input = Buffer.concat([Buffer.from('SEND\ndestination:/topic/a\ncontent-length:4\n\n'), body, Buffer.from([0])]);
    const [frame] = parse(input);
    expect(Buffer.from(frame.body).equals(body)).toBe(true);
  });

  it('rejects a body longer than its content-length', () => {
    expectFrameError('SEND\ncontent-length:2\n\nabc\0', 'malformed');
  });

  it('accepts CRLF line endings and skips heart-beat EOLs around frames', () => {
    const frames = parse('\n\r\n\nSEND\r\ndestination:/topic/a\r\n\r\nx\0\r\n\n\nSEND\ndestination:/topic/b\n\ny\0\n');
    expect(frames.map((f) => [f.headers.destination, bodyText(f)])).toEqual([
      ['/topic/a', 'x'],
      ['/topic/b', 'y'],
    ]);
    expect(parse('\n\n\r\n')).toEqual([]);
  });

  it('parses several frames from one chunk', () => {
    const chunk = Buffer.concat([
      encodeFrame({ command: 'SUBSCRIBE', headers: { id: '1', destination: '/topic/a' } }),
      encodeFrame({ command: 'SEND', headers: { destination: '/topic/a' }, body: 'a\0b' }),
      encodeFrame({ command: 'DISCONNECT', headers: { receipt: 'r' } }),
    ]);
    const frames = parse(chunk);
    expect(frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'SEND', 'DISCONNECT']);
    expect(bodyText(frames[1])).toBe('a\0b');
  });

  it('assembles a frame that arrives one byte at a time, splitting multi-byte characters', () => {
    const body = '中文🎉 and NUL \0 inside';
    const bytes = encodeFrame({ command: 'MESSAGE', headers: { destination: '/topic/中文' }, body });
    const parser = new StompParser({ maxFrameBytes: 1024 });
    const frames: StompFrame[] = [];
    for (let i = 0; i < bytes.length; i++) {
      frames.push(...parser.push(bytes.subarray(i, i + 1)));
      if (i < bytes.length - 1) expect(frames).toHaveLength(0);
    }
    expect(frames).toHaveLength(1);
    expect(frames[0].headers.destination).toBe('/topic/中文');
    expect(Buffer.from(frames[0].body).equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(parser.pendingBytes).toBe(0);
  });

  it('round-trips any headers and body whatever the chunking (property)', () => {
    // Characters that need escaping or are multi-byte, mixed with ordinary ones.
    const unit = fc.oneof(fc.constantFrom('\\', ':', '\r', '\n', '\0', '中', '🎉'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }));
    const headerName = fc.string({ unit, minLength: 1, maxLength: 12 }).filter((s) => s !== 'content-length');
    fc.assert(
      fc.property(
        fc.dictionary(headerName, fc.string({ unit, maxLength: 20 }), { maxKeys: 5 }),
        fc.uint8Array({ maxLength: 200 }),
        fc.array(fc.nat(400), { maxLength: 6 }),
        (headers, body, cuts) => {
          const bytes = Buffer.concat([
            encodeFrame({ command: 'MESSAGE', headers, body }),
            Buffer.from('\n'),
            encodeFrame({ command: 'RECEIPT', headers: { 'receipt-id': 'r' } }),
          ]);
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const parser = new StompParser({ maxFrameBytes: 4096 });
          const frames: StompFrame[] = [];
          let from = 0;
          for (const p of [...points, bytes.length]) {
            frames.push(...parser.push(bytes.subarray(from, p)));
            from = p;
          }
          expect(frames.map((f) => f.command)).toEqual(['MESSAGE', 'RECEIPT']);
          expect(Buffer.from(frames[0].body).equals(Buffer.from(body))).toBe(true);
          for (const [k, v] of Object.entries(headers)) expect(frames[0].headers[k]).toBe(v);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the first of repeated headers', () => {
    const [frame] = parse('MESSAGE\nfoo:first\nfoo:second\n\n\0');
    expect(frame.headers.foo).toBe('first');
  });

  it('does not let a header named __proto__ touch the prototype', () => {
    const [frame] = parse('MESSAGE\n__proto__:x\n\n\0');
    expect(frame.headers['__proto__']).toBe('x');
    expect(Object.getPrototypeOf(frame.headers)).toBeNull();
  });

  it.each([
    ['an unknown command', 'HELLO\n\n\0'],
    ['a lower-case command', 'send\n\n\0'],
    ['a header without a colon', 'SEND\nnocolon\n\n\0'],
    ['an empty header name', 'SEND\n:value\n\n\0'],
    ['an undefined escape', 'SEND\nx:a\\tb\n\n\0'],
    ['a trailing backslash', 'SEND\nx:ab\\\n\n\0'],
    ['a non-numeric content-length', 'SEND\ncontent-length:abc\n\nabc\0'],
    ['a negative content-length', 'SEND\ncontent-length:-1\n\n\0'],
    ['a bare CR in a header', 'SEND\nx:a\rb\n\n\0'],
    ['a CR not followed by LF between frames', '\rSEND\n\n\0'],
  ])('rejects %s as malformed', (_what, input) => {
    expectFrameError(input, 'malformed');
  });

  it('rejects headers that are not UTF-8', () => {
    expectFrameError(Buffer.from([...Buffer.from('SEND\nx:'), 0xff, 0xfe, ...Buffer.from('\n\n\0')]), 'malformed');
  });

  it('stays failed after an error', () => {
    const parser = new StompParser({ maxFrameBytes: 1024 });
    expect(() => [...parser.push('BAD\n\n\0')]).toThrow(StompFrameError);
    expect(() => parser.push('SEND\n\n\0')).toThrow(StompFrameError);
  });

  it('yields the frames before a malformed one', () => {
    const parser = new StompParser({ maxFrameBytes: 1024 });
    const seen: string[] = [];
    expect(() => {
      for (const f of parser.push('SEND\ndestination:/topic/a\n\nok\0BAD\n\n\0')) seen.push(f.command);
    }).toThrow(StompFrameError);
    expect(seen).toEqual(['SEND']);
  });

  describe('frame size cap', () => {
    it('accepts a frame of exactly the cap', () => {
      const frame = encodeFrame({ command: 'SEND', headers: { destination: '/topic/a' }, body: 'x'.repeat(100) });
      expect(parse(frame, frame.length)).toHaveLength(1);
      expectFrameError(frame, 'frame-too-large', frame.length - 1);
    });

    it('refuses a declared content-length over the cap before the body arrives', () => {
      const parser = new StompParser({ maxFrameBytes: 1024 });
      expect(() => [...parser.push('SEND\ncontent-length:5000\n\n')]).toThrow(/larger than 1024/);
    });

    it('refuses a body without content-length that grows past the cap, without waiting for its NUL', () => {
      const parser = new StompParser({ maxFrameBytes: 1024 });
      expect([...parser.push('SEND\n\n')]).toEqual([]);
      expect(() => [...parser.push('x'.repeat(2000))]).toThrow(/larger than 1024/);
    });

    it('refuses a head that never ends', () => {
      const parser = new StompParser({ maxFrameBytes: 1024 });
      expect(() => [...parser.push(`SEND\nx:${'y'.repeat(2000)}`)]).toThrow(/larger than 1024/);
    });

    it('limits the number of headers', () => {
      const headers = Array.from({ length: 65 }, (_, i) => `h${i}:v\n`).join('');
      expectFrameError(`SEND\n${headers}\n\0`, 'too-many-headers');
    });

    it('does not count other buffered frames against the cap', () => {
      const one = encodeFrame({ command: 'SEND', headers: { destination: '/topic/a' }, body: 'x'.repeat(500) });
      const many = Buffer.concat([one, one, one, one]);
      expect(parse(many, one.length)).toHaveLength(4);
    });
  });
});
