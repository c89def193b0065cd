// A page's whole resource: what came, a failure flag cleared by the next load, and clear.
import { describe, expect, it } from 'vitest';
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
