// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n/ui.ts';
import { OPENED } from './fixtures.ts';
import OpenResultDialog from './OpenResultDialog.tsx';

describe('the result dialog', () => {
  afterEach(cleanup);

  it('shows each drop with rarity, wear and value against the case price, and the profit', () => {
    // A ¥900 knife and a ¥0.50 pistol from two ¥10 cases.
    render(<OpenResultDialog drops={OPENED.drops} casePrice="10.00" t={translator('en')} onClose={() => undefined} />);
    const [knife, pistol] = screen.getAllByTestId('result-item');
    expect(within(knife).getByTestId('result-rarity').textContent).toBe('隐秘');
    expect(within(knife).getByTestId('result-wear').textContent).toBe('崭新出厂');
    expect(knife.textContent).toContain('¥900');
    expect(within(knife).getByTestId('result-multiple').textContent).toBe('×90.0 the case price');
    expect(within(pistol).getByTestId('result-multiple').textContent).toBe('×0.05 the case price');
    const outcome = screen.getByTestId('result-outcome');
    expect(outcome.getAttribute('data-kind')).toBe('profit');
    expect(outcome.textContent).toBe('Profit +¥880.50');
    expect(screen.getByTestId('open-result').textContent).toContain('Cost ¥20');
  });

  it('says a loss as one, in Chinese too', () => {
    render(<OpenResultDialog drops={[OPENED.drops[1]]} casePrice="10.00" t={translator('zh-CN')} onClose={() => undefined} />);
    expect(screen.getByTestId('result-multiple').textContent).toBe('箱子价格的 ×0.05');
    const outcome = screen.getByTestId('result-outcome');
    expect(outcome.getAttribute('data-kind')).toBe('loss');
    expect(outcome.textContent).toBe('亏损 −¥9.50');
  });

  it('after a case coupon shows what was paid as the cost, and the profit or loss from it', () => {
    // Two ¥10 cases with ¥5 off: ¥15 paid; ¥900.50 of drops is ¥885.50 up, not ¥880.50.
    render(<OpenResultDialog drops={OPENED.drops} casePrice="10.00" paid="15.00" t={translator('en')} onClose={() => undefined} />);
    expect(screen.getByTestId('result-cost').textContent).toBe('Cost ¥15');
    expect(screen.getByTestId('result-outcome').textContent).toBe('Profit +¥885.50');
    cleanup();
    // One ¥10 case with ¥4 off: ¥6 paid for a ¥0.50 drop is ¥5.50 down.
    render(<OpenResultDialog drops={[OPENED.drops[1]]} casePrice="10.00" paid="6.00" t={translator('en')} onClose={() => undefined} />);
    expect(screen.getByTestId('result-cost').textContent).toBe('Cost ¥6');
    expect(screen.getByTestId('result-outcome').getAttribute('data-kind')).toBe('loss');
    expect(screen.getByTestId('result-outcome').textContent).toBe('Loss −¥5.50');
  });

  it('a free case shows no cost and no loss: nothing was paid', () => {
    render(<OpenResultDialog drops={[OPENED.drops[1]]} casePrice="10.00" t={translator('zh-CN')} free onClose={() => undefined} />);
    expect(screen.queryByTestId('result-outcome')).toBeNull();
    expect(screen.getByTestId('open-result').textContent).toContain('免费开启，未花费余额');
    expect(screen.getByTestId('open-result').textContent).not.toContain('开箱花费');
  });
});
