// A console page's whole-thing load: the answer shown, a failure's message kept (with the last
// answer) until the next answer, a slow answer dropped when a newer load began or the page reset.
import { describe, expect, it } from 'vitest';
import { createLoad } from './load.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('createLoad', () => {
  it('shows the answer, then a failure beside the last answer, cleared by the next answer', async () => {
    let fail = false;
    const l = createLoad((id: string) => (fail ? Promise.reject(new Error('refused')) : Promise.resolve({ id })));
    expect(await l.load('1')).toBe('');
    expect(l.$state.get()).toEqual({ data: { id: '1' }, error: '', loading: false });
    fail = true;
    expect(await l.load('2')).toBe('refused');
    expect(l.$state.get()).toEqual({ data: { id: '1' }, error: 'refused', loading: false });
    fail = false;
    await l.load('3');
    expect(l.$state.get()).toEqual({ data: { id: '3' }, error: '', loading: false });
  });

  it('drops an answer overtaken by a newer load or by a reset', async () => {
    const calls: ReturnType<typeof deferred<string>>[] = [];
    const l = createLoad(() => { const d = deferred<string>(); calls.push(d); return d.promise; });
    const first = l.load();
    const second = l.load();
    expect(l.$state.get().loading).toBe(true);
    calls[1].resolve('new');
    calls[0].reject(new Error('old failure'));
    expect(await first).toBe('');
    await second;
    expect(l.$state.get()).toEqual({ data: 'new', error: '', loading: false });
    const third = l.load();
    l.reset();
    calls[2].resolve('late');
    await third;
    expect(l.$state.get()).toEqual({ data: null, error: '', loading: false });
    l.set('written');
    expect(l.$state.get().data).toBe('written');
  });
});
