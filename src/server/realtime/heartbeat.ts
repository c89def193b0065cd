// STOMP 1.2 heart-beat negotiation. The `heart-beat: x,y` header says "I can send every x ms,
// I want to receive every y ms"; 0 means "cannot" / "do not want". Each direction runs at the
// larger of the sender's x and the receiver's y, or not at all when either side says 0.

import { StompFrameError } from './stomp-codec.ts';

export interface HeartBeatSetting {
  /** The smallest interval at which this side can send heart-beats (x). */
  sendMs: number;
  /** The interval at which this side wants to receive them (y). */
  receiveMs: number;
}

export interface NegotiatedHeartBeat {
  /** The server sends something at least this often; 0 = never. */
  serverSendsEveryMs: number;
  /** The server expects something from the client at least this often; 0 = never. */
  clientSendsEveryMs: number;
}

/** Parses a `heart-beat` header; absent means 0,0 as the spec says. */
export function parseHeartBeat(value: string | undefined): HeartBeatSetting {
  if (value === undefined) return { sendMs: 0, receiveMs: 0 };
  const m = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  if (!m) throw new StompFrameError('malformed', `invalid heart-beat header ${JSON.stringify(value.slice(0, 32))}`);
  return { sendMs: Number(m[1]), receiveMs: Number(m[2]) };
}

export function formatHeartBeat(setting: HeartBeatSetting): string {
  return `${setting.sendMs},${setting.receiveMs}`;
}

export function negotiateHeartBeat(server: HeartBeatSetting, client: HeartBeatSetting): NegotiatedHeartBeat {
  const direction = (senderCan: number, receiverWants: number) =>
    senderCan === 0 || receiverWants === 0 ? 0 : Math.max(senderCan, receiverWants);
  return {
    serverSendsEveryMs: direction(server.sendMs, client.receiveMs),
    clientSendsEveryMs: direction(client.sendMs, server.receiveMs),
  };
}
