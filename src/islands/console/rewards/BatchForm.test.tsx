// @vitest-environment happy-dom
// The code batch form renders its store: a made batch says how many codes went to which file; the
// server's refusal replaces it. (An expiry that is no time, refused before sending, is the store's
// test: the browser's datetime input never holds one.)
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../lib/i18n/ui.ts';
import { rewardsApi } from '../../../lib/console/rewards.ts';

vi.mock('../../../lib/download.ts', () => ({ download: () => undefined }));
const { BatchForm } = await import('./BatchForm.tsx');

const tr = (key: Parameters<typeof t>[1], p?: Record<string, string | number>) => t('zh-CN', key, p);

describe('console code batch form', () => {
  afterEach(() => { cleanup(); vi.restoreAllMocks(); });

  it('says the codes were downloaded; a server refusal is shown in its place', async () => {
    const create = vi.spyOn(rewardsApi, 'create').mockResolvedValueOnce({ csv: new Blob(['x']), fileName: 'AB.csv', count: 2 })
      .mockRejectedValueOnce(new Error('前缀已被使用'));
    vi.spyOn(rewardsApi, 'batches').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 20 });
    render(<BatchForm t={tr} />);
    fireEvent.change(screen.getByTestId('cdk-name'), { target: { value: '双十一' } });
    fireEvent.change(screen.getByTestId('cdk-prefix'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByTestId('cdk-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('cdk-submit'));
    await waitFor(() => expect(screen.getByTestId('cdk-done').textContent).toBe(tr('console_rewards_downloaded', { count: 2, file: 'AB.csv' })));
    expect(create.mock.calls[0][0]).toMatchObject({ name: '双十一', prefix: 'AB', reward: { kind: 'balance', amount: '5' } });

    fireEvent.click(screen.getByTestId('cdk-submit'));
    await waitFor(() => expect(screen.getByTestId('cdk-error').textContent).toBe('前缀已被使用'));
    expect(screen.queryByTestId('cdk-done')).toBeNull();
    expect(create).toHaveBeenCalledTimes(2);
  });
});
