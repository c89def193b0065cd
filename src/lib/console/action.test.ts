// A form's write: busy while it runs, its answer on success, the refusal's message in the store on
// failure (cleared by the next run), the success notice; a family keeps one such state per row.
import { describe, expect, it } from 'vitest';
import { createAction, createActionFamily } from './action.ts';

describe('createAction', () => {
  it('is busy while running, answers on success and keeps a refusal until the next run', async () => {
    let refuse = true;
    const a = createAction(async (n: number) => { if (refuse) throw new Error('refused'); return n * 2; });
    const first = a.run(1);
    expect(a.$state.get()).toEqual({ busy: true, error: '', notice: '' });
    expect(await first).toEqual({ ok: false });
    expect(a.$state.get()).toEqual({ busy: false, error: 'refused', notice: '' });
    refuse = false;
    expect(await a.run(2)).toEqual({ ok: true, value: 4 });
    expect(a.$state.get()).toEqual({ busy: false, error: '', notice: '' });
    a.$state.setKey('error', 'x');
    a.reset();
    expect(a.$state.get()).toEqual({ busy: false, error: '', notice: '' });
  });

  it('says the notice made from the answer and the arguments; a new run hides it; clear hides one part', async () => {
    const a = createAction(async (n: number, _unit: string) => n + 1, { notice: (v, n, unit) => `${n}→${v}${unit}` });
    await a.run(1, ' pcs');
    expect(a.$state.get()).toEqual({ busy: false, error: '', notice: '1→2 pcs' });
    const next = a.run(5, '');
    expect(a.$state.get().notice).toBe('');
    await next;
    a.clear('notice');
    expect(a.$state.get()).toEqual({ busy: false, error: '', notice: '' });
  });

  it('counts a throw before the write (building the input) as the refusal', async () => {
    const sent: number[] = [];
    const a = createAction(async (build: () => number) => { sent.push(build()); });
    expect(await a.run(() => { throw new RangeError('Invalid time value'); })).toEqual({ ok: false });
    expect(a.$state.get().error).toBe('Invalid time value');
    expect(sent).toEqual([]);
  });

  it('ignores a second run while one is under way', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const a = createAction(() => { calls += 1; return new Promise<void>((r) => { release = r; }); });
    const first = a.run();
    expect(await a.run()).toEqual({ ok: false });
    expect(calls).toBe(1);
    release();
    expect(await first).toEqual({ ok: true, value: undefined });
  });

  it('stays busy after a success that leaves the page', async () => {
    const a = createAction(async () => 'x', { leaves: true });
    await a.run();
    expect(a.$state.get().busy).toBe(true);
    const b = createAction(async () => { throw new Error('no'); }, { leaves: true });
    await b.run();
    expect(b.$state.get()).toEqual({ busy: false, error: 'no', notice: '' });
  });
});

describe('createActionFamily', () => {
  it('keeps one state per key, sends the key, and shows the last success of any row', async () => {
    const sent: [string, string][] = [];
    const f = createActionFamily(async (id: string, note: string) => {
      if (note === 'bad') throw new Error(`refused ${id}`);
      sent.push([id, note]);
    }, { notice: (_v, id, note) => `${id}: ${note}` });
    expect(f.get('a')).toBe(f.get('a'));
    await f.get('a').run('bad');
    expect(f.get('a').$state.get().error).toBe('refused a');
    expect(f.get('b').$state.get()).toEqual({ busy: false, error: '', notice: '' });
    await f.get('b').run('ok');
    expect(sent).toEqual([['b', 'ok']]);
    expect(f.$notice.get()).toBe('b: ok');
    expect(f.get('b').$state.get().notice).toBe('b: ok');
    f.clearNotice();
    expect(f.$notice.get()).toBe('');
    await f.get('b').run('again');
    f.reset();
    expect(f.$notice.get()).toBe('');
    expect(f.get('a').$state.get()).toEqual({ busy: false, error: '', notice: '' });
    expect(f.get('b').$state.get()).toEqual({ busy: false, error: '', notice: '' });
  });
});
