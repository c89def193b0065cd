// Account settings under api/profile: nickname, avatar, trade link, inviter, client seed, cancel account.
import type { FastifyInstance } from 'fastify';
import {
  bindInviterBody, cancelAccountBody, headPicList, modifyAntiPhishingBody, modifyAvatarBody, modifyNicknameBody, modifySecretBody, modifyTradeUrlBody,
} from '../../../shared/contracts/profile.ts';
import { requirePlayer, requireToken, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import { setClientSeed } from '../fairness/seeds.ts';
import { setAntiPhishingPhrase, setNickname, setPresetAvatar, setTradeUrl } from './account.ts';
import { requireTotpOf } from '../security/totp.ts';
import { avatarRoutes, type AvatarRouteDeps } from './avatar-routes.ts';
import { cancelAccount } from './cancel.ts';
import { bindInviter } from './inviter.ts';
import { sessionRoutes, type SessionRouteDeps } from './sessions-routes.ts';

// Its own needs, and those of the avatar and session routes it registers.
export type ProfileRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config'> & AvatarRouteDeps & SessionRouteDeps;

export function profileRoutes(app: FastifyInstance, deps: ProfileRouteDeps): void {
  const { db } = deps;

  app.post('/api/profile/modifyNickname', async (req) => {
    const userId = await requireUser(db, req);
    const { nickname } = parse(modifyNicknameBody, req.body);
    await setNickname(db, userId, nickname);
    return ok(null);
  });

  // The spec names both; they are the same operation.
  for (const path of ['/api/profile/modifyTradeUrl', '/api/profile/updateTradeUrl']) {
    app.post(path, async (req) => {
      const userId = await requireUser(db, req);
      const { tradeUrl } = parse(modifyTradeUrlBody, req.body);
      // Where take-backs are sent: the authenticator's code when it is on (security/totp.ts).
      await requireTotpOf(deps, userId, req.body, req.ip);
      await setTradeUrl(db, userId, tradeUrl, deps.clock());
      return ok(null);
    });
  }

  // Shown in every mail and inbox message to the player (docs/decisions/0104).
  app.post('/api/profile/modifyAntiPhishing', async (req) => {
    const userId = await requireUser(db, req);
    const { phrase } = parse(modifyAntiPhishingBody, req.body);
    await setAntiPhishingPhrase(db, userId, phrase);
    return ok({ phrase });
  });

  app.get('/api/common/getHeadPicList', async () => ok(headPicList()));

  app.post('/api/profile/modifyAvatar', async (req) => {
    const userId = await requireUser(db, req);
    const { avatar } = parse(modifyAvatarBody, req.body);
    await setPresetAvatar(db, userId, avatar);
    return ok({ avatar });
  });

  app.post('/api/profile/bindInviter', async (req) => {
    requireToken(req);
    const { promoteCode } = parse(bindInviterBody, req.body);
    const userId = await requirePlayer(db, req, 'promotion');
    await bindInviter(db, userId, promoteCode, deps.config.defaultInvitationCode);
    return ok(null);
  });

  // The player's client seed: the same operation and rules as api/fair/setClientSeed.
  app.post('/api/profile/modifySecret', async (req) => {
    const userId = await requireUser(db, req);
    const { clientSeed } = parse(modifySecretBody, req.body);
    return ok(await setClientSeed(db, userId, clientSeed));
  });

  app.post('/api/profile/cancelAccount', async (req) => {
    const userId = await requireUser(db, req);
    const body = parse(cancelAccountBody, req.body);
    await cancelAccount(deps, userId, body, { ip: req.ip, now: deps.clock() });
    return ok(null);
  });

  avatarRoutes(app, deps);
  sessionRoutes(app, deps);
}
