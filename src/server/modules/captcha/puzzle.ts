// Slider puzzles: made with a random gap (kept only in the database), answered once. A hit within
// 4 px gives a one-time pass; each miss spends one of 5 tries and the 5th closes the puzzle. Every
// change is a conditional update on an open puzzle, so racing answers cannot both count.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaPuzzles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { CaptchaPass, CaptchaPuzzle } from '../../../shared/contracts/verification.ts';
import { drawPuzzle, HEIGHT, PIECE, randomGap, WIDTH } from './image.ts';
import { issueCaptchaToken } from './tokens.ts';

export const PUZZLE_TTL_MS = 2 * 60_000;
export const TOLERANCE_PX = 4;
export const MAX_MISSES = 5;

export async function newPuzzle(db: Db, now: Date): Promise<CaptchaPuzzle> {
  const { gapX, gapY } = randomGap();
  const images = await drawPuzzle(gapX, gapY);
  const id = randomBytes(16).toString('base64url');
  await db.insert(captchaPuzzles).values({ id, gapX, createdAt: now, expiresAt: new Date(now.getTime() + PUZZLE_TTL_MS) });
  // Old puzzles are worthless; trim as we go instead of running a sweeper.
  await db.delete(captchaPuzzles).where(lt(captchaPuzzles.expiresAt, new Date(now.getTime() - 3600_000)));
  return { enabled: true, id, width: WIDTH, height: HEIGHT, pieceWidth: PIECE, ...images };
}

export async function checkPuzzle(db: Db, answer: { id: string; x: number }, now: Date): Promise<CaptchaPass> {
  const open = and(eq(captchaPuzzles.id, answer.id), isNull(captchaPuzzles.closedAt), gt(captchaPuzzles.expiresAt, now), lt(captchaPuzzles.misses, MAX_MISSES));
  const [puzzle] = await db.select({ gapX: captchaPuzzles.gapX }).from(captchaPuzzles).where(open);
  // Unknown, solved, worn out and expired look alike: the client fetches a new puzzle.
  if (!puzzle) throw new AppError('CAPTCHA_CLOSED');

  if (Math.abs(answer.x - puzzle.gapX) <= TOLERANCE_PX) {
    const closed = await db.update(captchaPuzzles).set({ closedAt: now }).where(open).returning({ id: captchaPuzzles.id });
    if (closed.length !== 1) throw new AppError('CAPTCHA_CLOSED');
    return { token: await issueCaptchaToken(db, now) };
  }

  const [missed] = await db.update(captchaPuzzles)
    .set({
      misses: sql`${captchaPuzzles.misses} + 1`,
      closedAt: sql`case when ${captchaPuzzles.misses} + 1 >= ${MAX_MISSES} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(open)
    .returning({ misses: captchaPuzzles.misses });
  if (!missed) throw new AppError('CAPTCHA_CLOSED');
  if (missed.misses >= MAX_MISSES) throw new AppError('CAPTCHA_WORN_OUT');
  throw new AppError('CAPTCHA_MISS', { left: MAX_MISSES - missed.misses });
}
