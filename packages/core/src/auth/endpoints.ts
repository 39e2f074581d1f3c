import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const define = featureEndpoints({ tag: 'auth', access: 'public' });
const PASSWORD = 'correct horse battery';

/** Sign-in and registration: anyone may call these (the rate limits and the code step guard them). */
export const authEndpoints = {
  Register: define({
    method: 'POST',
    path: '/api/v1/auth/register',
    operationId: 'Register',
    summary: 'Register: create a Customer or Coach account (optional referral code in refer)',
    status: 201,
    errors: [400, 409, 429, 503],
    example: { body: { fullname: 'Ada Lovelace', email: 'ada@example.com', role: 'Customer', password: PASSWORD, confirmPassword: PASSWORD } },
    schemas: lazy(load, (c) => ({ body: c.RegisterRequest, response: c.MessageResponse })),
  }),
  Loginv1: define({
    method: 'POST',
    path: '/api/v1/auth/login',
    operationId: 'Loginv1',
    summary: 'Loginv1: check e-mail and password, then e-mail a sign-in code (or sign in a browser that already passed it)',
    startsSession: true,
    errors: [400, 401, 429, 502, 503],
    example: { body: { email: 'ada@example.com', password: PASSWORD } },
    schemas: lazy(load, (c) => ({ body: c.LoginRequest, response: c.LoginResponse })),
  }),
  verifyOTP: define({
    method: 'POST',
    path: '/api/v1/auth/verify-otp',
    operationId: 'verifyOTP',
    summary: 'verifyOTP: the e-mailed sign-in code starts a session',
    startsSession: true,
    errors: [400, 401, 429],
    example: { body: { email: 'ada@example.com', code: '123456' } },
    schemas: lazy(load, (c) => ({ body: c.VerifyCodeRequest, response: c.SignedIn })),
  }),
  ResendCode: define({
    method: 'POST',
    path: '/api/v1/auth/resend-code',
    operationId: 'ResendCode',
    summary: 'ResendCode: e-mail a new sign-in code to the browser that passed the password step (after the resend wait)',
    errors: [400, 429, 502],
    example: { body: { email: 'ada@example.com' } },
    schemas: lazy(load, (c) => ({ body: c.ResendCodeRequest, response: c.CodeSent })),
  }),
  RequestOTP: define({
    method: 'POST',
    path: '/api/v1/auth/forgot',
    operationId: 'RequestOTP',
    summary: 'RequestOTP: e-mail a password reset code',
    errors: [400, 404, 429, 502],
    example: { body: { email: 'ada@example.com' } },
    schemas: lazy(load, (c) => ({ body: c.ForgotRequest, response: c.MessageResponse })),
  }),
  ChangePassword: define({
    method: 'POST',
    path: '/api/v1/auth/change-password',
    operationId: 'ChangePassword',
    summary: 'ChangePassword: reset the password with the e-mailed code; ends every session of the account',
    errors: [400, 429, 503],
    example: { body: { email: 'ada@example.com', code: '123456', password: 'a new passphrase', confirmPassword: 'a new passphrase' } },
    schemas: lazy(load, (c) => ({ body: c.ChangePasswordRequest, response: c.MessageResponse })),
  }),
  Logout: define({
    method: 'POST',
    path: '/api/v1/auth/logout',
    operationId: 'Logout',
    summary: 'Logout: end this session (answers the same when there is none)',
    schemas: lazy(load, (c) => ({ response: c.MessageResponse })),
  }),
  GetSession: define({
    method: 'GET',
    path: '/api/v1/auth/session',
    operationId: 'GetSession',
    summary: 'The signed-in user of this browser or token, or null',
    schemas: lazy(load, (c) => ({ response: c.SessionResponse })),
  }),
  SetTimeZone: define({
    method: 'PUT',
    path: '/api/v1/auth/time-zone',
    operationId: 'SetTimeZone',
    summary: 'The signed-in user’s own time zone (IANA name); their days start and end in it',
    access: 'signedIn',
    errors: [400, 401, 403],
    example: { body: { timeZone: 'Europe/London' } },
    schemas: lazy(load, (c) => ({ body: c.SetTimeZoneRequest, response: c.SessionResponse })),
  }),
};
