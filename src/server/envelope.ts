import type { Envelope } from '../shared/contracts/envelope.ts';

export function ok<T>(data: T): Envelope<T> {
  return { status: 0, msg: '', data, success: true };
}

export function fail(status: number, msg: string): Envelope<null> {
  return { status, msg, data: null, success: false };
}
