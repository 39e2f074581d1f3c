import { messages } from '@iyl/core/catalog/messages';
import { withWait } from '@iyl/core/http/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { type Browser, browser, errorOf, mailCount, mailedCode, manualClock, PASSWORD, register, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import type { TestSmtp } from '../../../test/support/smtp.ts';
import { startTwoProcesses, type TwoProcesses } from '../../../test/support/two-processes.ts';
import { until } from '../../../test/support/until.ts';

const MINUTE = 60_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'a brand new passphrase';

/** The mails `email` has received, once the queued ones have gone out. */
async function mailsTo(app: FastifyInstance, smtp: TestSmtp, email: string) {
  await app.outbox.idle();
  return smtp.received.filter((mail) => mail.to.includes(email.toLowerCase())).map((mail) => mail.raw);
}

describe.each(testDatabases())('every user’s own account on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteApp(testDb, () => ({ clock: clock.now }));
  let database: Database;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ database, smtp, app } = suite);
  });
  // Each test moves past the code-resend throttle and the rate-limit windows of the one before.
  beforeEach(() => clock.advance(60 * MINUTE));

  /** A browser with its own User-Agent and address, signed in through the code step. */
  async function signInFrom(email: string, options: { ip?: string; userAgent?: string; password?: string } = {}) {
    const client = await browser(app, options.ip ?? '203.0.113.45').open();
    const headers = { 'user-agent': options.userAgent ?? FIREFOX };
    const login = await client.post('/api/v1/auth/login', { email, password: options.password ?? PASSWORD }, headers);
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    if (login.json().next !== 'home') {
      const verified = await client.post('/api/v1/auth/verify-otp', { email, code: await mailedCode(app, smtp, email) }, headers);
      if (verified.statusCode !== 200) throw new Error(`code failed: ${verified.body}`);
    }
    return client;
  }
  async function newAccount(role: 'Customer' | 'Coach' = 'Customer') {
    const email = uniqueEmail('account');
    await register(await browser(app, '198.51.100.1').open(), { email, role, fullname: 'Ada Lovelace' });
    return { email, client: await signInFrom(email) };
  }
  const sessionOf = async (client: Browser) => (await client.get('/api/v1/auth/session')).json().user as { email: string; fullname: string } | null;

  describe('UpdateName', () => {
    it('saves the name, trimmed, and the session shows it at once', async () => {
      const { client } = await newAccount('Coach');
      const res = await client.request('PUT', '/api/v1/account/name', { fullname: '  Ada King  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: messages.nameSaved, user: { fullname: 'Ada King' } });
      expect((await sessionOf(client))?.fullname).toBe('Ada King');
    });

    it.each([
      [{ fullname: '   ' }, messages.nameRequired],
      [{}, messages.nameRequired],
      [{ fullname: 'x'.repeat(121) }, messages.fullnameTooLong],
    ])('refuses %j with the catalogue’s words', async (body, message) => {
      const { client } = await newAccount();
      const res = await client.request('PUT', '/api/v1/account/name', body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    });
  });

  describe('ChangeMyPassword', () => {
    const change = (client: Browser, body: object) => client.post('/api/v1/account/password', body);

    it.each([
      [{ currentPassword: 'not my password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, messages.currentPasswordWrong],
      [{ currentPassword: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, messages.currentPasswordRequired],
      [{ currentPassword: PASSWORD, password: 'short', confirmPassword: 'short' }, messages.passwordLength],
      [{ currentPassword: PASSWORD, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, messages.passwordLength],
      [{ currentPassword: PASSWORD, password: '', confirmPassword: '' }, messages.newPasswordRequired],
      [{ currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'something else' }, messages.accountPasswordMismatch],
      [{ currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD }, messages.newPasswordSame],
    ])('refuses %j, and the password stays', async (body, message) => {
      const { client, email } = await newAccount();
      const res = await change(client, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
      // The old password still signs in.
      await signInFrom(email);
    });

    it('sets the new password, ends every other session at once (this one stays) and mails the user', async () => {
      const { client, email } = await newAccount();
      const phone = await signInFrom(email, { userAgent: IPHONE, ip: '198.51.100.23' });
      expect((await phone.get('/api/v1/notes')).statusCode).toBe(200);
      const before = (await mailsTo(app, smtp, email)).length;

      const res = await change(client, { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.accountPasswordChanged });

      expect((await phone.get('/api/v1/notes')).statusCode).toBe(401);
      expect(await sessionOf(phone)).toBeNull();
      expect((await client.get('/api/v1/notes')).statusCode).toBe(200);
      const mails = await mailsTo(app, smtp, email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toContain('Your IYL password was changed');
      // The old password no longer signs in; the new one does.
      const old = await (await browser(app).open()).post('/api/v1/auth/login', { email, password: PASSWORD });
      expect(errorOf(old).message).toBe(messages.loginFailed);
      await signInFrom(email, { password: NEW_PASSWORD });
    });
  });

  describe('changing the e-mail address', () => {
    const request = (client: Browser, email: string, password = PASSWORD) => client.post('/api/v1/account/email', { email, password });
    const confirm = (client: Browser, code: string) => client.post('/api/v1/account/email/confirm', { code });

    it('mails a code to the new address; the code switches it, and the old address is told', async () => {
      const { client, email } = await newAccount();
      const wanted = uniqueEmail('moved');
      const res = await request(client, `  ${wanted.toUpperCase()} `);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.emailCodeSent });
      const code = await mailedCode(app, smtp, wanted);
      // Nothing changes until the code comes back.
      expect((await sessionOf(client))?.email).toBe(email);

      const done = await confirm(client, code);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ message: messages.emailChanged, user: { email: wanted } });
      expect((await sessionOf(client))?.email).toBe(wanted);
      const told = await mailsTo(app, smtp, email);
      expect(told.at(-1)).toContain('Your IYL e-mail address was changed');
      expect(told.at(-1)).toContain(wanted);
      // The new address signs in; the old one is no account any more.
      await signInFrom(wanted);
      const old = await (await browser(app).open()).post('/api/v1/auth/login', { email, password: PASSWORD });
      expect(errorOf(old).message).toBe(messages.loginFailed);
      // The code was used once.
      expect(errorOf(await confirm(client, code)).message).toBe(messages.emailCodeExpired);
    });

    it('refuses a wrong password, the same address, a malformed one, and one another account has (in any case)', async () => {
      const { client, email } = await newAccount();
      const other = await newAccount();
      const wrong = await request(client, uniqueEmail('moved'), 'not my password');
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).message).toBe(messages.currentPasswordWrong);
      const same = await request(client, email.toUpperCase());
      expect(errorOf(same).message).toBe(messages.newEmailSame);
      expect(errorOf(await request(client, 'not-an-address')).message).toBe(messages.invalidEmail);
      expect(errorOf(await request(client, '')).message).toBe(messages.newEmailRequired);
      const taken = await request(client, other.email.toUpperCase());
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken).message).toBe(messages.emailTaken);
      expect(await mailCount(app, smtp, other.email)).toBe(1);
    });

    it('limits the tries, wrong passwords among them, and the refusal says so with the real wait, after which a try is heard (review M10)', async () => {
      const { client, email } = await newAccount();
      const taken = (await newAccount()).email;
      const statuses: number[] = [];
      for (const [address, password] of [
        [uniqueEmail('try'), 'not my password'],
        [taken, PASSWORD],
        [email, PASSWORD],
        [uniqueEmail('try'), 'not my password'],
        [uniqueEmail('try'), 'not my password'],
      ] as const) {
        statuses.push((await request(client, address, password)).statusCode);
      }
      expect(statuses).toEqual([400, 409, 400, 400, 400]);
      // Each next try waits longer (1 s, 2 s, 4 s…): the refusal says how long, and after that the try is heard.
      const waits: number[] = [];
      for (let round = 0; round < 4; round++) {
        const early = await request(client, uniqueEmail('early'), 'not my password');
        expect(early.statusCode).toBe(429);
        const wait = Number(early.headers['retry-after']);
        expect(errorOf(early)).toEqual({ code: 'RATE_LIMITED', message: withWait(messages.emailChangeLimit, wait) });
        waits.push(wait);
        clock.advance(wait * 1000);
        expect((await request(client, uniqueEmail('heard'), 'not my password')).statusCode).toBe(400);
      }
      expect(waits).toEqual([1, 2, 4, 8]);
      expect(errorOf(await request(client, uniqueEmail('early'))).message).toBe(`${messages.emailChangeLimit} Please try again in a minute.`);
    });

    it('tells a wrong code from an expired one, and a code tried five times wrong is dead', async () => {
      const { client } = await newAccount();
      const wanted = uniqueEmail('moved');
      await request(client, wanted);
      const code = await mailedCode(app, smtp, wanted);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await confirm(client, wrongCode);
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).message).toBe(messages.emailCodeWrong);
      expect(errorOf(await confirm(client, 'abc')).message).toBe(messages.emailCodeRequired);

      // Ten minutes later the code has expired.
      clock.advance(11 * MINUTE);
      expect(errorOf(await confirm(client, code)).message).toBe(messages.emailCodeExpired);

      // A new code: four wrong tries are wrong, the fifth kills it, and then the right one is dead too.
      clock.advance(MINUTE);
      await request(client, wanted);
      const second = await mailedCode(app, smtp, wanted);
      const miss = second === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) expect(errorOf(await confirm(client, miss)).message).toBe(messages.emailCodeWrong);
      expect(errorOf(await confirm(client, miss)).message).toBe(messages.emailCodeExpired);
      expect(errorOf(await confirm(client, second)).message).toBe(messages.emailCodeExpired);
      // Never asked for: nothing to confirm.
      const { client: fresh } = await newAccount();
      expect(errorOf(await confirm(fresh, '123456')).message).toBe(messages.emailCodeExpired);
    });

    it('refuses the code when the address was taken in the meantime, and keeps the old address', async () => {
      const { client, email } = await newAccount();
      const wanted = uniqueEmail('contested');
      await request(client, wanted);
      const code = await mailedCode(app, smtp, wanted);
      await register(await browser(app, '198.51.100.9').open(), { email: wanted.toUpperCase() });
      const res = await confirm(client, code);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(messages.emailTaken);
      expect((await sessionOf(client))?.email).toBe(email);
    });
  });

  describe('signed-in devices', () => {
    const list = async (client: Browser) => (await client.get('/api/v1/account/sessions')).json().items as {
      id: string;
      current: boolean;
      device: string;
      place: string | null;
      lastSeenAt: string;
    }[];

    it('lists the live sessions with a coarse device and place, this one first and marked', async () => {
      const { client, email } = await newAccount();
      await signInFrom(email, { userAgent: IPHONE, ip: '198.51.100.23' });
      const items = await list(client);
      expect(items).toHaveLength(2);
      expect(items[0]).toMatchObject({ current: true, device: 'Firefox on Linux', place: '203.0.113.x' });
      expect(items[1]).toMatchObject({ current: false, device: 'Safari on iPhone', place: '198.51.100.x' });
      // Nothing finer is stored.
      const stored = await queryRows(database, sql`select s.device, s.place from sessions s join users u on u.id = s.user_id where u.email = ${email}`);
      expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113\.45|198\.51\.100\.23|Mozilla/);
    });

    it('refreshes when and where a session was last used with its last-seen time', async () => {
      const { client } = await newAccount();
      const [first] = await list(client);
      clock.advance(2 * MINUTE);
      await client.get('/api/v1/notes', { 'user-agent': IPHONE });
      const [now] = await list(client);
      expect(now?.device).toBe('Safari on iPhone');
      expect(Date.parse(now?.lastSeenAt ?? '')).toBeGreaterThan(Date.parse(first?.lastSeenAt ?? ''));
    });

    it('signs out one other device at once; not this one, and never another account’s', async () => {
      const { client, email } = await newAccount();
      const phone = await signInFrom(email, { userAgent: IPHONE });
      const stranger = await newAccount();
      const [mine, phoneSession] = await list(client);
      const [strangerSession] = await list(stranger.client);

      const theirs = await client.request('DELETE', `/api/v1/account/sessions/${strangerSession?.id}`);
      expect(theirs.statusCode).toBe(404);
      expect(errorOf(theirs).message).toBe(messages.sessionNotFound);
      expect((await stranger.client.get('/api/v1/notes')).statusCode).toBe(200);
      expect((await client.request('DELETE', '/api/v1/account/sessions/not-a-session')).statusCode).toBe(404);
      const self = await client.request('DELETE', `/api/v1/account/sessions/${mine?.id}`);
      expect(self.statusCode).toBe(400);
      expect(errorOf(self).message).toBe(messages.sessionIsThisDevice);

      const out = await client.request('DELETE', `/api/v1/account/sessions/${phoneSession?.id}`);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: messages.deviceSignedOut });
      expect((await phone.get('/api/v1/notes')).statusCode).toBe(401);
      expect((await client.get('/api/v1/notes')).statusCode).toBe(200);
      expect((await list(client)).map((item) => item.id)).toEqual([mine?.id]);
    });

    it('signs out everywhere else, and says so when there was nowhere else', async () => {
      const { client, email } = await newAccount();
      const phone = await signInFrom(email, { userAgent: IPHONE });
      const laptop = await signInFrom(email, { ip: '192.0.2.8' });
      const stranger = await newAccount();
      const res = await client.post('/api/v1/account/sessions/end-others');
      expect(res.json()).toEqual({ message: messages.otherDevicesSignedOut, ended: 2 });
      expect((await phone.get('/api/v1/notes')).statusCode).toBe(401);
      expect((await laptop.get('/api/v1/notes')).statusCode).toBe(401);
      expect((await client.get('/api/v1/notes')).statusCode).toBe(200);
      expect((await stranger.client.get('/api/v1/notes')).statusCode).toBe(200);
      expect((await client.post('/api/v1/account/sessions/end-others')).json()).toEqual({ message: messages.noOtherDevices, ended: 0 });
    });
  });
});

/**
 * Two app processes, each remembering resolved sessions for a minute: a device signed out through
 * one is refused by the other within the notification's trip (sessions-across-processes has the same).
 */
describe.each(testDatabases())('devices signed out across two processes on $name', (testDb) => {
  let processes: TwoProcesses;
  let smtp: TestSmtp;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    processes = await startTwoProcesses(testDb);
    ({ a, b, smtp } = processes);
  });
  afterAll(async () => {
    await processes?.close();
  });

  const url = (path: string) => processes.url(b, path);
  const cookiesOf = (client: Browser) => ({ cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') });

  it.each(['end-others', 'one', 'password'])('a device signed out through one process (%s) is refused by the other within a second', async (how) => {
    const client = await browser(a).open();
    const { email } = await register(client);
    const signIn = async () => {
      const other = await browser(a, '10.9.0.2').open();
      await other.post('/api/v1/auth/login', { email, password: PASSWORD });
      await other.post('/api/v1/auth/verify-otp', { email, code: await mailedCode(a, smtp, email) });
      return other;
    };
    const me = await signIn();
    const phone = await signIn();
    const phoneAtB = async () => (await fetch(url('/api/v1/notes'), { headers: cookiesOf(phone) })).status;
    // The second process has read the phone's session and remembers it.
    expect(await phoneAtB()).toBe(200);
    if (how === 'end-others') expect((await me.post('/api/v1/account/sessions/end-others')).statusCode).toBe(200);
    if (how === 'one') {
      const items = (await me.get('/api/v1/account/sessions')).json().items as { id: string; current: boolean }[];
      const other = items.find((item) => !item.current);
      expect((await me.request('DELETE', `/api/v1/account/sessions/${other?.id}`)).statusCode).toBe(200);
    }
    if (how === 'password') {
      const res = await me.post('/api/v1/account/password', { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
    }
    expect(await until(async () => (await phoneAtB()) === 401, 1_000)).toBe(true);
    expect((await fetch(url('/api/v1/notes'), { headers: cookiesOf(me) })).status).toBe(200);
  });
});
