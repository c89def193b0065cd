// A page's whole resource: what came, a failure flag cleared by the next load, and clear.
import { describe, expect, it, vi } from 'vitest';
import { LIST_FOCUS_REFRESH_MS } from './list-cache.ts';
import { createResource } from './resource.ts';

describe('createResource', () => {
  it('loads, fails, retries and clears', async () => {
    let fail = true;
    const r = createResource(async () => {
      if (fail) throw new Error('down');
      return { n: 1 };
    });
    await r.load();
    expect([r.$data.get(), r.$failed.get()]).toEqual([null, true]);
    fail = false;
    await r.load();
    expect([r.$data.get(), r.$failed.get()]).toEqual([{ n: 1 }, false]);
    r.clear();
    expect(r.$data.get()).toBeNull();
  });
});

describe('the focus refresh', () => {
  it('asks again on focus while shown and loaded, at most once every 5 s', async () => {
    vi.useFakeTimers();
    try {
      const listeners = new Set<() => void>();
      const focus = (cb: () => void) => {
        listeners.add(cb);
        return () => listeners.delete(cb);
      };
      const fire = () => listeners.forEach((cb) => cb());
      let calls = 0;
      const r = createResource(async () => ({ n: ++calls }), { focus });
      const stop = r.$data.listen(() => {});
      fire();
      expect(calls).toBe(0); // nothing loaded yet: the page's own load comes first
      await r.load();
      fire();
      expect(calls).toBe(1);
      vi.advanceTimersByTime(LIST_FOCUS_REFRESH_MS);
      fire();
      fire();
      await vi.waitFor(() => expect(r.$data.get()).toEqual({ n: 2 }));
      expect(calls).toBe(2);
      stop();
      vi.advanceTimersByTime(1_000);
      expect(listeners.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops an answer that comes after a clear', async () => {
    let release!: (v: { n: number }) => void;
    const r = createResource(() => new Promise<{ n: number }>((res) => (release = res)));
    const pending = r.load();
    r.clear();
    release({ n: 1 });
    await pending;
    expect(r.$data.get()).toBeNull();
  });
});
