// @vitest-environment happy-dom
// /personal/redeem: the code is sent as typed, the reward is worded by rewardText on the
// result card with a link to where it waits, a refused code shows the server's message and no
// result, and the reward records list both sources with "load more".
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RewardRecord, RewardView } from '../../shared/contracts/rewards/cdk.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { fail, ok } from '../box/fixtures.ts';
import toast from 'react-hot-toast';
import RedeemPage from './RedeemPage.tsx';
import { sentBody } from '../../lib/test-support.ts';

const view = (over: Partial<RewardView>): RewardView => ({
  kind: 'balance', amount: null, value: null, min: null, boxId: null, boxName: null, ornamentId: null, ornamentName: null, image: null, count: 1, days: null, ...over,
});
const FREE_BOX = view({ kind: 'freeBox', boxId: 1, boxName: '新手箱', count: 2, days: 7 });
const rec = (i: number, source: string, reward: RewardView): RewardRecord => ({ id: `${source}:${i}`, source, reward, createTime: '2026-11-24T08:00:00.000Z' });

describe('/personal/redeem', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let records: RewardRecord[];
  let redeemAnswer: () => Response;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    records = [rec(2, 'daily', view({ kind: 'coins', amount: '3.00' })), rec(1, 'cdk', view({ kind: 'balance', amount: '5.00' }))];
    redeemAnswer = () => ok({ reward: FREE_BOX });
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/exchangeCdk')) return redeemAnswer();
      if (url.startsWith('/api/profile/getMyRewardPage')) {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        const size = Number(new URL(url, 'http://x').searchParams.get('pageSize'));
        return ok({ list: records.slice((page - 1) * size, page * size), total: records.length, page, pageSize: size });
      }
      return ok(null);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetch.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the code as typed and words the reward on the result card, then refreshes the records', async () => {
    render(<RedeemPage lang="zh-CN" />);
    expect(await screen.findAllByTestId('reward-record-row')).toHaveLength(2);
    const submit = screen.getByTestId<HTMLButtonElement>('redeem-submit');
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('redeem-input'), { target: { value: ' spring-7kq2-m9xd-0hbt-r4wz ' } });
    records = [rec(3, 'cdk', FREE_BOX), ...records];
    fireEvent.click(submit);
    const card = await screen.findByTestId('redeem-result');
    expect(card.textContent).toContain('免费箱子「新手箱」×2');
    expect(card.textContent).toContain('7 天内有效');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/personal/free-boxes');
    const call = fetch.mock.calls.find(([u]) => u.startsWith('/api/profile/exchangeCdk'))!;
    expect(sentBody(call[1])).toBe('code=spring-7kq2-m9xd-0hbt-r4wz');
    expect(screen.getByTestId<HTMLInputElement>('redeem-input').value).toBe('');
    await waitFor(() => expect(screen.getAllByTestId('reward-record-row')).toHaveLength(3));
    expect(screen.getAllByTestId('reward-record-row')[0].textContent).toContain('免费箱子「新手箱」×2');
  });

  it('shows a refused code\'s message once and no result', async () => {
    const toastError = vi.spyOn(toast, 'error');
    redeemAnswer = () => fail(6903, '该兑换码已被领完', 409);
    render(<RedeemPage lang="zh-CN" />);
    fireEvent.change(await screen.findByTestId('redeem-input'), { target: { value: 'USED-0000-0000-0000-0000' } });
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-error')).textContent).toBe('该兑换码已被领完');
    expect(screen.queryByTestId('redeem-result')).toBeNull();
    // Said once, on the card: no toast repeating it.
    expect(toastError).not.toHaveBeenCalled();
  });

  it('lists both sources in the reader\'s language and loads more', async () => {
    records = Array.from({ length: 12 }, (_, i) => rec(i, i % 2 ? 'cdk' : 'daily', view({ kind: 'points', amount: `${i + 1}.00` })));
    render(<RedeemPage lang="en" />);
    const rows = await screen.findAllByTestId('reward-record-row');
    expect(rows).toHaveLength(10);
    expect(rows[0].textContent).toContain('Deposit reward');
    expect(rows[1].textContent).toContain('Code');
    fireEvent.click(screen.getByText('Load more'));
    await waitFor(() => expect(screen.getAllByTestId('reward-record-row')).toHaveLength(12));
    expect(screen.queryByText('Load more')).toBeNull();
  });

  it('asks a signed-out visitor to sign in', async () => {
    clearToken();
    render(<RedeemPage lang="zh-CN" />);
    expect((await screen.findByTestId('redeem-login-prompt')).textContent).toBe('登录后即可兑换');
    expect(screen.queryByTestId('redeem-input')).toBeNull();
  });
});
