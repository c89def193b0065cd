// Uploading an avatar (multipart, one file named "file", at most 2 MB) and serving uploads at
// /avatars/<name> (outside /api: an <img> address). Multipart is registered in this plugin's own
// scope, so no other route accepts multipart bodies.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { avatarParams, AVATAR_MAX_BYTES } from '../../../shared/contracts/profile.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import { normalizeAvatar } from './avatar-image.ts';
import { loadAvatar, saveAvatar } from './avatar-store.ts';

/** The uploaded bytes of the part named "file"; multipart's own errors become our messages. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('PROFILE_AVATAR_MISSING');
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') return await part.toBuffer();
      if (part.type === 'file') part.file.resume(); // an unexpected file: drain it, keep looking
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PROFILE_AVATAR_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('BAD_REQUEST');
    throw new AppError('PROFILE_AVATAR_MISSING');
  }
  throw new AppError('PROFILE_AVATAR_MISSING');
}

export type AvatarRouteDeps = Pick<AppDeps, 'db'>;

export function avatarRoutes(app: FastifyInstance, deps: AvatarRouteDeps): void {
  const { db } = deps;

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

    const upload = async (req: FastifyRequest) => {
      const userId = await requireUser(db, req);
      const webp = await normalizeAvatar(await readUpload(req));
      return ok({ avatar: await saveAvatar(db, userId, webp) });
    };
    scope.post('/api/profile/uploadAvatar', upload);
    scope.post('/api/profile/uploadAvatarV2', upload);
  });

  app.get('/avatars/:name', async (req, reply) => {
    const webp = await loadAvatar(db, parse(avatarParams, req.params).name);
    if (!webp) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      // The name is random and never reused, so the bytes behind it never change.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(webp);
  });
}
