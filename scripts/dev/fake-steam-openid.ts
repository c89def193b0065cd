// Runs the fake Steam OpenID provider on its own (local use and the end-to-end tests).
//   FAKE_STEAM_PORT (default 4398), FAKE_STEAM_ID (default 76561198000000001)
// Point the server at it with STEAM_OPENID_ENDPOINT=http://127.0.0.1:4398/openid/login
// (outside production only: the server refuses that variable in production).
import { DEFAULT_STEAM_ID, startFakeSteamOpenId } from '../../tests/support/fake-steam-openid.ts';

const port = Number(process.env.FAKE_STEAM_PORT ?? 4398);
const fake = await startFakeSteamOpenId({ port, steamId: process.env.FAKE_STEAM_ID || DEFAULT_STEAM_ID });
console.log(`fake Steam OpenID provider at ${fake.url} (SteamID ${fake.steamId})`);

const stop = (): void => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
