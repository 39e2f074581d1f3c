// Review M9 of issue 49: a password on the list of common ones ("password", "12345678") is refused on
// every path that sets one — registration, the reset by e-mailed code, changing one's own, accepting an
// admin invitation — with the one message, and changes nothing.
import { messages } from '@iyl/core/catalog/messages';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../platform/auth/common-passwords.ts';
import { browser, errorOf, mailedCode, PASSWORD, signedInUser, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';

const COMMON = ['password', '12345678', 'Password1'];
const GOOD = 'a far less common passphrase';

const refused = (res: LightMyRequestResponse, what: string) =>
  expect([res.statusCode, errorOf(res)], what).toEqual([400, { code: 'VALIDATION', message: messages.passwordTooCommon }]);

it('the list is the library’s, in any case; the tests’ own passwords are not on it', async () => {
  for (const common of [...COMMON, 'PASSWORD', 'qwertyuiop', 'iloveyou']) expect(await isCommonPassword(common), common).toBe(true);
  for (const fine of [PASSWORD, GOOD, 'Admin-pass-2024', 'Global-pass-2024', 'demo-password-2026', 'an admin passphrase', 'a new secret']) expect(await isCommonPassword(fine), fine).toBe(false);
});

describe.each(testDatabases())('common passwords on $name', (testDb) => {
  const suite = suiteApp(testDb);
  const hashOf = async (email: string) => (await queryRows(suite.database, sql`select password_hash as h from users where email = ${email}`))[0]?.h ?? null;

  it('registration: refused, no account made', async () => {
    const client = await browser(suite.app).open();
    for (const password of COMMON) {
      const email = uniqueEmail('common');
      refused(await client.post('/api/v1/auth/register', { fullname: 'Cole Common', email, role: 'Customer', password, confirmPassword: password }), password);
      expect(await hashOf(email)).toBeNull();
    }
    const email = uniqueEmail('uncommon');
    expect((await client.post('/api/v1/auth/register', { fullname: 'Una Common', email, role: 'Customer', password: GOOD, confirmPassword: GOOD })).statusCode).toBe(201);
  });

  it('a reset by e-mailed code: refused, the password and the code unchanged', async () => {
    const { email } = await signedInUser(suite.app, suite.smtp);
    const before = await hashOf(email);
    const client = await browser(suite.app, '10.9.0.1').open();
    expect((await client.post('/api/v1/auth/forgot', { email })).statusCode).toBe(200);
    const code = await mailedCode(suite.app, suite.smtp, email);
    for (const password of COMMON) refused(await client.post('/api/v1/auth/change-password', { email, code, password, confirmPassword: password }), password);
    expect(await hashOf(email)).toBe(before);
    // The code still works, with a password that is not common.
    expect((await client.post('/api/v1/auth/change-password', { email, code, password: GOOD, confirmPassword: GOOD })).json().message).toBe(messages.passwordChanged);
  });

  it('changing one’s own password: refused, the password unchanged and the session kept', async () => {
    const person = await signedInUser(suite.app, suite.smtp);
    const before = await hashOf(person.email);
    for (const password of COMMON) refused(await person.client.post('/api/v1/account/password', { currentPassword: PASSWORD, password, confirmPassword: password }), password);
    expect(await hashOf(person.email)).toBe(before);
    expect((await person.client.get('/api/v1/auth/session')).json().user?.id).toBe(person.id);
  });

  it('accepting an admin invitation: refused, no account made and the link still works', async () => {
    const globalEmail = uniqueEmail('global');
    await suite.app.services.auth.createUser({ fullname: 'Gale Global', email: globalEmail, password: PASSWORD, role: 'Global' });
    const global = await browser(suite.app).open();
    await signIn(global, suite.smtp, globalEmail);
    const email = uniqueEmail('invitee');
    expect((await global.post('/api/v1/admin/console/admins/invites', { email })).statusCode).toBe(200);
    await suite.app.outbox.idle();
    const mail = suite.smtp.received.filter((m) => m.to.includes(email)).at(-1)?.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=') ?? '';
    const token = mail.match(/\/AcceptInvite\?token=([A-Za-z0-9_-]+)/)?.[1] as string;
    const invitee = await browser(suite.app, '10.9.0.2').open();
    for (const password of COMMON) refused(await invitee.post('/api/v1/admin-invites/accept', { token, fullname: 'Ines Invited', password, confirmPassword: password }), password);
    expect(await hashOf(email)).toBeNull();
    const accepted = await invitee.post('/api/v1/admin-invites/accept', { token, fullname: 'Ines Invited', password: GOOD, confirmPassword: GOOD });
    expect(accepted.json().message).toBe(messages.adminInviteAccepted);
  });
});
