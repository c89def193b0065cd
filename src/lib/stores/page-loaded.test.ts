import { beforeEach, describe, expect, it } from 'vitest';
import { $pageLoaded, markPageLoaded, resetPageLoaded, watchMainLoad, whenPageLoaded } from './page-loaded.ts';

describe('page-loaded flags', () => {
  beforeEach(() => resetPageLoaded());

  it('start unset; each is set on its own', () => {
    expect($pageLoaded.get()).toEqual({ main: false, battle: false });
    markPageLoaded('battle');
    expect($pageLoaded.get()).toEqual({ main: false, battle: true });
  });

  it('whenPageLoaded waits for the flag, and answers at once once it is set', async () => {
    let done = false;
    const waiting = whenPageLoaded('main').then(() => { done = true; });
    await Promise.resolve();
    expect(done).toBe(false);
    markPageLoaded('main');
    await waiting;
    expect(done).toBe(true);
    await expect(whenPageLoaded('main')).resolves.toBeUndefined();
  });

  it('main follows the document: at once when complete, else on its load event', () => {
    const listeners: (() => void)[] = [];
    const win = { addEventListener: (_: string, f: () => void) => listeners.push(f) } as unknown as Window;
    watchMainLoad(win, { readyState: 'interactive' });
    expect($pageLoaded.get().main).toBe(false);
    listeners.forEach((f) => f());
    expect($pageLoaded.get().main).toBe(true);
    resetPageLoaded();
    watchMainLoad(win, { readyState: 'complete' });
    expect($pageLoaded.get().main).toBe(true);
  });
});
