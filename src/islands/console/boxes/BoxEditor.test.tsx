// @vitest-environment happy-dom
// The case proposal editor: the running total against 1,000,000, no preview asked for a table that
// does not tile, the server's preview once it does (its ranges beside the rows, its derived price),
// and a proposal that sends items and weights in order with the reason, never a price.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleBoxItem, ConsoleBoxPreview } from '../../../shared/console/boxes.ts';
import { forgetMe } from '../../../lib/console/api.ts';
import { sentBody } from '../../../lib/test-support.ts';
import BoxEditor from './BoxEditor.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const item = (ornamentId: number, name: string, tickets: number, ticketFrom: number): ConsoleBoxItem => ({
  ornamentId, name, rarityColor: '#eb4b4b', wear: 'FT', price: '10.00', ticketFrom, ticketTo: ticketFrom + tickets - 1, tickets, odds: '',
});
const start = [item(11, 'Rare knife', 400_000, 1), item(22, 'Common pistol', 600_000, 400_001)];

describe('BoxEditor', () => {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  const bodies: Record<string, unknown>[] = [];

  beforeEach(() => {
    forgetMe();
    bodies.length = 0;
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    fetch.mockImplementation(async (url, init) => {
      if (url === '/api/console/me') return ok({ id: '1', name: 'op', role: 'operator', permissions: ['boxes.propose'], csrfToken: 'x', mustChangePassword: false });
      const body = JSON.parse(sentBody(init)) as { items: { ornamentId: number; weight: number }[] };
      bodies.push({ url, ...body });
      if (url === '/api/console/boxes/preview') {
        let from = 1;
        const items = body.items.map((i) => { const r = item(i.ornamentId, `#${i.ornamentId}`, i.weight, from); from += i.weight; return r; });
        return ok({ price: '11.12', expectedValue: '10.00', rtp: '89.93', items, totalWeight: from - 1 } satisfies ConsoleBoxPreview);
      }
      if (url === '/api/console/boxes/propose') return ok({ id: 7 });
      throw new Error(url);
    });
  });
  afterEach(() => cleanup());

  it('asks no preview while the weights do not tile, previews once they do, and proposes without a price', async () => {
    render(<BoxEditor lang="en" boxId={3} start={start} edge={10} />);
    await waitFor(() => expect(screen.getByTestId('box-price').textContent).toBe('¥11.12'));
    expect(screen.getAllByTestId('box-range').map((e) => e.textContent)).toEqual(['1–400000', '400001–1000000']);

    fireEvent.change(screen.getAllByTestId('box-weight')[0], { target: { value: '400001' } });
    expect(screen.getByTestId('box-editor-total').textContent).toContain('1 tickets over');
    expect(screen.queryByTestId('box-price')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('box-submit').disabled).toBe(true);
    const asked = bodies.length;
    fireEvent.change(screen.getAllByTestId('box-weight')[1], { target: { value: 'x' } });
    expect(screen.getAllByTestId('box-weight')[1].getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getAllByTestId('box-weight')[1], { target: { value: '600000' } });
    // The filler (most tickets) takes the difference: 400001 + 599999.
    fireEvent.click(screen.getByRole('button', { name: 'Give the difference to the item with the most tickets' }));
    expect((screen.getAllByTestId('box-weight')[1] as HTMLInputElement).value).toBe('599999');
    await waitFor(() => expect(screen.getByTestId('box-price')).toBeTruthy());
    expect(bodies.slice(asked).every((b) => (b.items as { weight: number }[]).reduce((s, i) => s + i.weight, 0) === 1_000_000)).toBe(true);

    fireEvent.change(screen.getByTestId('box-reason'), { target: { value: 'more knives' } });
    fireEvent.click(screen.getByTestId('box-submit'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Proposal #7'));
    const sent = bodies.find((b) => b.url === '/api/console/boxes/propose')!;
    expect(sent).toEqual({ url: '/api/console/boxes/propose', boxId: 3, reason: 'more knives', items: [{ ornamentId: 11, weight: 400_001 }, { ornamentId: 22, weight: 599_999 }] });
  });
});
