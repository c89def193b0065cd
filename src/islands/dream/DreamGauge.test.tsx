// @vitest-environment happy-dom
// The dial lands where the server's ticket is: at once with fast open (the landing callback runs
// once), after its spin otherwise; it says the ticket in data-ticket and aria-valuenow only once
// landed, and the winning arc's length follows the chance.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../lib/i18n/ui.ts';
import { angleTicket, SPIN_MS } from '../../lib/dream/gauge.ts';
import { DreamGauge } from './DreamGauge.tsx';

const t = translator('en');

function needleAngle(): number {
  const style = screen.getByTestId('dream-needle').getAttribute('style') ?? '';
  return Number(/rotate\(([-\d.]+)deg\)/.exec(style)?.[1]);
}

describe('the dream dial', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('with fast open lands at once on the ticket and calls back once', () => {
    const landed = vi.fn();
    render(<DreamGauge t={t} chancePpm={250_000} color="#eb4b4b" ticket={612_345} rollKey="r1" won={false} fast onLanded={landed} />);
    const gauge = screen.getByTestId('dream-gauge');
    expect(gauge.getAttribute('data-state')).toBe('landed');
    expect(gauge.getAttribute('data-ticket')).toBe('612345');
    expect(gauge.getAttribute('aria-valuenow')).toBe('612345');
    expect(angleTicket(needleAngle())).toBe(612_345);
    expect(landed).toHaveBeenCalledTimes(1);
  });

  it('spins first, then lands on the ticket; a new roll spins again', () => {
    vi.useFakeTimers();
    const landed = vi.fn();
    const { rerender } = render(<DreamGauge t={t} chancePpm={500_000} color="#eb4b4b" ticket={42} rollKey="r1" won fast={false} onLanded={landed} />);
    const gauge = screen.getByTestId('dream-gauge');
    expect(gauge.getAttribute('data-state')).toBe('spinning');
    expect(gauge.getAttribute('data-ticket')).toBe('');
    expect(gauge.getAttribute('aria-valuenow')).toBeNull();
    act(() => { vi.advanceTimersByTime(SPIN_MS + 100); });
    expect(gauge.getAttribute('data-state')).toBe('landed');
    expect(gauge.getAttribute('data-ticket')).toBe('42');
    expect(angleTicket(needleAngle())).toBe(42);
    expect(landed).toHaveBeenCalledTimes(1);

    rerender(<DreamGauge t={t} chancePpm={500_000} color="#eb4b4b" ticket={999_999} rollKey="r2" won={false} fast={false} onLanded={landed} />);
    expect(gauge.getAttribute('data-state')).toBe('spinning');
    act(() => { vi.advanceTimersByTime(SPIN_MS + 100); });
    expect(gauge.getAttribute('data-ticket')).toBe('999999');
    expect(angleTicket(needleAngle())).toBe(999_999);
    expect(landed).toHaveBeenCalledTimes(2);
  });

  it('draws the winning arc as the chance\'s share of the dial', () => {
    render(<DreamGauge t={t} chancePpm={250_000} color="#eb4b4b" ticket={null} rollKey={null} won={null} fast={false} onLanded={() => undefined} />);
    const [arc, whole] = (screen.getByTestId('dream-gauge-arc').getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect(arc / whole).toBeCloseTo(0.25, 6);
    expect(screen.getByTestId('dream-gauge').getAttribute('data-state')).toBe('idle');
  });
});
