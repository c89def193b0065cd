// The storefront in production mode, as a new player meets it: every outside part is a local fake
// speaking its provider's protocol (harness.ts), so the sandbox's pages, outbox and shortcuts are
// all absent. The player signs up (GeeTest's check before the SMS code, the code through Aliyun
// SMS), verifies their real name at Alipay, deposits ¥100 at Alipay and opens a case with it.
import { adultIdNumber, expect, test, uniquePhone, type Page } from '../e2e/support.ts';
import { productionPorts } from './ports.ts';

const control = `http://127.0.0.1:${productionPorts().control}`;

/** The code the fake Aliyun SMS endpoint was asked to send to `phone`, newest first. */
async function smsCode(phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const sent = (await (await fetch(`${control}/sms?phone=${phone}`)).json()) as { params: { code: string } }[];
    expect(sent.length, `an SMS to ${phone}`).toBeGreaterThan(0);
    code = sent.at(-1)!.params.code;
  }).toPass({ timeout: 15_000 });
  return code;
}

/** GeeTest's script comes from GeeTest's origin; here that origin answers with the harness's stand-in. */
async function routeGeetest(page: Page): Promise<void> {
  await page.route('https://static.geetest.com/v4/gt4.js', async (route) => {
    const script = await (await fetch(`${control}/gt4.js`)).text();
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: script });
  });
}

test('production: a new player signs up past GeeTest with an SMS code, verifies at Alipay, deposits ¥100 at Alipay and opens a case', async ({ page }) => {
  await routeGeetest(page);
  // The sandbox's shortcuts do not exist in production.
  expect((await page.request.get('/api/dev/smsOutbox?phone=13800138000')).status()).toBe(404);

  await page.goto('/home');
  // A fresh site greets its first visitors with its notice (production shows it; the sandbox
  // specs run without it).
  const notice = page.getByTestId('notice-dialog');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '我知道了' }).click();
  await expect(notice).toBeHidden();
  await page.getByTestId('open-register').click();
  const register = page.getByTestId('register-dialog');
  const phone = uniquePhone('137');
  await register.getByLabel('手机号').fill(phone);
  await register.getByLabel('密码', { exact: true }).fill('e2e-password-1');
  await register.getByRole('button', { name: '获取验证码' }).click();
  // GeeTest's check (its script, its popup), then our server asks GeeTest and sends the code.
  await page.getByRole('button', { name: '点击完成验证' }).click();
  await register.getByLabel('验证码', { exact: true }).fill(await smsCode(phone));
  await register.getByLabel('我已年满 18 周岁').check();
  await register.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await expect(register).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('0');

  // Real name at Alipay: our form, Alipay's face check page, back to us, verified.
  await page.goto('/personal#real-name');
  const certify = page.getByTestId('security-certify');
  await certify.getByLabel('真实姓名').fill('张三');
  await certify.getByLabel('身份证号码').fill(adultIdNumber());
  await certify.getByRole('button', { name: '去认证' }).click();
  await expect(page.getByTestId('alipay-certify')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('method')).toBe('alipay.user.certify.open.certify');
  await page.getByRole('button', { name: '完成刷脸' }).click();
  await expect(page).toHaveURL(/\/personal\?certify=/);
  await expect(page.getByTestId('certify-status')).toHaveText('已认证');

  // ¥100 at Alipay's cashier; Alipay tells our server (its notification), then the player comes back.
  await page.getByTestId('open-recharge').click();
  const recharge = page.getByTestId('recharge-dialog');
  await recharge.getByLabel('支付宝').check();
  await recharge.getByLabel(/CNY/).check();
  await recharge.getByRole('button', { name: '¥100', exact: true }).click();
  await recharge.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/gateway\.do\?/);
  expect(new URL(page.url()).searchParams.get('method')).toMatch(/^alipay\.trade\.(page|wap)\.pay$/);
  await page.getByRole('button', { name: /付款|支付/ }).click();
  await expect(page.getByTestId('paid')).toHaveText('支付成功');
  // Our notify answer, as Alipay saw it: "success", so Alipay stops sending it.
  await expect(page.getByTestId('merchant-answer')).toHaveText('success');
  await page.getByRole('link', { name: '返回商家' }).click();
  // Alipay's return lands on the record centre, which says the deposit is credited.
  await expect(page).toHaveURL(/\/personal\/flow\?tab=recharge&order=R\w+&/);
  await expect(page.getByTestId('deposit-returned')).toHaveAttribute('data-state', 'paid');
  // ¥100 and the first deposit's 20%.
  await expect(page.getByTestId('header-balance')).toHaveText('120');

  // A case bought with it.
  await page.goto('/box/1');
  await page.getByTestId('open-box').click();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-balance')).not.toHaveText('120');
});
