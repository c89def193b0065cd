import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { wsDataFrame } from './ws-frame.ts';

// ws's own framing (its public static Sender.frame) is the reference: the same bytes for every
// length class of the header (7-bit, 16-bit, 64-bit lengths) and both opcodes.
const wsSender = (ws as unknown as { Sender: { frame(data: Buffer, o: object): Buffer[] } }).Sender;

describe('wsDataFrame', () => {
  for (const length of [0, 1, 125, 126, 65_535, 65_536, 70_000]) {
    for (const binary of [false, true]) {
      it(`${length} bytes, ${binary ? 'binary' : 'text'}: the bytes ws would send`, () => {
        const payload = Buffer.alloc(length, 0x61);
        const expected = Buffer.concat(wsSender.frame(payload, { fin: true, rsv1: false, opcode: binary ? 2 : 1, mask: false, readOnly: true }));
        expect(wsDataFrame(payload, binary).equals(expected)).toBe(true);
      });
    }
  }
});
