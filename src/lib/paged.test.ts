import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../shared/contracts/wallet.ts';
import { LIST_CACHE_MS, LIST_FOCUS_REFRESH_MS } from './list-cache.ts';
import { createFilteredList, createPagedList, createQueryList } from './paged.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const page = (n: number, total = 40): Page<string> => ({ list: [`p${n}`], total, page: n, pageSize: 15 });

describe('createPagedList', () => {
  it('loads pages and moves with next/prev within bounds', async () => {
    const calls: number[] = [];
    const list = createPagedList(async (n) => {
      calls.push(n);
      return page(n);
    });
    await list.load(1);
    expect(list.$state.get()).toMatchObject({ page: 1, loading: false, data: { list: ['p1'] } });
    await list.prev();
    await list.next();
    await list.next();
    await list.next(); // 40 items at 15 a page = 3 pages
    expect(calls).toEqual([1, 2, 3]);
    await list.refresh();
    expect(calls).toEqual([1, 2, 3, 3]);
    await list.prev();
    expect(list.$state.get().page).toBe(2);
  });

  it('drops a stale answer that arrives after a newer one', async () => {
    const gates = new Map<number, ReturnType<typeof deferred<Page<string>>>>();
    const list = createPagedList((n) => {
      const d = deferred<Page<string>>();
      gates.set(n, d);
      return d.promise;
    });
    const a = list.load(1);
    const b = list.load(2);
    gates.get(2)!.resolve(page(2));
    await b;
    gates.get(1)!.resolve(page(1));
    await a;
    expect(list.$state.get()).toMatchObject({ page: 2, data: { list: ['p2'] }, loading: false });
  });

  it('a stale failure does not overwrite the newer answer', async () => {
    const gates = new Map<number, ReturnType<typeof deferred<Page<string>>>>();
    const list = createPagedList((n) => {
      const d = deferred<Page<string>>();
      gates.set(n, d);
      return d.promise;
    });
    const a = list.load(1);
    const b = list.load(2);
    gates.get(2)!.resolve(page(2));
    await b;
    gates.get(1)!.reject(new Error('boom'));
    await a;
    expect(list.$state.get()).toMatchObject({ page: 2, error: null });
  });

  it('keeps the error of the latest load', async () => {
    const list = createPagedList(async () => {
      throw new Error('网络错误');
    });
    await list.load(1);
    expect(list.$state.get()).toMatchObject({ loading: false, error: '网络错误', data: null });
  });

  it('reset drops answers still in flight', async () => {
    const d = deferred<Page<string>>();
    const list = createPagedList(() => d.promise);
    const a = list.load(1);
    list.reset();
    d.resolve(page(1));
    await a;
    expect(list.$state.get()).toEqual({ page: 1, data: null, loading: false, error: null });
  });
});

describe('createFilteredList', () => {
  it('asks page 1 with the changed filter and keeps the others', async () => {
    const calls: [string, number, number][] = [];
    // Without the request cache: this test counts what each filter change asks.
    const list = createFilteredList({ kind: 'all', stat: -1 }, async (f, n) => {
      calls.push([f.kind, f.stat, n]);
      return page(n);
    }, { cacheMs: 0 });
    await list.start();
    await list.next();
    await list.filter({ stat: 0 });
    expect(calls).toEqual([['all', -1, 1], ['all', -1, 2], ['all', 0, 1]]);
    expect(list.$filters.get()).toEqual({ kind: 'all', stat: 0 });
    expect(list.$state.get().page).toBe(1);
    await list.refresh();
    expect(calls.at(-1)).toEqual(['all', 0, 1]);
    await list.filter({ stat: 0 }); // unchanged, on page 1: nothing asked
    expect(calls).toHaveLength(4);
    await list.next();
    await list.filter({ stat: 0 }); // unchanged, but back to page 1
    expect(calls.slice(-2)).toEqual([['all', 0, 2], ['all', 0, 1]]);
  });

  it('start and reset go back to the first filters; reset drops an answer in flight', async () => {
    const gates: ReturnType<typeof deferred<Page<string>>>[] = [];
    const list = createFilteredList({ stat: -1 }, () => {
      const d = deferred<Page<string>>();
      gates.push(d);
      return d.promise;
    });
    const a = list.filter({ stat: 2 });
    list.reset();
    expect(list.$filters.get()).toEqual({ stat: -1 });
    gates[0].resolve(page(1));
    await a;
    expect(list.$state.get().data).toBeNull();
    const b = list.start();
    gates[1].resolve(page(1));
    await b;
    expect(list.$state.get()).toMatchObject({ page: 1, data: { list: ['p1'] } });
  });
});

describe('createQueryList', () => {
  const Q = { page: 1, pageSize: 20, sort: null };

  it('asks with the filter and the query; a new filter asks page 1', async () => {
    const calls: unknown[] = [];
    const list = createQueryList({ q: '' }, Q, async (f, q) => {
      calls.push([f.q, q.page, q.pageSize]);
      return { total: 1 };
    });
    expect(list.$state.get()).toEqual({ data: null, error: '', loading: true });
    await list.start({ q: 'a' });
    await list.setQuery({ page: 3, pageSize: 50, sort: null });
    await list.setFilter({ q: 'b' });
    expect(calls).toEqual([['a', 1, 20], ['a', 3, 50], ['b', 1, 50]]);
    expect(list.$state.get()).toEqual({ data: { total: 1 }, error: '', loading: false });
    expect(list.initialFilter).toEqual({ q: '' });
  });

  it('keeps the last answer on a failure and resolves to its message', async () => {
    let fail = false;
    const list = createQueryList({}, Q, async () => {
      if (fail) throw new Error('nope');
      return 'rows';
    });
    await list.start();
    fail = true;
    await expect(list.refresh()).resolves.toBe('nope');
    expect(list.$state.get()).toEqual({ data: 'rows', error: 'nope', loading: false });
    fail = false;
    await expect(list.refresh()).resolves.toBe('');
    expect(list.$state.get().error).toBe('');
  });

  it('ignores an answer or a failure that arrives after a newer query', async () => {
    const gates: ReturnType<typeof deferred<string>>[] = [];
    const list = createQueryList({}, Q, () => {
      const d = deferred<string>();
      gates.push(d);
      return d.promise;
    });
    const a = list.setQuery({ ...Q, page: 2 });
    const b = list.setQuery({ ...Q, page: 3 });
    gates[1].resolve('three');
    await b;
    gates[0].reject(new Error('late'));
    await expect(a).resolves.toBe('');
    expect(list.$state.get()).toEqual({ data: 'three', error: '', loading: false });
    expect(list.$query.get().page).toBe(3);
  });
});

describe('the request cache and the focus refresh', () => {
  function focusable() {
    const listeners = new Set<() => void>();
    return {
      source: (cb: () => void) => {
        listeners.add(cb);
        return () => listeners.delete(cb);
      },
      fire: () => listeners.forEach((cb) => cb()),
      get count() {
        return listeners.size;
      },
    };
  }

  it('serves a page seen within 5 minutes without asking, and asks again after', async () => {
    vi.useFakeTimers();
    try {
      const calls: number[] = [];
      const list = createPagedList(async (n) => {
        calls.push(n);
        return page(n);
      }, { focus: focusable().source });
      await list.load(1);
      await list.next();
      await list.prev();
      expect(calls).toEqual([1, 2]);
      expect(list.$state.get()).toMatchObject({ page: 1, loading: false, data: { list: ['p1'] } });
      vi.advanceTimersByTime(LIST_CACHE_MS - 1);
      await list.next();
      expect(calls).toEqual([1, 2]);
      vi.advanceTimersByTime(1);
      await list.prev();
      expect(calls).toEqual([1, 2, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refresh asks the server and forgets every cached page; reset forgets them too', async () => {
    vi.useFakeTimers();
    try {
      const calls: number[] = [];
      const list = createPagedList(async (n) => {
        calls.push(n);
        return page(n);
      }, { focus: focusable().source });
      await list.load(1);
      await list.load(2);
      await list.refresh();
      await list.load(1);
      expect(calls).toEqual([1, 2, 2, 1]);
      list.reset();
      await list.load(1);
      expect(calls).toEqual([1, 2, 2, 1, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keys the cache by the filters of a filtered list', async () => {
    const calls: string[] = [];
    const list = createFilteredList({ type: -1 }, async (f, n) => {
      calls.push(`${f.type}:${n}`);
      return page(n);
    }, { focus: focusable().source });
    await list.load(1);
    await list.filter({ type: 2 });
    await list.filter({ type: -1 });
    await list.filter({ type: 2 });
    expect(calls).toEqual(['-1:1', '2:1']);
  });

  it('asks the shown page again on focus while shown, at most once every 5 s', async () => {
    vi.useFakeTimers();
    try {
      const focus = focusable();
      const calls: number[] = [];
      const list = createPagedList(async (n) => {
        calls.push(n);
        return page(n);
      }, { focus: focus.source });
      expect(focus.count).toBe(0); // nothing listens while nothing shows the list
      const stop = list.$state.listen(() => {});
      expect(focus.count).toBe(1);
      focus.fire();
      expect(calls).toEqual([]); // nothing loaded yet: nothing to refresh
      await list.load(2);
      focus.fire();
      await Promise.resolve();
      expect(calls).toEqual([2]); // within 5 s of the load
      vi.advanceTimersByTime(LIST_FOCUS_REFRESH_MS);
      focus.fire();
      focus.fire();
      await vi.waitFor(() => expect(list.$state.get().loading).toBe(false));
      expect(calls).toEqual([2, 2]);
      stop();
      vi.advanceTimersByTime(1_000); // nanostores unmounts a store a second after its last listener
      expect(focus.count).toBe(0);
      vi.advanceTimersByTime(LIST_FOCUS_REFRESH_MS);
      focus.fire();
      expect(calls).toEqual([2, 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
