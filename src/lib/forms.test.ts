import { describe, expect, it } from 'vitest';
import { signUpBody } from '../shared/contracts/auth.ts';
import { rechargeBody } from '../shared/contracts/pay.ts';
import { issueText, validate } from './forms.ts';

describe('form validation with the shared schemas', () => {
  it('translates the recharge messages from the spec', () => {
    const r = validate(rechargeBody, 'zh-CN', { channel: '', currency: '', amount: '100' });
    expect(r).toEqual({ ok: false, errors: { channel: '请选择支付渠道', currency: '请选择币种' } });
  });

  it('fills field names into generic messages, in English too', () => {
    expect(issueText('zh-CN', 'v.required|field=field.phone')).toBe('手机号不能为空');
    expect(issueText('en', 'v.required|field=field.phone')).toBe('Phone number is required');
    expect(issueText('en', 'plain text')).toBe('plain text');
  });

  it('reports the first problem of each sign-up field', () => {
    const r = validate(signUpBody, 'zh-CN', {
      phone: '123',
      password: 'short',
      invitationCode: '',
      ageConfirmed: false,
      termsAccepted: false,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      phone: '请输入正确的手机号',
      password: '密码长度为 8 到 64 个字符',
      invitationCode: '邀请码不能为空',
      ageConfirmed: '请确认您已年满 18 周岁',
      termsAccepted: '请阅读并同意用户协议和隐私政策',
      smsCode: '验证码不能为空',
    });
  });

  it('tells a field of spaces only that it holds only spaces (the spec\'s whitespace message), an empty one that it is required', () => {
    const r = validate(signUpBody, 'zh-CN', { phone: '   ', password: '', invitationCode: '  ' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.phone).toBe('手机号不能只包含空格');
    expect(r.errors.password).toBe('密码不能为空');
    const en = validate(signUpBody, 'en', { phone: ' ' });
    expect(!en.ok && en.errors.phone).toBe('Phone number cannot be only spaces');
  });

  it('passes valid input through', () => {
    const r = validate(rechargeBody, 'zh-CN', { channel: 'sandbox', currency: 'CNY', amount: ' 12.5 ' });
    expect(r).toEqual({ ok: true, data: { channel: 'sandbox', currency: 'CNY', amount: '12.5' } });
  });
});
