// Accounts end to end: a new visitor signs up with the SMS code from the sandbox outbox, logs out,
// signs in by SMS, and changes the password; another session of the same user then gets 401.
// (The server runs with CAPTCHA=off, the sanctioned path: the slider has its own tests.)
import { expect, fillSmsCode, logoutThroughUi, registerThroughUi, test, uniquePhone, type Page } from './support.ts';

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('sign up with an SMS code, log out, sign in by SMS, change the password: the other session ends', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone('157');
  await page.goto('/home');

  // Sign-up refuses a missing code, then takes the one from the outbox.
  await page.getByTestId('open-register').click();
  const register = page.getByTestId('register-dialog');
  await register.getByLabel('手机号').pressSequentially(phone);
  await register.getByLabel('密码', { exact: true }).fill('first-password-1');
  await register.getByLabel('我已年满 18 周岁').check();
  await register.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await expect(register.getByText('验证码不能为空')).toBeVisible();
  await fillSmsCode(page, register, phone, 'signUp');
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await expect(register).toBeHidden();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();

  await logoutThroughUi(page);
  expect(await token(page)).toBeNull();

  // SMS login: a wrong code is refused with the server's message, the right one signs in.
  await page.getByTestId('open-login').click();
  await page.getByTestId('login-dialog').getByRole('button', { name: '短信验证码登录' }).click();
  const sms = page.getByTestId('sms-login-dialog');
  await expect(sms).toBeVisible();
  await sms.getByLabel('手机号').fill(phone);
  await sms.getByLabel('验证码', { exact: true }).fill('12345');
  await sms.getByRole('button', { name: '登录', exact: true }).click();
  await expect(sms.getByText('请输入 6 位数字验证码')).toBeVisible();
  await fillSmsCode(page, sms, phone, 'login');
  await sms.getByRole('button', { name: '登录', exact: true }).click();
  await expect(sms).toBeHidden();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  const here = await token(page);
  expect(here).toBeTruthy();

  // Another session of the same user: a second browser signs in with the password.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/home');
  await other.getByTestId('open-login').click();
  const login = other.getByTestId('login-dialog');
  await login.getByLabel('手机号').fill(phone);
  await login.getByLabel('密码', { exact: true }).fill('first-password-1');
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(login).toBeHidden();
  const elsewhere = await token(other);
  expect(elsewhere).toBeTruthy();
  expect((await other.request.get('/api/profile/userInfo', { headers: { token: elsewhere! } })).status()).toBe(200);

  // Change the password through the account menu: a wrong current password is refused first.
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('open-change-password').click();
  const change = page.getByTestId('change-password-dialog');
  await change.getByLabel('原密码').fill('not-the-password');
  await change.getByLabel('新密码').fill('second-password-2');
  await change.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('原密码错误')).toBeVisible();
  await change.getByLabel('原密码').fill('first-password-1');
  await change.getByRole('button', { name: '确认修改' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText('密码已修改，其他设备上的登录已退出')).toBeVisible();

  // The other session is over; this one goes on.
  const after = await other.request.get('/api/profile/userInfo', { headers: { token: elsewhere! } });
  expect(after.status()).toBe(401);
  expect((await after.json()).msg).toBe('请先登录');
  await other.reload();
  await expect(other.getByTestId('open-login')).toBeVisible();
  expect((await page.request.get('/api/profile/userInfo', { headers: { token: here! } })).status()).toBe(200);

  // The new password signs in, the old one does not.
  const oldTry = await other.request.post('/api/auth/login', { form: { phone, password: 'first-password-1' } });
  expect(oldTry.status()).toBe(400);
  const newTry = await other.request.post('/api/auth/login', { form: { phone, password: 'second-password-2' } });
  expect(newTry.status()).toBe(200);
});

test('find password by SMS: every session ends and the new password signs in', async ({ page }) => {
  const phone = uniquePhone('156');
  await page.goto('/home');
  await registerThroughUi(page, phone, 'forgotten-pass-1');
  const before = await token(page);
  await logoutThroughUi(page);

  await page.getByTestId('open-login').click();
  await page.getByTestId('login-dialog').getByRole('button', { name: '忘记密码' }).click();
  const find = page.getByTestId('find-password-dialog');
  await find.getByLabel('手机号').fill(phone);
  await fillSmsCode(page, find, phone, 'findPassword');
  await find.getByLabel('新密码').fill('remembered-pass-2');
  await find.getByRole('button', { name: '重置密码' }).click();
  await expect(find).toBeHidden();
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();

  // Straight on to the login dialog, with the new password.
  const login = page.getByTestId('login-dialog');
  await expect(login).toBeVisible();
  await login.getByLabel('手机号').fill(phone);
  await login.getByLabel('密码', { exact: true }).fill('remembered-pass-2');
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  expect((await page.request.get('/api/profile/userInfo', { headers: { token: before! } })).status()).toBe(401);
});
