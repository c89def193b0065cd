// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../lib/i18n/ui.ts';
import { SliderCaptcha } from './SliderCaptcha.tsx';
import { sentBody } from '../../lib/test-support.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const fail = (status: number, msg: string) => new Response(JSON.stringify({ status, msg, data: null, success: false }), { status: 400 });
const puzzle = (id: string) => ({ enabled: true as const, id, width: 320, height: 160, pieceWidth: 52, background: `data:image/jpeg;base64,${id}`, piece: 'data:image/png;base64,AA==' });

describe('SliderCaptcha', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const onSolved = vi.fn();
  const onCancel = vi.fn();
  beforeEach(() => {
    fetch.mockReset();
    onSolved.mockReset();
    onCancel.mockReset();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => cleanup());

  const show = () => render(<SliderCaptcha t={translator('zh-CN')} initial={puzzle('p1')} onSolved={onSolved} onCancel={onCancel} />);
  const body = (i: number) => JSON.parse(sentBody(fetch.mock.calls[i][1])) as { id: string; x: number; trail?: [number, number][] };

  it('is a labelled dialog with the picture and a keyboard-focusable slider', () => {
    show();
    expect(screen.getByRole('dialog', { name: '安全验证' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '带缺口的拼图背景' })).toBeTruthy();
    const slider = screen.getByRole('slider', { name: '拼图滑块：方向键移动，回车确认' });
    expect(slider.getAttribute('aria-valuemax')).toBe('268');
    expect(document.activeElement).toBe(slider);
  });

  it('drags with the pointer and posts the end position with a trail', async () => {
    fetch.mockResolvedValue(ok({ token: 'pass' }));
    show();
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 60, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 130, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('120');
    fireEvent.pointerUp(slider, { clientX: 140, pointerId: 1 });
    await waitFor(() => expect(onSolved).toHaveBeenCalledWith('pass'));
    expect(fetch.mock.calls[0][0]).toBe('/api/common/captcha');
    expect((fetch.mock.calls[0][1].headers as Record<string, string>)['Content-Type']).toBe('application/json');
    const sent = body(0);
    expect(sent).toMatchObject({ id: 'p1', x: 130 });
    expect(sent.trail!.length).toBeGreaterThanOrEqual(3);
    expect(sent.trail!.at(-1)![1]).toBe(130);
    expect(sent.trail!.every(([t], i, all) => i === 0 || t >= all[i - 1][0])).toBe(true);
  });

  it('moves with arrow keys, keeps within the track, and confirms with Enter', async () => {
    fetch.mockResolvedValue(ok({ token: 'pass' }));
    show();
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('11');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('268');
    fireEvent.keyDown(slider, { key: 'Enter' });
    await waitFor(() => expect(onSolved).toHaveBeenCalledWith('pass'));
    expect(body(0).x).toBe(268);
  });

  it('shows a miss with the tries left and starts over at 0', async () => {
    fetch.mockResolvedValue(fail(3002, '拼图位置不对，还可以再试 3 次'));
    show();
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(await screen.findByText('拼图位置不对，还可以再试 3 次')).toBeTruthy();
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(onSolved).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches a new puzzle when this one is closed, and on refresh', async () => {
    fetch.mockImplementation(async (_url, init) => (init.method === 'POST' ? fail(3004, '错误次数过多，请刷新后重试') : ok(puzzle('p2'))));
    show();
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('img', { name: '带缺口的拼图背景' }).getAttribute('src')).toContain('p2'));
    expect(screen.getByText('错误次数过多，请刷新后重试')).toBeTruthy();
    expect(fetch.mock.calls[1][0]).toBe('/api/common/captcha');
    expect(fetch.mock.calls[1][1].method).toBe('GET');

    fetch.mockImplementation(async () => ok(puzzle('p3')));
    fireEvent.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '带缺口的拼图背景' }).getAttribute('src')).toContain('p3'));
    // The next answer goes to the new puzzle.
    fetch.mockImplementation(async () => ok({ token: 'pass' }));
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'Enter' });
    await waitFor(() => expect(onSolved).toHaveBeenCalledWith('pass'));
    expect(JSON.parse(sentBody(fetch.mock.calls.at(-1)![1])).id).toBe('p3');
  });

  describe('on a 375 px screen, where the picture is drawn 280 px wide', () => {
    const DRAWN = 280;
    const scale = DRAWN / 320;
    /** The box the layout would give: the picture and the track are both DRAWN wide. */
    const box = (el: HTMLElement) => {
      const wide = el.dataset.testid === 'captcha-track' || el.dataset.testid === 'captcha-stage' || el.getAttribute('alt') === '带缺口的拼图背景';
      const width = wide ? DRAWN : 0;
      return { x: 0, y: 0, left: 0, top: 0, width, height: 0, right: width, bottom: 0, toJSON: () => ({}) } as DOMRect;
    };
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        return box(this);
      });
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return box(this).width;
      });
    });
    afterEach(() => vi.restoreAllMocks());

    /** A length the component set in percent of the drawn width, in screen pixels. */
    const screenPx = (cssLength: string) => {
      expect(cssLength).toMatch(/%$/);
      return (parseFloat(cssLength) / 100) * DRAWN;
    };

    it('draws the piece and the handle at the picture\'s scale', () => {
      show();
      const piece = screen.getByTestId('captcha-piece');
      expect(screenPx(piece.style.width)).toBeCloseTo(52 * scale);
      expect(screenPx(screen.getByRole('slider').style.width)).toBeCloseTo(52 * scale);
    });

    it('sends the gap\'s x in picture pixels when the piece is dragged to where it meets the gap', async () => {
      fetch.mockResolvedValue(ok({ token: 'pass' }));
      show();
      const gapX = 200;
      const gapOnScreen = gapX * scale; // 175 px: where the player sees the gap
      const slider = screen.getByRole('slider');
      fireEvent.pointerDown(slider, { clientX: 20, pointerId: 1 });
      fireEvent.pointerMove(slider, { clientX: 20 + gapOnScreen / 2, pointerId: 1 });
      fireEvent.pointerMove(slider, { clientX: 20 + gapOnScreen, pointerId: 1 });
      fireEvent.pointerUp(slider, { clientX: 20 + gapOnScreen, pointerId: 1 });
      await waitFor(() => expect(onSolved).toHaveBeenCalledWith('pass'));
      const sent = body(0);
      expect(sent.x).toBe(gapX);
      expect(slider.getAttribute('aria-valuenow')).toBe(String(gapX));
      // The piece was drawn over the gap, and the handle under it.
      const piece = screen.getByTestId('captcha-piece');
      expect(screenPx(piece.style.left)).toBeCloseTo(gapOnScreen);
      expect(screenPx(slider.style.left)).toBeCloseTo(gapOnScreen);
      // The trail is in picture pixels too: from 0 through the middle to the gap.
      const pxs = sent.trail!.map(([, px]) => px);
      expect([pxs[0], pxs.at(-1)]).toEqual([0, gapX]);
      expect(pxs).toContain(gapX / 2);
    });

    it('steps by picture pixels with the keyboard and ends at the picture\'s last place', async () => {
      fetch.mockResolvedValue(ok({ token: 'pass' }));
      show();
      const slider = screen.getByRole('slider');
      fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
      expect(slider.getAttribute('aria-valuenow')).toBe('10');
      expect(screenPx(screen.getByTestId('captcha-piece').style.left)).toBeCloseTo(10 * scale);
      fireEvent.keyDown(slider, { key: 'End' });
      // The piece's right edge meets the picture's right edge on screen.
      const piece = screen.getByTestId('captcha-piece');
      expect(screenPx(piece.style.left) + screenPx(piece.style.width)).toBeCloseTo(DRAWN);
      fireEvent.keyDown(slider, { key: 'Enter' });
      await waitFor(() => expect(onSolved).toHaveBeenCalledWith('pass'));
      expect(body(0).x).toBe(268);
    });
  });

  it('closes on Escape or the close button without sending anything', () => {
    show();
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(fetch).not.toHaveBeenCalled();
  });
});
