// A form's write: busy while it runs, its answer on success, the refusal's message in the store on
// failure (cleared by the next run).
import { describe, expect, it } from 'vitest';
import { createAction } from './action.ts';

describe('createAction', () => {
  it('is busy while running, answers on success and keeps a refusal until the next run', async () => {
    let refuse = true;
    const a = createAction(async (n: number) => { if (refuse) throw new Error('refused'); return n * 2; });
    const first = a.run(1);
    expect(a.$state.get()).toEqual({ busy: true, error: '' });
    expect(await first).toEqual({ ok: false });
    expect(a.$state.get()).toEqual({ busy: false, error: 'refused' });
    refuse = false;
    expect(await a.run(2)).toEqual({ ok: true, value: 4 });
    expect(a.$state.get()).toEqual({ busy: false, error: '' });
    a.$state.setKey('error', 'x');
    a.reset();
    expect(a.$state.get()).toEqual({ busy: false, error: '' });
  });
});
