// The case editor's help: the item search asks once typing stops (nothing for no text, nothing
// shown on failure); the preview asks a moment after the table tiles, the latest table wins, and a
// table that stopped tiling drops the answer for the one before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleBoxPreview } from '../../shared/console/boxes.ts';
import { $boxPreview, $ornamentHits, boxPropose, proposeBox, schedulePreview, searchOrnaments, startBoxEditor, stopBoxEditor } from './box-editor.ts';
import { boxesApi, type DraftInput } from './boxes.ts';

const draft = (w: number): DraftInput => ({ boxId: 3, items: [{ ornamentId: 1, weight: w }] });
const preview = (price: string) => ({ price }) as unknown as ConsoleBoxPreview;

beforeEach(() => vi.useFakeTimers());
afterEach(() => { stopBoxEditor(); vi.useRealTimers(); vi.restoreAllMocks(); });

describe('the case editor store', () => {
  it('searches once typing stops; no text or a failure shows no hits', async () => {
    const ornaments = vi.spyOn(boxesApi, 'ornaments').mockResolvedValueOnce([{ ornamentId: 1 }] as never).mockRejectedValueOnce(new Error('x'));
    searchOrnaments('a');
    searchOrnaments('ak ');
    await vi.advanceTimersByTimeAsync(300);
    expect(ornaments).toHaveBeenCalledTimes(1);
    expect(ornaments).toHaveBeenCalledWith('ak');
    expect($ornamentHits.get()).toEqual([{ ornamentId: 1 }]);
    searchOrnaments('m4');
    await vi.advanceTimersByTimeAsync(300);
    expect($ornamentHits.get()).toEqual([]);
    $ornamentHits.set([{ ornamentId: 2 }] as never);
    searchOrnaments('  ');
    expect($ornamentHits.get()).toEqual([]);
  });

  it('previews the latest tiling table; one that stops tiling drops the answer in flight', async () => {
    let answer!: (p: ConsoleBoxPreview) => void;
    const ask = vi.spyOn(boxesApi, 'preview').mockImplementation(() => new Promise((r) => { answer = r; }));
    schedulePreview(draft(1));
    schedulePreview(draft(2));
    await vi.advanceTimersByTimeAsync(400);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith(draft(2));
    answer(preview('1.00'));
    await vi.advanceTimersByTimeAsync(0);
    expect($boxPreview.get()).toEqual({ preview: preview('1.00'), error: '' });
    schedulePreview(draft(3));
    await vi.advanceTimersByTimeAsync(400);
    schedulePreview(null);
    answer(preview('2.00'));
    await vi.advanceTimersByTimeAsync(0);
    expect($boxPreview.get()).toEqual({ preview: null, error: '' });
  });

  it('a refused preview shows the message; a proposal resolves to its id', async () => {
    vi.spyOn(boxesApi, 'preview').mockRejectedValue(new Error('weights must tile'));
    const propose = vi.spyOn(boxesApi, 'propose').mockResolvedValue({ id: 7 });
    schedulePreview(draft(1));
    await vi.advanceTimersByTimeAsync(400);
    expect($boxPreview.get()).toEqual({ preview: null, error: 'weights must tile' });
    expect(await proposeBox(draft(1), 'more knives')).toBe(7);
    expect(propose).toHaveBeenCalledWith({ ...draft(1), reason: 'more knives' });
  });
});

describe('the editor\'s submit', () => {
  it('names the proposal made; a refusal is shown until the editor opens again', async () => {
    vi.spyOn(boxesApi, 'propose').mockResolvedValueOnce({ id: 7 }).mockRejectedValueOnce(new Error('reason too short'));
    const t = (key: string, p?: Record<string, string | number>) => `${key} ${JSON.stringify(p)}`;
    expect(await boxPropose.run(t, draft(1), 'more knives')).toEqual({ ok: true, value: 7 });
    expect(boxPropose.$state.get()).toEqual({ busy: false, error: '', notice: 'console_boxes_submitted {"id":7}' });
    await boxPropose.run(t, draft(1), 'x');
    expect(boxPropose.$state.get()).toEqual({ busy: false, error: 'reason too short', notice: '' });
    startBoxEditor();
    expect(boxPropose.$state.get()).toEqual({ busy: false, error: '', notice: '' });
  });
});
