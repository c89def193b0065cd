// @vitest-environment happy-dom
// A dream miss told plainly: the ticket and the winning range with separators, "close" only when it
// was, and stopping offered as prominently as trying again.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DreamGoResult } from '../../shared/contracts/dream.ts';
import { translator } from '../../lib/i18n/ui.ts';
import DreamResultDialog from './DreamResultDialog.tsx';

const target = {
  ornamentId: 1, name: 'AK-47 | Redline', image: '', rarity: { name: 'Classified', color: '#d32ce6' }, price: '400.00', grade: 3,
  weaponType: 'ak', wear: 'FT', wearName: 'Field-Tested', statTrak: false,
} as unknown as DreamGoResult['target'];

const miss = (ticket: number): DreamGoResult => ({
  rollId: '7', ticket, chancePpm: 250_000, winFrom: 1, winTo: 250_000, tickets: 1_000_000, won: false, target, item: null,
  fee: '100.00', stakeValue: '0.00', edgePpm: 50_000, balance: '0.00', publicHash: 'h', clientSeed: 'c', nonce: 1,
});

describe('the dream result', () => {
  afterEach(cleanup);

  it('a far miss: no "close", the ticket against the range, stop as large as again', () => {
    render(<DreamResultDialog result={miss(762_379)} t={translator('en')} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'The dream missed' })).toBeTruthy();
    expect(screen.queryByText(/close/i, { selector: 'h2' })).toBeNull();
    expect(screen.getByTestId('dream-result-told').textContent).toBe('Ticket 762,379; winning 1–250,000.');
    expect(screen.getByTestId('dream-stop').className).toBe(screen.getByTestId('dream-again').className);
    expect(screen.getByTestId('dream-limits').getAttribute('href')).toBe('/personal/protection');
  });

  it('calls a miss close only within 3 % of the tickets', () => {
    render(<DreamResultDialog result={miss(262_000)} t={translator('zh-CN')} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: '差一点：追梦未成功' })).toBeTruthy();
    expect(screen.getByTestId('dream-result-told').textContent).toBe('开出号码 262,000，中奖号码 1–250,000。');
  });
});
