// One typed configuration object read from the environment. A bad setting stops the start
// with a message that says which variable and what it expects; every problem found is listed in
// that one message, so an operator filling in a new server fixes them all in one pass instead of
// meeting them one restart at a time.
//
// How it is read: each file beside this one is a section (the server, the database, scale, assets,
// identity, payments, games, the console, the beacon, take-backs, the shell) exporting its piece
// of Config and the readers of its settings. Every reader is handed the same Source (read.ts): the
// environment and one Problems list, into which it notes each value it refuses and goes on with
// the default, so every section is read even after another has failed; getConfig then throws one
// ConfigError naming them all. The provider sections (captcha, certify, Alipay, WeChat Pay, Stripe)
// throw their own ConfigError, which Problems.section folds into the list. The problems are listed
// in the order they are found, which is the order getConfig calls the readers in; that is why a
// section can have more than one reader, called apart.
import { readAssets, type AssetsConfig } from './assets.ts';
import { readBeacon, type BeaconConfig } from './beacon.ts';
import { readConsole, type ConsoleConfig } from './console.ts';
import { readDatabase, type DatabaseConfig } from './database.ts';
import { ConfigError } from './error.ts';
import { readDream, readGames, readWatchdog, type GamesConfig } from './games.ts';
import { readIdentityChecks, readSessions, readSignIn, type IdentityConfig } from './identity.ts';
import { readDeposits, readFirstDepositBonus, readPaymentChannels, readRewards, type PaymentsConfig } from './payments.ts';
import { nodeEnvOf, Problems, type Source } from './read.ts';
import { readLiveLimit, readScale, type ScaleConfig } from './scale.ts';
import { readPublicAddress, readServer, type ServerConfig } from './server.ts';
import { readShell, type ShellConfig } from './shell.ts';
import { readWithdrawals, type WithdrawalsConfig } from './withdrawals.ts';

export { ConfigError, PRODUCTION_GUIDE } from './error.ts';
export { redactUrl } from './read.ts';
export { QUICKNET_DEFAULTS } from './beacon.ts';
export { STEAM_OPENID_ENDPOINT } from './identity.ts';

/** Every setting, section by section (the files beside this one). */
export interface Config
  extends ServerConfig, DatabaseConfig, AssetsConfig, ScaleConfig, IdentityConfig, PaymentsConfig, GamesConfig, ConsoleConfig, BeaconConfig, WithdrawalsConfig, ShellConfig {}

/**
 * The settings in `env`, or a ConfigError naming every problem found (one a line): each section
 * is read even after another has failed.
 */
export function getConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems = new Problems();
  const src: Source = { env, problems };
  const nodeEnv = nodeEnvOf(env);
  // The order problems are listed in (see the top of this file).
  const server = readServer(src, nodeEnv);
  const database = readDatabase(src);
  const assets = readAssets(src);
  const deposits = readDeposits(src, nodeEnv);
  const signIn = readSignIn(src, nodeEnv);
  const { shell, support } = readShell(src, nodeEnv);
  const sessions = readSessions(src);
  const dream = readDream(src);
  const rewards = readRewards(src);
  const consoleSettings = readConsole(src);
  const { broker, clusterSize } = readScale(src);
  const beacon = readBeacon(src, nodeEnv);
  const withdrawals = readWithdrawals(src, nodeEnv);
  const live = readLiveLimit(src);
  const watchdogMinutes = readWatchdog(src);
  const { publicUrl, trustProxy } = readPublicAddress(src, nodeEnv, server.host, server.port);
  // undefined: the captcha or the certify section was refused.
  const checks = readIdentityChecks(src, nodeEnv, signIn.captchaEnabled);
  const channels = readPaymentChannels(src, nodeEnv);
  const { boxes, battles, points, shop } = readGames(src);
  const firstDepositBonusPercent = readFirstDepositBonus(src, rewards.dailyRewards);

  if (problems.list.length > 0 || checks === undefined) throw new ConfigError(problems.list);
  return {
    shell,
    support,
    sessions,
    console: consoleSettings,
    broker,
    clusterSize,
    beacon,
    withdrawals,
    live,
    watchdogMinutes,
    env: server.env,
    port: server.port,
    host: server.host,
    publicUrl,
    dataDir: database.dataDir,
    assetMirror: assets.assetMirror,
    assetBase: assets.assetBase,
    databaseUrl: database.databaseUrl,
    logLevel: server.logLevel,
    trustProxy,
    appSecret: signIn.appSecret,
    defaultInvitationCode: signIn.defaultInvitationCode,
    seedDemo: signIn.seedDemo,
    captcha: checks.captcha,
    sms: signIn.sms,
    mail: signIn.mail,
    steam: signIn.steam,
    certify: checks.certify,
    boxes,
    dream,
    battles,
    points,
    rewards,
    shop,
    pay: {
      sandboxEnabled: deposits.sandboxEnabled,
      sandboxSecret: deposits.sandboxSecret,
      sandboxToleranceSec: deposits.sandboxToleranceSec,
      stripe: channels.stripe,
      wechat: channels.wechat,
      alipay: channels.alipay,
      minFen: deposits.minFen,
      maxFen: deposits.maxFen,
      presetsYuan: deposits.presetsYuan,
      firstDepositBonusPercent,
    },
  };
}
