// The console's redeem-code calls (browser). Making a batch answers a CSV attachment,
// not the envelope: it is fetched here (CSRF header as every console write) and handed to the
// browser as a download, the one time the codes are ever shown.
import type { ConsoleCdkBatch, ConsoleCdkBatchDetail } from '../../shared/contracts/rewards/cdk.ts';
import type { RewardKind } from '../../shared/reward-constants.ts';
import { atom } from 'nanostores';
import { download } from '../download.ts';
import type { Translator } from '../i18n/ui.ts';
import { createQueryList } from '../paged.ts';
import { ConsoleApiError, consoleGet, consolePost, me, pageLangOf } from './api.ts';
import { createAction } from './action.ts';
import { createLoad } from './load.ts';

export type { ConsoleCdkBatch, ConsoleCdkBatchDetail };
export interface Paged<T> { list: T[]; total: number; page: number; pageSize: number }

/** The reward as the form sends it (yuan and percent text; ids as numbers). */
export type RewardInput = { kind: RewardKind } & Record<string, string | number | null>;

export interface BatchInput {
  name: string;
  prefix: string;
  count: number;
  usesPerCode: number;
  usesPerPlayer: number;
  expiresAt: string;
  reward: RewardInput;
}

/** The CSV's file name from Content-Disposition. */
function fileNameOf(res: Response): string {
  const m = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return m?.[1] ?? 'codes.csv';
}

export const rewardsApi = {
  batches: (q: { page: number; pageSize: number }) => consoleGet<Paged<ConsoleCdkBatch>>('/rewards/batches', q),
  batch: (id: string) => consoleGet<ConsoleCdkBatchDetail>('/rewards/batch', { id }),
  stop: (id: string) => consolePost<ConsoleCdkBatch>('/rewards/batches/stop', { id }),
  /** Makes the batch; resolves with the CSV (text and file name) to save, or throws the server's message. */
  async create(input: BatchInput): Promise<{ csv: Blob; fileName: string; count: number }> {
    const res = await fetch('/api/console/rewards/batches', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', lang: pageLangOf(), 'x-csrf-token': (await me()).csrfToken },
      body: JSON.stringify(input),
    });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/csv')) {
      const env = (await res.json().catch(() => null)) as { status?: number; msg?: string } | null;
      throw new ConsoleApiError(env?.msg || res.statusText || `HTTP ${res.status}`, res.status, env?.status ?? res.status);
    }
    const text = await res.text();
    const count = Math.max(0, text.trim().split(/\r\n/).length - 1);
    return { csv: new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName: fileNameOf(res), count };
  },
};

/** /console/rewards: the batches, newest first, paged by the server (docs/decisions/0041-paged-lists.md). */
export const batchList = createQueryList<Record<string, never>, Paged<ConsoleCdkBatch>>({}, { page: 1, pageSize: 20, sort: null }, (_f, query) =>
  rewardsApi.batches({ page: query.page, pageSize: query.pageSize }));

/** Stops a batch (its codes redeem no more), then reloads the batches; rejects with the refusal. */
export async function stopBatch(id: string): Promise<void> {
  await rewardsApi.stop(id);
  void batchList.refresh();
}

/**
 * Makes a batch and hands its CSV to the browser as a download (the one time the codes are shown),
 * then reads the batches again; resolves to how many codes and the file's name, rejects with the refusal.
 */
export async function makeBatch(input: BatchInput): Promise<{ count: number; fileName: string }> {
  const made = await rewardsApi.create(input);
  download(made.csv, made.fileName);
  void batchList.refresh();
  return { count: made.count, fileName: made.fileName };
}

/**
 * The batch form's write. The form hands over how to build the input rather than the input: the
 * build can throw (an expiry that is no time), and that is shown as the refusal like the server's.
 * The notice says how many codes went to which file.
 */
export const batchCreate = createAction(
  async (_t: Translator, build: () => BatchInput) => makeBatch(build()),
  { notice: (made, t) => t('console_rewards_downloaded', { count: made.count, file: made.fileName }) },
);

/** The batch whose redemptions are open under the list; null when none is. */
export const $openBatchId = atom<string | null>(null);
export const batchDetail = createLoad((id: string) => rewardsApi.batch(id));

/** Opens a batch's redemptions (the one shown stays until the new one answers). */
export function openBatch(id: string): Promise<string> {
  $openBatchId.set(id);
  return batchDetail.load(id);
}

export function closeBatch(): void {
  $openBatchId.set(null);
  batchDetail.reset();
}
