// The live feed never shows a drop before its reel has stopped: each case drop's live message
// says when its reel stops (revealAt, server clock), and the lastDrop list leaves it out until then.
// The clock is the server's injected one, moved by the test; nothing waits on real time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT, type DropRecord } from '../../../../shared/contracts/feed.ts';
import { feedRevealDelayMs } from '../../../../shared/reel-timing.ts';
import { createRecordingBroadcaster } from '../../../realtime/broadcaster.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { fund, get, openBox, signUp } from '../../../../../tests/integration/api.ts';

const feed = createRecordingBroadcaster();
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({}, undefined, { broadcaster: feed }); });
afterAll(async () => { await ctx.close(); });
// Sign-up and payment callbacks are judged by the real time; each test moves the clock after them.
beforeEach(() => ctx.setNow(new Date()));

const listed = async (isTop = 0) =>
  ((await get(ctx, `/api/stat/lastDrop?limit=50&isTop=${isTop}`)).json().data as DropRecord[]).map((d) => d.id);

describe('drops wait for their reel', () => {
  it('the live message carries revealAt and the list omits the drop until that time, reel by reel', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '500');
    const box = (await get(ctx, '/api/box/getBoxList?pageSize=1')).json().data.list[0] as { id: number };
    const openedAt = new Date(Date.now() + 60_000);
    ctx.setNow(openedAt);
    feed.events.length = 0;

    const res = await openBox(ctx, token, box.id, 2);
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data.drops as { id: string }[]).map((d) => d.id);

    // Each message says when its own reel stops: the second reel stops later than the first.
    const messages = feed.events.filter((e) => e.eventType === EVENT.caseDrop).map((e) => e.data as DropRecord);
    expect(messages.map((m) => m.id)).toEqual(ids);
    expect(messages.map((m) => Date.parse(m.revealAt!) - openedAt.getTime())).toEqual([feedRevealDelayMs(0), feedRevealDelayMs(1)]);

    // While the reels spin, nobody's list has them (nor the day's best drop).
    expect(await listed()).not.toContain(ids[0]);
    expect(await listed()).not.toContain(ids[1]);
    const best = (await get(ctx, '/api/stat/homepage')).json().data.topDropToday as DropRecord | null;
    expect(ids).not.toContain(best?.id);
    ctx.setNow(new Date(openedAt.getTime() + feedRevealDelayMs(0) - 1));
    expect(await listed()).not.toContain(ids[0]);

    // The first reel has stopped: its drop is listed, the second still spins.
    ctx.setNow(new Date(openedAt.getTime() + feedRevealDelayMs(0)));
    let now = await listed();
    expect(now).toContain(ids[0]);
    expect(now).not.toContain(ids[1]);

    ctx.setNow(new Date(openedAt.getTime() + feedRevealDelayMs(1)));
    now = await listed();
    expect(now.slice(0, 2)).toEqual([ids[1], ids[0]]);
  });

  it('a drop opened earlier by someone else stays listed while a new reel spins', async () => {
    const { token } = await signUp(ctx);
    await fund(ctx, token, '500');
    const box = (await get(ctx, '/api/box/getBoxList?pageSize=1')).json().data.list[0] as { id: number };
    const first = new Date(Date.now() + 7_200_000);
    ctx.setNow(first);
    const earlier = (await openBox(ctx, token, box.id)).json().data.drops[0].id as string;
    ctx.setNow(new Date(first.getTime() + feedRevealDelayMs(0)));
    const later = (await openBox(ctx, token, box.id)).json().data.drops[0].id as string;
    const list = await listed();
    expect(list).toContain(earlier);
    expect(list).not.toContain(later);
  });
});
