// Reality checks: the play session's view, the interval, the answer.
import type { RealityView } from '../../shared/contracts/protection/reality.ts';
import { api } from './index.ts';

export const realityApi = {
  view: () => api.get<RealityView>('/protection/reality', {}, { silent: true }),
  setInterval: (minutes: number) => api.post<RealityView>('/protection/reality/interval', { minutes }),
  answer: (go: boolean) => api.post<RealityView>('/protection/reality/answer', { continue: go ? 1 : 0 }),
};

/** "04:05" under an hour, else "1:04:05". */
export function sessionClock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
