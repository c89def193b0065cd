import { describe, expect, it } from 'vitest';
import { negotiateHeartBeat, parseHeartBeat } from './heartbeat.ts';
import { StompFrameError } from './stomp-codec.ts';

describe('heart-beat negotiation', () => {
  const server = { sendMs: 10_000, receiveMs: 10_000 };

  it('runs each direction at the larger of what the sender can and the receiver wants', () => {
    // client: can send every 4 s, wants to hear every 20 s
    expect(negotiateHeartBeat(server, { sendMs: 4_000, receiveMs: 20_000 })).toEqual({
      serverSendsEveryMs: 20_000,
      clientSendsEveryMs: 10_000,
    });
  });

  it('turns a direction off when either side says 0', () => {
    expect(negotiateHeartBeat(server, { sendMs: 0, receiveMs: 5_000 })).toEqual({ serverSendsEveryMs: 10_000, clientSendsEveryMs: 0 });
    expect(negotiateHeartBeat({ sendMs: 0, receiveMs: 0 }, { sendMs: 1, receiveMs: 1 })).toEqual({ serverSendsEveryMs: 0, clientSendsEveryMs: 0 });
  });

  it('parses the header, absent meaning 0,0', () => {
    expect(parseHeartBeat('10000,5000')).toEqual({ sendMs: 10_000, receiveMs: 5_000 });
    expect(parseHeartBeat(' 1 , 2 ')).toEqual({ sendMs: 1, receiveMs: 2 });
    expect(parseHeartBeat(undefined)).toEqual({ sendMs: 0, receiveMs: 0 });
    for (const bad of ['', '10', 'a,b', '-1,0', '1,2,3']) expect(() => parseHeartBeat(bad)).toThrow(StompFrameError);
  });
});
