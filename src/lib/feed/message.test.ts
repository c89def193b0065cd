import { describe, expect, it, vi } from 'vitest';
import { EVENT } from '../../shared/contracts/feed.ts';
import { drop } from './fixtures.ts';
import { parseFeedMessage } from './message.ts';

describe('parseFeedMessage', () => {
  it('reads a case drop (eventType 21)', () => {
    const d = drop(7, 1);
    const ev = parseFeedMessage(JSON.stringify({ eventType: EVENT.caseDrop, data: d }), vi.fn());
    expect(ev).toEqual({ kind: 'drop', eventType: 21, drop: d });
  });

  it('treats upgrade and battle drops as drops too, and turns a numeric id into text', () => {
    const ev = parseFeedMessage(JSON.stringify({ eventType: EVENT.battleDrop, data: { ...drop(1), id: 99 } }), vi.fn());
    expect(ev?.kind).toBe('drop');
    expect(ev?.kind === 'drop' && ev.drop.id).toBe('99');
    expect(parseFeedMessage(JSON.stringify({ eventType: EVENT.upgradeDrop, data: drop(2) }), vi.fn())?.kind).toBe('drop');
  });

  it('passes other events through untouched', () => {
    expect(parseFeedMessage('{"eventType":32,"data":{"state":1}}', vi.fn())).toEqual({ kind: 'event', eventType: 32, data: { state: 1 } });
  });

  it.each([
    ['not JSON', 'hello'],
    ['no eventType', '{"data":{}}'],
    ['a string eventType', '{"eventType":"21","data":{}}'],
    ['null', 'null'],
    ['a drop without id', JSON.stringify({ eventType: 21, data: { grade: 1 } })],
    ['a drop without grade', JSON.stringify({ eventType: 21, data: { id: '1' } })],
    ['a drop with null data', JSON.stringify({ eventType: 21, data: null })],
  ])('logs and ignores %s', (_, body) => {
    const warn = vi.fn();
    expect(parseFeedMessage(body, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('logs to console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseFeedMessage('{')).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
