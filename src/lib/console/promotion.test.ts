// The flagged referrals' decisions: the note is checked before anything is sent, a decision reads
// the list again and its notice names the player, a refusal stays on its row; another filter or the
// page opening again hides what was said.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralView } from '../../shared/contracts/promotion.ts';
import { promotionApi, referralDecisions, referralList, setReferralFilter, startReferrals } from './promotion.ts';

const page = { list: [] as ReferralView[], total: 0, page: 1, pageSize: 20 };
const t = (key: string, p?: Record<string, string | number>) => (p ? `${key} ${JSON.stringify(p)}` : key);

afterEach(() => vi.restoreAllMocks());

describe('the referral decisions', () => {
  it('refuses a note of one character without sending; a clear reads the list again and names the player', async () => {
    const list = vi.spyOn(promotionApi, 'referrals').mockResolvedValue(page);
    const clear = vi.spyOn(promotionApi, 'clear').mockResolvedValue({} as ReferralView);
    await startReferrals();
    list.mockClear();
    expect(await referralDecisions.get('31').run(t, 'clear', ' x ', 'p31')).toEqual({ ok: false });
    expect(referralDecisions.get('31').$state.get()).toEqual({ busy: false, error: 'console_promotion_noteLength', notice: '' });
    expect(clear).not.toHaveBeenCalled();
    await referralDecisions.get('31').run(t, 'clear', '  same household  ', 'p31');
    expect(clear).toHaveBeenCalledWith('31', 'same household');
    expect(list).toHaveBeenCalledTimes(1);
    expect(referralDecisions.$notice.get()).toBe('console_promotion_cleared {"name":"p31"}');
    await setReferralFilter(2);
    expect(referralDecisions.$notice.get()).toBe('');
    expect(referralList.$filter.get()).toEqual({ flag: 2 });
  });

  it('a refused confirm stays on its row until the page opens again', async () => {
    vi.spyOn(promotionApi, 'referrals').mockResolvedValue(page);
    vi.spyOn(promotionApi, 'confirm').mockRejectedValue(new Error('not flagged'));
    await referralDecisions.get('32').run(t, 'confirm', 'alt account', 'p32');
    expect(referralDecisions.get('32').$state.get().error).toBe('not flagged');
    expect(referralDecisions.get('33').$state.get().error).toBe('');
    expect(referralDecisions.$notice.get()).toBe('');
    await startReferrals();
    expect(referralDecisions.get('32').$state.get().error).toBe('');
  });
});
