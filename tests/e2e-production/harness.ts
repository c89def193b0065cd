// The production-mode end-to-end server: `npm start` with NODE_ENV=production and every outside
// part pointed at a local fake (tests/fakes), over https where production takes only https, with
// keys generated for this run. Playwright starts it as a web server (playwright.config.ts) and
// stops it with a signal. The specs reach the fakes through a small control server:
//   GET /sms?phone=     what the fake Aliyun SMS endpoint was asked to send to the phone (JSON)
//   GET /gt4.js         a stand-in for GeeTest's browser script, with fresh results the fake accepts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeAlipayGateway } from '../fakes/alipay-gateway.ts';
import { startFakeAliyunSms } from '../fakes/aliyun-sms.ts';
import { startFakeCdn } from '../fakes/cdn.ts';
import { startFakeGeetest } from '../fakes/geetest.ts';
import { gt4Script } from '../fakes/geetest-browser.ts';
import { startFakeSmtp } from '../fakes/smtp.ts';
import { makeTestCertificate, startTlsFront } from '../fakes/tls.ts';
import { startFakeDrand } from '../support/fake-drand.ts';
import { startFakeWaxpeer } from '../support/fake-waxpeer.ts';
import { productionPorts } from './ports.ts';

// The fakes post payment notifications to our https PUBLIC_URL, whose certificate this run made:
// only this process (the fakes') skips the check; the server checks it against NODE_EXTRA_CA_CERTS.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const ports = productionPorts();

/** The picture of the case pictures.spec.ts expects to fall back to its drawing (case 2). */
function missingCasePicture(): string {
  const { cases } = JSON.parse(fs.readFileSync('src/server/modules/boxes/data/cases.json', 'utf8')) as { cases: { id: number; image: string }[] };
  return cases.find((c) => c.id === 2)!.image;
}
// A server left on one of these ports (an earlier run's) would answer Playwright's readiness check
// in this one's place: refuse to start instead.
for (const port of [ports.https, ports.app, ports.control]) {
  const taken = await new Promise<boolean>((resolve) => {
    const probe = net.createServer().once('error', () => resolve(true)).once('listening', () => probe.close(() => resolve(false)));
    probe.listen(port, '127.0.0.1');
  });
  if (taken) {
    console.error(`e2e-production: port ${port} is taken (an earlier run's server?); stop it first`);
    process.exit(1);
  }
}
const certificate = makeTestCertificate();
const alipay = await startFakeAlipayGateway();
const alipayTls = await startTlsFront(Number(new URL(alipay.url).port), certificate);
const geetest = await startFakeGeetest();
const geetestTls = await startTlsFront(Number(new URL(geetest.url).port), certificate);
const sms = await startFakeAliyunSms();
const smtp = await startFakeSmtp();
const drand = await startFakeDrand();
const waxpeer = await startFakeWaxpeer();
// cs2-lib's image CDN, over https as the real one is: every picture answers, except the one case
// whose missing picture pictures.spec.ts checks falls back to its drawing.
const cdn = await startFakeCdn({ width: 256, height: 192, missing: [missingCasePicture()] });
const cdnTls = await startTlsFront(Number(new URL(cdn.url).port), certificate);
const front = await startTlsFront(ports.app, certificate, ports.https);

const control = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  if (url.pathname === '/sms') {
    const phone = url.searchParams.get('phone');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sms.messages.filter((m) => m.phone === phone)));
  } else if (url.pathname === '/gt4.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(gt4Script([geetest.mint(), geetest.mint(), geetest.mint()]));
  } else {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => control.listen(ports.control, '127.0.0.1', resolve));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-production-'));
const server = spawn('npm', ['start'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_TLS_REJECT_UNAUTHORIZED: undefined,
    NODE_ENV: 'production',
    NODE_EXTRA_CA_CERTS: certificate.certPath,
    PORT: String(ports.app),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: front.url,
    APP_SECRET: 'e2e-production-app-secret',
    ASSET_BASE_URL: cdnTls.url,
    ...alipay.keysEnv,
    ALIPAY_GATEWAY: `${alipayTls.url}/gateway.do`,
    GEETEST_CAPTCHA_ID: geetest.captchaId,
    GEETEST_CAPTCHA_KEY: geetest.captchaKey,
    GEETEST_API_SERVER: geetestTls.url,
    ...sms.env,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    DRAND_URLS: drand.url,
    DRAND_CHAIN_HASH: drand.chainHash,
    DRAND_PUBLIC_KEY: drand.publicKey,
    WAXPEER_API_KEY: waxpeer.apiKey,
    WAXPEER_URL: waxpeer.url,
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // Playwright stops the harness's whole process group, npm's child included; this is for the rest.
  server.kill('SIGTERM');
  await Promise.allSettled([cdn.close(), cdnTls.close(), alipay.close(), alipayTls.close(), geetest.close(), geetestTls.close(), sms.close(), drand.close(), waxpeer.close(), front.close()]);
  smtp.server.close();
  control.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
server.on('exit', (code) => void stop(code ?? 1));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
