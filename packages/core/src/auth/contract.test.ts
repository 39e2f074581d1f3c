import { describe, expect, it } from 'vitest';
import { messages } from '../catalog/messages.ts';
import { firstIssue } from '../http/contract.ts';
import { ChangePasswordRequest, ForgotRequest, LoginRequest, RegisterRequest, VerifyCodeRequest } from './contract.ts';
import { FULLNAME_MAX } from './limits.ts';

const good = { fullname: 'Ada', email: 'Ada@Example.com ', role: 'Customer', password: 'long enough', confirmPassword: 'long enough' };

function messageOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : firstIssue(result.error as never);
}

describe('validators', () => {
  it('accepts a good registration and normalises the e-mail', () => {
    expect(RegisterRequest.parse(good).email).toBe('ada@example.com');
    expect(RegisterRequest.parse({ ...good, fullname: 'A'.repeat(FULLNAME_MAX) }).fullname).toHaveLength(FULLNAME_MAX);
  });

  it.each([
    [{ ...good, fullname: '   ' }, messages.invalidCredentialsDetails],
    [{ ...good, email: '' }, messages.invalidCredentialsDetails],
    [{ ...good, password: '', confirmPassword: '' }, messages.invalidCredentialsDetails],
    [{ ...good, confirmPassword: '' }, messages.invalidCredentialsDetails],
    [{ ...good, confirmPassword: 'long enougH' }, messages.passwordMismatch],
    [{ ...good, password: '1234567', confirmPassword: '1234567' }, messages.passwordLength],
    [{ ...good, role: 'Global' }, messages.invalidCredentialsDetails],
    [{ ...good, email: 'ada@' }, messages.invalidEmail],
    // Over the limit: said as such (the spec's 'Invalid Credentials Details' is for an empty field).
    [{ ...good, fullname: 'A'.repeat(FULLNAME_MAX + 1) }, messages.fullnameTooLong],
  ])('registration %o → %s', (value, expected) => {
    expect(messageOf(RegisterRequest, value)).toBe(expected);
  });

  it('login needs both fields', () => {
    expect(messageOf(LoginRequest, { email: '', password: 'x' })).toBe(messages.invalidCredentialsDetails);
    expect(messageOf(LoginRequest, { email: 'a@b.co', password: '' })).toBe(messages.invalidCredentialsDetails);
    expect(LoginRequest.parse({ email: 'A@B.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x', client: 'browser' });
  });

  it('the code must be 6 digits', () => {
    expect(messageOf(VerifyCodeRequest, { email: 'a@b.co', code: '' })).toBe(messages.emptyCode);
    expect(messageOf(VerifyCodeRequest, { email: 'a@b.co', code: '12a456' })).toBe(messages.emptyCode);
    expect(messageOf(VerifyCodeRequest, { email: 'a@b.co', code: ' 012345 ' })).toBe('ok');
  });

  it('forgot and reset use their own messages', () => {
    expect(messageOf(ForgotRequest, { email: '' })).toBe(messages.invalidEmailCredentials);
    const reset = { email: 'a@b.co', code: '123456', password: 'new secret', confirmPassword: 'new secret' };
    expect(messageOf(ChangePasswordRequest, reset)).toBe('ok');
    expect(messageOf(ChangePasswordRequest, { ...reset, code: '' })).toBe(messages.invalidCredentials);
    expect(messageOf(ChangePasswordRequest, { ...reset, password: '' })).toBe(messages.invalidCredentials);
    expect(messageOf(ChangePasswordRequest, { ...reset, confirmPassword: 'other secret' })).toBe(messages.resetMismatch);
  });
});
