// A local stand-in for GeeTest v4's server check (gcaptcha4.geetest.com/validate), answering as
// GeeTest documents: form-encoded GET or POST, captcha_id in the query; {status: 'success', result:
// 'success' | 'fail', reason, captcha_args} for a request it can judge, {status: 'error', code, msg,
// desc} for one it cannot (an unknown captcha id, a missing or malformed field). The test mints
// what a browser's solved widget would give (mint()); each pass_token passes once. `stall` makes it
// take requests and never answer, as an unreachable GeeTest would.
import { createHmac, randomBytes } from 'node:crypto';
import { startHttpFake } from './http-fake.ts';

export interface GeetestFields {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export interface FakeGeetestRequest {
  method: string;
  contentType: string;
  query: Record<string, string>;
  form: Record<string, string>;
}

export interface FakeGeetest {
  /** http://127.0.0.1:<port>: what GEETEST_API_SERVER is set to. */
  url: string;
  captchaId: string;
  captchaKey: string;
  /** A solved check's fields, as getValidate() gives them, known to this fake. */
  mint(): GeetestFields;
  /** Every request, in order. */
  requests: FakeGeetestRequest[];
  /** true: requests are held and never answered (an unreachable GeeTest). */
  stall: boolean;
  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function error(code: string, msg: string) {
  return { status: 'error', code, msg, desc: { type: 'defined error' } };
}

export async function startFakeGeetest(opts: { captchaId?: string; captchaKey?: string } = {}): Promise<FakeGeetest> {
  const captchaId = opts.captchaId ?? hex(16);
  const captchaKey = opts.captchaKey ?? hex(16);
  /** lot_number -> what was minted with it; `used` once it passed. */
  const lots = new Map<string, GeetestFields & { used: boolean }>();
  const requests: FakeGeetestRequest[] = [];

  function judge(query: Record<string, string>, form: Record<string, string>) {
    const id = query.captcha_id ?? form.captcha_id;
    if (!id) return error('-50101', 'not captcha_id');
    if (!/^[0-9a-f]{32}$/i.test(id)) return error('-50102', 'illegal captcha_id');
    if (id !== captchaId) return error('-50103', 'not captcha');
    const { lot_number: lot, captcha_output: output, pass_token: pass, gen_time: genTime, sign_token: sign } = form;
    if (!lot) return error('-50302', 'not lot_number');
    if (!genTime || !/^\d+$/.test(genTime)) return error('-50005', 'illegal gen_time');
    const minted = lots.get(lot);
    if (!minted) return error('-50301', 'not proof');
    const args = {
      used_type: 'slide', user_ip: '127.0.0.1', lot_number: lot, scene: '反爬虫', referer: '', ip_type: 1,
      user_info: '', client_type: 'web', ua: '', fail_count: 0,
    };
    const fail = (reason: string) => ({ status: 'success', result: 'fail', reason, captcha_args: args });
    const expected = createHmac('sha256', captchaKey).update(lot).digest('hex');
    if (sign !== expected) return fail('sign_token error');
    if (output !== minted.captcha_output || genTime !== minted.gen_time) return fail('captcha_output error');
    if (pass !== minted.pass_token) return fail('pass_token error');
    if (minted.used) return fail('pass_token expire');
    minted.used = true;
    return { status: 'success', result: 'success', reason: '', captcha_args: args };
  }

  const server = await startHttpFake((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const contentType = String(req.headers['content-type'] ?? '');
    const form = contentType.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(body)) : {};
    requests.push({ method: req.method ?? '', contentType, query, form });
    if (fake.stall) return; // held until close()
    if (url.pathname !== '/validate' || (req.method !== 'POST' && req.method !== 'GET')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const answer = judge(query, req.method === 'GET' ? query : form);
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(answer));
  });

  const fake: FakeGeetest = {
    url: server.url,
    captchaId,
    captchaKey,
    requests,
    stall: false,
    mint() {
      const fields: GeetestFields = {
        lot_number: hex(16),
        captcha_output: randomBytes(180).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
        pass_token: hex(32),
        gen_time: String(Math.floor(Date.now() / 1000)),
      };
      lots.set(fields.lot_number, { ...fields, used: false });
      return fields;
    },
    close: server.close,
  };
  return fake;
}
