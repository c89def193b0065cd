import { describe, expect, it } from 'vitest';
import * as bag from '../shared/contracts/bag.ts';
import * as box from '../shared/contracts/box.ts';
import * as feed from '../shared/contracts/feed.ts';
import * as mirror from './contract-constants.ts';

describe('browser mirrors of contract constants', () => {
  it('equal the contracts', () => {
    expect(mirror.MAX_OPEN).toBe(box.MAX_OPEN);
    expect(mirror.TICKETS).toBe(box.TICKETS);
    expect(mirror.FEED_DESTINATION).toBe(feed.FEED_DESTINATION);
    expect(mirror.FEED_CAP).toBe(feed.FEED_CAP);
    expect(mirror.EVENT).toEqual(feed.EVENT);
    expect(mirror.MODULE).toEqual(bag.MODULE);
    expect(mirror.ITEM_STATE).toEqual(bag.ITEM_STATE);
  });
});
