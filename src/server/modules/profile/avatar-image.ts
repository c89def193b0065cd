// Turning an uploaded file into the avatar we serve. The file's name and declared type are never
// trusted: the first bytes must be a PNG, JPEG or WebP signature AND sharp must decode the whole
// image as that same format. The output is always a fresh 256×256 WebP without metadata, so what
// we serve is bytes we wrote, never the upload (no polyglots, no EXIF GPS).
import sharp from 'sharp';
import { AVATAR_SIZE } from '../../../shared/contracts/profile.ts';
import { AppError } from '../../errors.ts';

export type AvatarFormat = 'png' | 'jpeg' | 'webp';

/** The format the magic bytes claim, or null for anything else (GIF, SVG, text…). */
export function sniffFormat(buf: Buffer): AvatarFormat | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

// A 2 MB PNG can still claim 60000×60000 pixels; refuse before decoding rather than allocate it.
const MAX_INPUT_PIXELS = 40_000_000;

export async function normalizeAvatar(upload: Buffer): Promise<Buffer> {
  const claimed = sniffFormat(upload);
  if (!claimed) throw new AppError('PROFILE_AVATAR_NOT_IMAGE');
  // failOn 'warning' makes a truncated or corrupt file an error instead of a half-grey picture.
  const options = { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const meta = await sharp(upload, options).metadata();
    if (meta.format !== claimed) throw new AppError('PROFILE_AVATAR_NOT_IMAGE');
    return await sharp(upload, options)
      .rotate() // apply the EXIF orientation, since the metadata that carries it is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('PROFILE_AVATAR_NOT_IMAGE');
  }
}
