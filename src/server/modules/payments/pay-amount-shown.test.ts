// The recharge dialog works out what the buyer will pay from the published rate (src/lib/money.ts);
// the order, and the provider's charge (Stripe's unit_amount), use the server's payAmountFor. They
// must agree to the cent, or the buyer is charged other than what was shown before paying.
import { describe, expect, it } from 'vitest';
import { payAmountFor as shownAmount } from '../../../lib/money.ts';
import { formatFen } from '../../../shared/money.ts';
import { CURRENCIES, payAmountFor } from './channels.ts';

describe('the amount shown before paying is the amount charged', () => {
  for (const currency of Object.values(CURRENCIES)) {
    it(`in ${currency.code}`, () => {
      const rate = formatFen(currency.rateFen);
      for (let fen = 1000n; fen <= 5_000_000n; fen += 997n) {
        expect(shownAmount(formatFen(fen), rate)).toBe(formatFen(payAmountFor(fen, currency)));
      }
    });
  }
});
