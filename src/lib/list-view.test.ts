import { describe, expect, it } from 'vitest';
import { listView, loadView } from './list-view.ts';

const page = (n: number) => ({ list: Array.from({ length: n }, (_, i) => i) });

describe('listView', () => {
  it('is loading before the first answer, empty or ready after it', () => {
    expect(listView({ data: null, error: null, loading: false })).toBe('loading');
    expect(listView({ data: null, error: null, loading: true })).toBe('loading');
    expect(listView({ data: page(0), error: null, loading: false })).toBe('empty');
    expect(listView({ data: page(2), error: null, loading: false })).toBe('ready');
    // A reload keeps the last answer on screen (dimmed by the list), not "loading".
    expect(listView({ data: page(0), error: null, loading: true })).toBe('empty');
  });

  it('says a failed load, never "nothing here", and keeps the items when asked to', () => {
    expect(listView({ data: null, error: 'boom', loading: false })).toBe('error');
    expect(listView({ data: page(0), error: 'boom', loading: false })).toBe('error');
    expect(listView({ data: page(3), error: 'boom', loading: false })).toBe('error');
    expect(listView({ data: page(3), error: 'boom', loading: false }, { keepData: true })).toBe('ready');
    expect(listView({ data: null, error: 'boom', loading: false }, { keepData: true })).toBe('error');
    // '' is the query lists' "no error".
    expect(listView({ data: page(0), error: '', loading: false })).toBe('empty');
  });
});

describe('loadView', () => {
  it('maps a lobby state', () => {
    expect(loadView({ state: 'loading' })).toBe('loading');
    expect(loadView({ state: 'failed' })).toBe('error');
    expect(loadView({ state: 'ready', data: [] })).toBe('empty');
    expect(loadView({ state: 'ready', data: [1] })).toBe('ready');
  });
});
