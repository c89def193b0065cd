// The platform slice as a new visitor meets it: register, verify their real name where the recharge
// dialog sends them, top up 100 on the sandbox checkout page, see 120 in the header and the
// deposit and the bonus in the record centre.
import { adultIdNumber, expect, fillSmsCode, test, uniquePhone } from './support.ts';

test('a new visitor registers, is sent from the recharge dialog to verify their real name, tops up 100 and gets 120 with its balance records', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('open-register').click();

  const register = page.getByTestId('register-dialog');
  await expect(register).toBeVisible();
  // Typed key by key, as a person does: focus must stay in the field being typed in.
  const phone = uniquePhone();
  await register.getByLabel('手机号').pressSequentially(phone);
  await register.getByLabel('密码', { exact: true }).click();
  await register.getByLabel('密码', { exact: true }).pressSequentially('e2e-password-1');
  await expect(register.getByLabel('密码', { exact: true })).toHaveValue('e2e-password-1');
  await expect(register.getByLabel('邀请码')).toHaveValue('CS2VIP');
  // The SMS code comes from the sandbox outbox (the server runs with CAPTCHA=off).
  await fillSmsCode(page, register, phone, 'signUp');
  // Without the age confirmation the form says why and signs nobody up.
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await expect(register.getByText('请确认您已年满 18 周岁')).toBeVisible();
  await register.getByLabel('我已年满 18 周岁').check();
  await register.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await expect(register).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('0');

  // A deposit needs a verified real name, 18 or over: the dialog says so where the
  // pay button would be, and its link leads to the verification on the personal page.
  await page.getByTestId('open-recharge').click();
  const unverified = page.getByTestId('recharge-dialog');
  await expect(unverified.getByTestId('recharge-verify-needed')).toContainText('只有年满 18 周岁的玩家才能充值');
  await expect(unverified.getByRole('button', { name: '立即支付' })).toHaveCount(0);
  await unverified.getByRole('link', { name: '去实名认证' }).click();
  await expect(page).toHaveURL(/\/personal\?then=recharge#real-name$/);
  const certify = page.getByTestId('security-certify');
  await expect(certify).toBeInViewport();
  await certify.getByLabel('真实姓名').fill('张三');
  await certify.getByLabel('身份证号码').fill(adultIdNumber());
  await certify.getByRole('button', { name: '去认证' }).click();
  // The sandbox provider's page, then back on the personal page, verified.
  await expect(page).toHaveURL(/\/certify\/sandbox\//);
  await page.getByRole('button', { name: '通过认证' }).click();
  await expect(page).toHaveURL(/\/personal\?certify=.*then=recharge/);
  await expect(page.getByTestId('certify-status')).toHaveText('已认证');

  // Verified, the player is back in the recharge they came from: the dialog opens by itself.
  const recharge = page.getByTestId('recharge-dialog');
  await expect(recharge).toBeVisible();
  await expect(recharge.getByTestId('first-deposit-bonus')).toContainText('+20%');
  await expect(recharge.getByTestId('recharge-verify-needed')).toHaveCount(0);
  await recharge.getByLabel('支付宝').check();
  await recharge.getByLabel(/CNY/).check();
  await recharge.getByRole('button', { name: '¥100', exact: true }).click();
  await recharge.getByRole('button', { name: '立即支付' }).click();

  await expect(page).toHaveURL(/\/pay\/sandbox\/R\w+$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('100.00 CNY');
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(/\/personal\/flow\?tab=recharge&order=R\w+$/);
  // Back from the payment page, the deposit's outcome is said at the top of the record centre.
  await expect(page.getByTestId('deposit-returned')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('deposit-returned')).toContainText('充值成功');
  await expect(page.getByTestId('header-balance')).toHaveText('120');
  const rechargeRows = page.getByTestId('recharge-record-row');
  await expect(rechargeRows).toHaveCount(1);
  await expect(rechargeRows.first()).toContainText('已完成');

  await page.getByRole('tab', { name: '余额记录' }).click();
  const rows = page.getByTestId('balance-log-row');
  // The deposit, its +20% bonus, and the gold coins of member level 1, which ¥100 reached.
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '+20' })).toContainText('120');
  await expect(rows.filter({ hasText: '+100' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '会员升级奖励' })).toHaveCount(1);

  // The balance survives a reload (it comes from the server, not the page).
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('120');
});

test('the record centre asks a signed-out visitor to log in', async ({ page }) => {
  await page.goto('/personal/flow');
  await expect(page.getByTestId('flow-login-prompt')).toHaveText('请登录后查看');
});
