import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drop, ids } from './fixtures.ts';
import { seedFeed } from './start.ts';
import { $feed, feedEvents, handleFeedBody, pushDrops, resetFeed, setConnection } from './store.ts';

const message = (d: unknown, eventType = 21) => JSON.stringify({ eventType, data: d });

describe('$feed', () => {
  beforeEach(() => resetFeed());

  it('a drop message goes to the front of recent, and to top only when grade 0 or 1', () => {
    handleFeedBody(message(drop(1, 3)));
    handleFeedBody(message(drop(2, 1)));
    handleFeedBody(message(drop(3, 2)));
    expect(ids($feed.get().recent)).toEqual(['3', '2', '1']);
    expect(ids($feed.get().top)).toEqual(['2']);
  });

  it('a live drop shows in the page\'s language when it carries that language\'s words', () => {
    const texts = {
      en: { name: 'AK-47 | Redline', wearName: 'Field-Tested', rarityName: 'Classified', boxName: 'Rifles' },
      'zh-TW': { name: 'AK-47 | 赤色流線', wearName: '久經沙場', rarityName: '保密', boxName: '步槍' },
    };
    // The page's language is <html data-lang> (src/lib/stores/prefs.ts currentLang).
    const page = (lang: string) => vi.stubGlobal('document', { documentElement: { dataset: { lang } } });
    page('en');
    handleFeedBody(message({ ...drop(1, 3), texts }));
    page('zh-TW');
    handleFeedBody(message({ ...drop(2, 3), texts }));
    page('zh-CN');
    handleFeedBody(message({ ...drop(3, 3), texts }));
    vi.unstubAllGlobals();
    const [cn, tw, en] = $feed.get().recent;
    expect([en.name, en.wearName, en.rarity.name, en.boxName]).toEqual(['AK-47 | Redline', 'Field-Tested', 'Classified', 'Rifles']);
    expect([tw.name, tw.boxName]).toEqual(['AK-47 | 赤色流線', '步槍']);
    expect(cn.name).toBe('item 3');
  });

  it('a repeated message changes nothing and notifies nobody', () => {
    handleFeedBody(message(drop(1, 0)));
    const listener = vi.fn();
    const off = $feed.listen(listener);
    handleFeedBody(message(drop(1, 0)));
    off();
    expect(listener).not.toHaveBeenCalled();
    expect($feed.get().recent).toHaveLength(1);
  });

  it('a bad message is ignored and the next one still lands', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    handleFeedBody('not json');
    handleFeedBody(message({ grade: 1 }));
    handleFeedBody(message(drop(5, 0)));
    expect(ids($feed.get().recent)).toEqual(['5']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('battle events go to feedEvents, not to the drop lists', () => {
    const seen = vi.fn();
    const off = feedEvents.on(seen);
    handleFeedBody(message({ roomId: 1 }, 31));
    off();
    expect(seen).toHaveBeenCalledWith({ eventType: 31, data: { roomId: 1 } });
    expect($feed.get().recent).toEqual([]);
  });

  it('seeds both lists from lastDrop (isTop 0 and 1) behind live drops, keeping the top rule', async () => {
    pushDrops([drop(100, 0)]);
    const load = vi.fn(async (isTop: 0 | 1) => (isTop === 1 ? [drop(50, 1), drop(49, 3)] : [drop(100, 0), drop(60, 3), drop(59, 2)]));
    await seedFeed(load);
    expect(load.mock.calls.map((c) => c[0]).sort()).toEqual([0, 1]);
    expect(ids($feed.get().recent)).toEqual(['100', '60', '59']);
    expect(ids($feed.get().top)).toEqual(['100', '50']);
  });

  it('a failed seed request leaves the other list seeded', async () => {
    await seedFeed(async (isTop) => {
      if (isTop === 1) throw new Error('down');
      return [drop(1)];
    });
    expect(ids($feed.get().recent)).toEqual(['1']);
    expect($feed.get().top).toEqual([]);
  });

  it('keeps the connection state', () => {
    setConnection('active');
    expect($feed.get().connection).toBe('active');
    setConnection('deactivating');
    expect($feed.get().connection).toBe('deactivating');
  });
});
