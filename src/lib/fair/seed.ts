// The player's current seed pair (/provably-fair; the island only renders it): the pair, a new
// client seed (checked with the shared schema, loaded on the first save), and rotation, which
// reveals the old server seed and salt.
import { map } from 'nanostores';
import type { RevealedSeed, SeedInfo } from '../../shared/contracts/fair.ts';
import type { Lang } from '../../shared/messages.ts';
import { fairApi } from '../api/fair.ts';

export interface SeedState {
  seed: SeedInfo | null;
  failed: boolean;
  draft: string;
  error: string | undefined;
  saving: boolean;
  rotating: boolean;
  revealed: RevealedSeed | null;
}

const initial = (): SeedState => ({ seed: null, failed: false, draft: '', error: undefined, saving: false, rotating: false, revealed: null });
export const $seed = map<SeedState>(initial());

function isSeedInfo(v: unknown): v is SeedInfo {
  return typeof v === 'object' && v !== null && typeof (v as SeedInfo).publicHash === 'string';
}

/** Loads the pair (a fresh panel); returns the leave. */
export function loadSeed(): () => void {
  $seed.set(initial());
  let live = true;
  fairApi.seed().then((seed) => {
    if (live) $seed.setKey('seed', seed);
  }, () => {
    if (live) $seed.setKey('failed', true);
  });
  return () => {
    live = false;
    $seed.set(initial());
  };
}

export function setSeedDraft(draft: string): void {
  $seed.setKey('draft', draft);
}

/** Saves the typed client seed; true when the server took it (a refusal was toasted). */
export async function saveClientSeed(lang: Lang): Promise<boolean> {
  // The shared schema (and zod with it) loads on the first save, not with the page.
  const [{ setClientSeedBody }, { validate }] = await Promise.all([import('../../shared/contracts/fair.ts'), import('../forms.ts')]);
  const v = validate(setClientSeedBody, lang, { clientSeed: $seed.get().draft });
  if (!v.ok) {
    $seed.setKey('error', v.errors.clientSeed ?? Object.values(v.errors)[0]);
    return false;
  }
  $seed.set({ ...$seed.get(), error: undefined, saving: true });
  try {
    const answer = await fairApi.setClientSeed(v.data.clientSeed);
    const seed = isSeedInfo(answer) ? answer : await fairApi.seed();
    $seed.set({ ...$seed.get(), seed, draft: '' });
    return true;
  } catch {
    return false; // Toasted by the request client.
  } finally {
    $seed.setKey('saving', false);
  }
}

/** Rotates the pair; true when it did (the old pair is then revealed). */
export async function rotateSeed(): Promise<boolean> {
  $seed.setKey('rotating', true);
  try {
    const r = await fairApi.rotate();
    $seed.set({ ...$seed.get(), revealed: r.revealed, seed: r.current });
    return true;
  } catch {
    return false; // Toasted by the request client.
  } finally {
    $seed.setKey('rotating', false);
  }
}
