import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const define = featureEndpoints({ tag: 'account', access: 'signedIn', errors: [400, 401, 403, 429] });
const PASSWORD = 'correct horse battery';

/**
 * Every user's own account (/Settings), whatever their role: name, password, e-mail and signed-in
 * devices. The photo (savephoto) and the time zone (SetTimeZone) keep their own endpoints.
 */
export const accountEndpoints = {
  UpdateName: define({
    method: 'PUT',
    path: '/api/v1/account/name',
    operationId: 'UpdateName',
    summary: 'UpdateName: the signed-in user’s own name',
    errors: [400, 401, 403],
    example: { body: { fullname: 'Ada King' } },
    schemas: lazy(load, (c) => ({ body: c.UpdateNameRequest, response: c.AccountUserResponse })),
  }),
  ChangeMyPassword: define({
    method: 'POST',
    path: '/api/v1/account/password',
    operationId: 'ChangeMyPassword',
    summary: 'ChangeMyPassword: the current password and a new one; every other session of the account ends, and a mail tells the user',
    // (A wrong current password is a 400 with its own words: this is not a sign-in.)
    example: { body: { currentPassword: 'not the current one', password: 'a new passphrase', confirmPassword: 'a new passphrase' } },
    schemas: lazy(load, (c) => ({ body: c.ChangeMyPasswordRequest, response: c.MessageResponse })),
  }),
  RequestEmailChange: define({
    method: 'POST',
    path: '/api/v1/account/email',
    operationId: 'RequestEmailChange',
    summary: 'RequestEmailChange: the new address and the current password; a 6-digit code is mailed to the new address',
    moreErrors: [409],
    example: { body: { email: 'ada.new@example.com', password: PASSWORD } },
    schemas: lazy(load, (c) => ({ body: c.RequestEmailChangeRequest, response: c.MessageResponse })),
  }),
  ConfirmEmailChange: define({
    method: 'POST',
    path: '/api/v1/account/email/confirm',
    operationId: 'ConfirmEmailChange',
    summary: 'ConfirmEmailChange: the code mailed to the new address switches the e-mail; the old address is told',
    moreErrors: [409],
    example: { body: { code: '123456' } },
    schemas: lazy(load, (c) => ({ body: c.ConfirmEmailChangeRequest, response: c.AccountUserResponse })),
  }),
  ListMySessions: define({
    method: 'GET',
    path: '/api/v1/account/sessions',
    operationId: 'ListMySessions',
    summary: 'ListMySessions: the signed-in devices of the account, when and roughly where each was last used',
    errors: [401, 403],
    schemas: lazy(load, (c) => ({ response: c.SignedInDevices })),
  }),
  SignOutOtherDevices: define({
    method: 'POST',
    path: '/api/v1/account/sessions/end-others',
    operationId: 'SignOutOtherDevices',
    summary: 'SignOutOtherDevices: every session of the account but this one ends, in every app process',
    errors: [401, 403],
    schemas: lazy(load, (c) => ({ response: c.DevicesSignedOut })),
  }),
  SignOutDevice: define({
    method: 'DELETE',
    path: '/api/v1/account/sessions/:id',
    operationId: 'SignOutDevice',
    summary: 'SignOutDevice: one other session of the account ends, in every app process',
    owns: { param: 'id', record: 'session' },
    errors: [400, 401, 403, 404],
    schemas: lazy(load, (c) => ({ params: c.SessionIdParams, response: c.MessageResponse })),
  }),
};
