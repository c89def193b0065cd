// The home page's figures (GET api/stat/homepage): read once, and asked again after a wait when
// they could not be read (a restart, a dropped line), never shown as a dash meanwhile.
import { atom } from 'nanostores';
import type { HomeStats } from '../../shared/contracts/feed.ts';
import { statApi } from '../api/stat.ts';

/** Waits between attempts when the figures could not be read. */
export const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

/** Null while the figures load. */
export const $homeStats = atom<HomeStats | null>(null);

/** Reads the figures until they come; returns the stop (the figures are forgotten). */
export function watchHomeStats(): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let live = true;
  const load = () => {
    statApi.homepage().then(
      (s) => {
        if (live) $homeStats.set(s);
      },
      () => {
        if (live) timer = setTimeout(load, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      },
    );
  };
  load();
  return () => {
    live = false;
    clearTimeout(timer);
    $homeStats.set(null);
  };
}
