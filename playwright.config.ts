// End to end in Debian's chromium against the built server (`npm start` on a fresh data dir).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { productionPorts } from './tests/e2e-production/ports.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
// The fake Steam OpenID provider (tests/support/fake-steam-openid.ts) for the Steam sign-in spec.
const fakeSteamPort = Number(process.env.E2E_FAKE_STEAM_PORT ?? port - 1);
// Created once in the runner process; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const production = productionPorts();

export default defineConfig({
  // The sandbox server (NODE_ENV=test, the embedded default) serves the specs of tests/e2e; the
  // production-mode server (tests/e2e-production/harness.ts: every provider a local fake, over
  // https) serves the journey that proves a real deployment takes a player from sign-up to a case.
  projects: [
    { name: 'sandbox', testDir: 'tests/e2e' },
    { name: 'production', testDir: 'tests/e2e-production', use: { baseURL: `https://127.0.0.1:${production.https}`, ignoreHTTPSErrors: true } },
    // Screenshots for looking at, not a test (tests/screens): only when asked for.
    ...(process.env.SCREENS ? [{ name: 'screens', testDir: 'tests/screens' }] : []),
  ],
  // Generous: CI's two cores run the whole suite CPU-bound (a page load costs Chromium 2-4 CPU
  // seconds there), and a test that passes never waits out its timeout. 60 s and 10 s cut off the
  // console spec's and the password reset's passing runs on CI.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Two: with two workers a whole run here still kept only 1.24 of the two cores busy on average
  // (753 CPU-s in 609 s, Chromium's page loads most of it), so one worker waits with a core idle.
  // Every test comes from its own address and its own players (support.ts), so two at once do not
  // meet each other's limits.
  workers: 2,
  // On CI one retry, and .ci/run prints every test that needed it (playwright calls it flaky): the
  // CI record keeps only the log's tail, and a failure we cannot see cannot be fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // Recording a trace costs every test its DOM snapshots and screencast (a fifth of the suite's
    // time on CI's two cores, a third of the browser's CPU). On CI a failed test's retry records
    // one, and .ci/run prints the failure; elsewhere a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: [{
    command: 'npm start',
    url: `http://127.0.0.1:${port}/api/common/getDefaultInvitationCode`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The slider is proved by its own tests; end to end runs the sanctioned CAPTCHA=off path.
      CAPTCHA: 'off',
      // Each test sends its own X-Forwarded-For (tests/e2e/support.ts), as players behind their
      // own addresses: per-address limits then count one test's requests, not the whole suite's.
      TRUST_PROXY: 'on',
      // No item pictures from cs2-lib's CDN (the default base): CI is offline, and the drawn
      // silhouettes are what the specs look at.
      ASSET_BASE_URL: 'off',
      // Steam sign-in goes to the fake provider (a setting the server refuses in production).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STEAM_OPENID_ENDPOINT: `http://127.0.0.1:${fakeSteamPort}/openid/login`,
      // Battle rounds of 1 s keep the battle spec short (the default is 6 s).
      BATTLE_ROUND_MS: '1000',
      // The sandbox skin supplier waits for its page's buttons (/sandbox/skins): the take-back
      // spec sends, accepts and declines each offer itself. No other spec takes skins back.
      SKINS_SANDBOX_MODE: 'manual',
    },
  }, {
    command: 'npm run fake-steam',
    url: `http://127.0.0.1:${fakeSteamPort}/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: { FAKE_STEAM_PORT: String(fakeSteamPort) },
  }, {
    command: 'node --experimental-strip-types tests/e2e-production/harness.ts',
    url: `https://127.0.0.1:${production.https}/api/common/getDefaultInvitationCode`,
    ignoreHTTPSErrors: true,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  }],
});
