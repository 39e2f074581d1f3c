import { messages } from '@iyl/core/catalog/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { browser, errorOf, mailCount, mailedCode, manualClock, PASSWORD, register, signIn, suiteApp, uniqueEmail } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import type { TestSmtp } from '../../../test/support/smtp.ts';

const MINUTE = 60_000;

describe.each(testDatabases())('auth on $name', (testDb) => {
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

  const rows = (query: SQL) => queryRows(database, query);

  describe('Register', () => {
    it('creates an account with its own referral code and an argon2id hash, never the clear password', async () => {
      const client = await browser(app).open();
      const a = await register(client, { fullname: 'Amina Bello' });
      const b = await register(client);
      expect(a.res.statusCode).toBe(201);
      expect(a.res.json()).toEqual({ message: messages.registrationComplete });
      const found = await rows(sql`select email, password_hash, referral_code, role from users where email in (${a.email}, ${b.email})`);
      expect(found).toHaveLength(2);
      for (const row of found) {
        expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
        const [, m, t] = String(row.password_hash).match(/m=(\d+),t=(\d+)/) ?? [];
        expect(Number(m)).toBeGreaterThanOrEqual(19_456);
        expect(Number(t)).toBeGreaterThanOrEqual(2);
        expect(String(row.password_hash)).not.toContain(PASSWORD);
        expect(row.referral_code).toMatch(/^[A-Z2-9]{8}$/);
      }
      expect(found[0]?.referral_code).not.toBe(found[1]?.referral_code);
    });

    it.each([
      [{ fullname: '' }, messages.invalidCredentialsDetails],
      [{ email: '' }, messages.invalidCredentialsDetails],
      [{ password: '', confirmPassword: '' }, messages.invalidCredentialsDetails],
      [{ confirmPassword: '' }, messages.invalidCredentialsDetails],
      [{ password: 'short', confirmPassword: 'short' }, messages.passwordLength],
      [{ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, messages.passwordLength],
      [{ confirmPassword: 'something else' }, messages.passwordMismatch],
      [{ email: 'not-an-email' }, messages.invalidEmail],
      [{ role: 'Admin' }, messages.invalidCredentialsDetails],
    ])('refuses %o with its message and saves nothing', async (override, message) => {
      const client = await browser(app).open();
      const email = uniqueEmail('bad');
      const res = await client.post('/api/v1/auth/register', {
        fullname: 'Bad Input',
        email,
        role: 'Customer',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        ...override,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({ code: 'VALIDATION', message });
      expect(await rows(sql`select id from users where email = ${email}`)).toHaveLength(0);
    });

    it('refuses an e-mail that is taken, whatever its case', async () => {
      const client = await browser(app).open();
      const first = await register(client);
      const again = await register(client, { email: first.email.toUpperCase() });
      expect(again.res.statusCode).toBe(409);
      expect(errorOf(again.res).message).toBe(messages.registrationFailed);
    });

    it('records a pending referral for a known code; an unknown code does not block registration', async () => {
      const client = await browser(app).open();
      const referrer = await register(client);
      const [{ referral_code: code, id: referrerId } = {}] = await rows(
        sql`select id, referral_code from users where email = ${referrer.email}`,
      );
      const referred = await register(client, { refer: String(code).toLowerCase() });
      const stranger = await register(client, { refer: 'NOSUCHCODE' });
      expect(referred.res.statusCode).toBe(201);
      expect(stranger.res.statusCode).toBe(201);
      const refs = await rows(
        sql`select r.status, u.email from referrals r join users u on u.id = r.referred_id where r.referrer_id = ${referrerId}`,
      );
      expect(refs).toEqual([{ status: 'pending', email: referred.email }]);
      expect(await rows(sql`select r.id from referrals r join users u on u.id = r.referred_id where u.email = ${stranger.email}`)).toHaveLength(0);
    });
  });

  describe('Loginv1 and verifyOTP', () => {
    it('e-mails a 6-digit code after the password, stores it hashed, and starts a session with it', async () => {
      const client = await browser(app).open();
      const { email } = await register(client, { fullname: 'Kofi Mensah' });
      const login = await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toEqual({ next: 'code', message: messages.otpSentAccount, reused: false, resendIn: 30 });
      const code = await mailedCode(app, smtp, email);
      expect(code).toMatch(/^\d{6}$/);
      const [stored] = await rows(sql`select o.code_hash, o.purpose from otp_codes o join users u on u.id = o.user_id where u.email = ${email}`);
      expect(stored?.purpose).toBe('login');
      expect(String(stored?.code_hash)).not.toContain(code);

      const verify = await client.post('/api/v1/auth/verify-otp', { email, code });
      expect(verify.statusCode).toBe(200);
      const body = verify.json();
      expect(body).toMatchObject({ next: 'home', message: messages.loginAuthenticated, home: '/Quiz' });
      expect(body.user).toMatchObject({ fullname: 'Kofi Mensah', email, role: 'Customer', onboardingDone: false });
      expect(body.token).toBeUndefined();
      const cookie = verify.cookies.find((c) => c.name === 'iyl_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      const [session] = await rows(sql`select s.token_hash from sessions s join users u on u.id = s.user_id where u.email = ${email}`);
      expect(session?.token_hash).not.toBe(cookie?.value);
      expect((await client.get('/api/v1/auth/session')).json().user.email).toBe(email);
      // The code was single use.
      expect(await rows(sql`select 1 from otp_codes o join users u on u.id = o.user_id where u.email = ${email}`)).toHaveLength(0);
    });

    it('sends a coach with an incomplete profile to /Profile', async () => {
      const client = await browser(app).open();
      const { email } = await register(client, { role: 'Coach' });
      const res = await signIn(client, smtp, email);
      expect(res.json()).toMatchObject({ home: '/Profile', user: { role: 'Coach' } });
    });

    it('refuses a wrong password and an unknown e-mail alike, sending no code', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      const wrong = await client.post('/api/v1/auth/login', { email, password: 'wrong password!' });
      const unknown = await client.post('/api/v1/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(errorOf(res)).toEqual({ code: 'LOGIN_FAILED', message: messages.loginFailed });
      }
      expect(await mailCount(app, smtp, email)).toBe(0);
      const empty = await client.post('/api/v1/auth/login', { email: '', password: '' });
      expect(errorOf(empty).message).toBe(messages.invalidCredentialsDetails);
    });

    it('refuses a wrong, empty, reused or expired code', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      const code = await mailedCode(app, smtp, email);
      const wrong = await client.post('/api/v1/auth/verify-otp', { email, code: code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(errorOf(wrong)).toEqual({ code: 'CODE_INVALID', message: messages.authFailed });
      const empty = await client.post('/api/v1/auth/verify-otp', { email, code: '' });
      expect(errorOf(empty).message).toBe(messages.emptyCode);
      expect((await client.post('/api/v1/auth/verify-otp', { email, code })).statusCode).toBe(200);
      const reused = await client.post('/api/v1/auth/verify-otp', { email, code });
      expect(errorOf(reused).message).toBe(messages.authFailed);

      clock.advance(MINUTE);
      await browser(app).open().then((c) => c.post('/api/v1/auth/login', { email, password: PASSWORD }));
      const late = await mailedCode(app, smtp, email);
      clock.advance(10 * MINUTE + 1);
      const expired = await client.post('/api/v1/auth/verify-otp', { email, code: late });
      expect(errorOf(expired).message).toBe(messages.authFailed);
    });

    it('keeps a code through 4 wrong tries and kills it at the 5th', async () => {
      const tries = async (wrong: number) => {
        const client = await browser(app).open();
        const { email } = await register(client);
        await client.post('/api/v1/auth/login', { email, password: PASSWORD });
        const code = await mailedCode(app, smtp, email);
        const wrongCode = code === '999999' ? '888888' : '999999';
        for (let i = 0; i < wrong; i++) {
          expect((await client.post('/api/v1/auth/verify-otp', { email, code: wrongCode })).statusCode).toBe(401);
        }
        return client.post('/api/v1/auth/verify-otp', { email, code });
      };
      expect((await tries(4)).statusCode).toBe(200);
      const dead = await tries(5);
      expect(dead.statusCode).toBe(401);
      expect(errorOf(dead).message).toBe(messages.authFailed);
    });

    it('throttles resending, and a new code replaces the old one', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      const first = await mailedCode(app, smtp, email);
      const tooSoon = await browser(app).open().then((c) => c.post('/api/v1/auth/login', { email, password: PASSWORD }));
      expect(tooSoon.statusCode).toBe(429);
      expect(errorOf(tooSoon).message).toBe(messages.codeResendWait);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      expect(await mailCount(app, smtp, email)).toBe(1);

      clock.advance(31_000);
      const other = await browser(app).open();
      await other.post('/api/v1/auth/login', { email, password: PASSWORD });
      const second = await mailedCode(app, smtp, email);
      expect(await mailCount(app, smtp, email)).toBe(2);
      if (first !== second) {
        expect((await other.post('/api/v1/auth/verify-otp', { email, code: first })).statusCode).toBe(401);
      }
      // The new code answers the browser that asked for it.
      expect((await client.post('/api/v1/auth/verify-otp', { email, code: second })).statusCode).toBe(401);
      expect((await other.post('/api/v1/auth/verify-otp', { email, code: second })).statusCode).toBe(200);
    });

    it('after a mistyped code, signing in again keeps the e-mailed code; a new one can be asked for after the wait', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      const first = await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      expect(first.json()).toEqual({ next: 'code', message: messages.otpSentAccount, reused: false, resendIn: 30 });
      const code = await mailedCode(app, smtp, email);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await client.post('/api/v1/auth/verify-otp', { email, code: wrong })).statusCode).toBe(401);

      clock.advance(2_000);
      const again = await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ next: 'code', message: messages.codeStillValid, reused: true, resendIn: 28 });
      expect(await mailCount(app, smtp, email)).toBe(1);
      // A wrong password still gets nothing.
      expect((await client.post('/api/v1/auth/login', { email, password: `${PASSWORD}x` })).statusCode).toBe(401);

      const early = await client.post('/api/v1/auth/resend-code', { email });
      expect(early.statusCode).toBe(429);
      expect(errorOf(early).message).toBe(messages.codeResendWait);
      expect(Number(early.headers['retry-after'])).toBe(28);
      // Only the browser that passed the password step may ask for another code.
      const stranger = await browser(app).open().then((c) => c.post('/api/v1/auth/resend-code', { email }));
      expect(stranger.statusCode).toBe(400);
      expect(errorOf(stranger)).toEqual({ code: 'SIGN_IN_AGAIN', message: messages.signInAgain });
      const nobody = await client.post('/api/v1/auth/resend-code', { email: uniqueEmail() });
      expect(errorOf(nobody).message).toBe(messages.signInAgain);
      expect(await mailCount(app, smtp, email)).toBe(1);

      clock.advance(28_000);
      const resent = await client.post('/api/v1/auth/resend-code', { email });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({ next: 'code', message: messages.otpSentAccount, reused: false, resendIn: 30 });
      expect(await mailCount(app, smtp, email)).toBe(2);
      const fresh = await mailedCode(app, smtp, email);
      if (fresh !== code) expect((await client.post('/api/v1/auth/verify-otp', { email, code })).statusCode).toBe(401);
      expect((await client.post('/api/v1/auth/verify-otp', { email, code: fresh })).statusCode).toBe(200);
      // Used: nothing left to resend.
      expect(errorOf(await client.post('/api/v1/auth/resend-code', { email })).message).toBe(messages.signInAgain);
    });

    it('the e-mailed code still works when the person comes back after the resend wait, until it expires', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      const code = await mailedCode(app, smtp, email);
      clock.advance(5 * MINUTE);
      const again = await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      expect(again.json()).toMatchObject({ reused: true, resendIn: 0 });
      expect(await mailCount(app, smtp, email)).toBe(1);
      expect((await client.post('/api/v1/auth/verify-otp', { email, code })).statusCode).toBe(200);

      const later = await browser(app).open();
      await later.post('/api/v1/auth/login', { email, password: PASSWORD });
      await app.outbox.idle();
      clock.advance(10 * MINUTE + 1);
      // Expired: the next sign-in sends a new code.
      expect((await later.post('/api/v1/auth/login', { email, password: PASSWORD })).json()).toMatchObject({ reused: false });
      expect(await mailCount(app, smtp, email)).toBe(3);
      expect((await later.post('/api/v1/auth/verify-otp', { email, code: await mailedCode(app, smtp, email) })).statusCode).toBe(200);
    });

    it('skips the code step for a second sign-in in the same browser session only', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      const first = await signIn(client, smtp, email);
      const firstToken = first.cookies.find((c) => c.name === 'iyl_session')?.value;
      expect(client.jar.has('iyl_browser')).toBe(true);
      const browserCookie = first.cookies.find((c) => c.name === 'iyl_browser');
      expect(browserCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(browserCookie?.maxAge).toBeUndefined(); // a browser-session cookie
      expect(browserCookie?.expires).toBeUndefined();

      await client.post('/api/v1/auth/logout');
      const again = await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      expect(again.json()).toMatchObject({ next: 'home', home: '/Quiz' });
      const secondToken = again.cookies.find((c) => c.name === 'iyl_session')?.value;
      expect(secondToken).toBeTruthy();
      expect(secondToken).not.toBe(firstToken); // a new session at every sign-in
      expect(await mailCount(app, smtp, email)).toBe(1);

      // Another browser (no trust cookie) and a forged trust cookie both go through the code step.
      const other = await browser(app).open();
      expect((await other.post('/api/v1/auth/login', { email, password: PASSWORD })).json().next).toBe('code');
      clock.advance(MINUTE);
      const forged = await browser(app).open();
      forged.jar.set('iyl_browser', 'forged-value');
      expect((await forged.post('/api/v1/auth/login', { email, password: PASSWORD })).json().next).toBe('code');
    });

    it('gives API clients a bearer token instead of cookies', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD, client: 'api' } });
      expect(login.json().next).toBe('code');
      const verify = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-otp',
        payload: { email, code: await mailedCode(app, smtp, email), client: 'api' },
      });
      expect(verify.statusCode).toBe(200);
      expect(verify.cookies.find((c) => c.name === 'iyl_session')).toBeUndefined();
      const token = verify.json().token as string;
      expect(token.length).toBeGreaterThanOrEqual(43);
      const me = await app.inject({ url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}` } });
      expect(me.json().user.email).toBe(email);
      expect(me.cookies).toEqual([]); // no browser cookies for an API client
      const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
      expect(out.statusCode).toBe(200);
      const after = await app.inject({ url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}` } });
      expect(after.json().user).toBeNull();
    });
  });

  describe('sessions', () => {
    it('logout ends the session on the server', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      const res = await signIn(client, smtp, email);
      const token = res.cookies.find((c) => c.name === 'iyl_session')?.value;
      const out = await client.post('/api/v1/auth/logout');
      expect(out.json()).toEqual({ message: messages.loggedOut });
      expect(client.jar.has('iyl_session')).toBe(false);
      const stolen = await app.inject({ url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}` } });
      expect(stolen.json().user).toBeNull();
      // Logging out again is harmless.
      expect((await client.post('/api/v1/auth/logout')).json()).toEqual({ message: messages.loggedOut });
    });

    it('remembers a resolved session for 5 seconds at most: a revocation made by another server process applies within that time', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      await signIn(client, smtp, email);
      expect((await client.get('/api/v1/auth/session')).json().user.email).toBe(email);
      // Another process (sharing the PostgreSQL database) signs the account out: this process does not hear of it.
      await database.db.execute(sql`update sessions set revoked_at = now() where user_id = (select id from users where email = ${email})`);
      clock.advance(4_999);
      expect((await client.get('/api/v1/auth/session')).json().user?.email).toBe(email);
      clock.advance(1);
      expect((await client.get('/api/v1/auth/session')).json().user).toBeNull();
    });

    it('expires after the idle time and after the absolute lifetime', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      await signIn(client, smtp, email);
      clock.advance(23 * 60 * MINUTE);
      expect((await client.get('/api/v1/auth/session')).json().user).not.toBeNull();
      clock.advance(24 * 60 * MINUTE + 1);
      expect((await client.get('/api/v1/auth/session')).json().user).toBeNull();

      const busy = await browser(app).open();
      await signIn(busy, smtp, email);
      for (let day = 0; day < 14; day++) {
        clock.advance(20 * 60 * MINUTE);
        await busy.get('/api/v1/auth/session');
      }
      clock.advance(60 * 60 * MINUTE);
      expect((await busy.get('/api/v1/auth/session')).json().user).toBeNull();
    });

    it("a session reaches only its own user's records", async () => {
      const a = await browser(app).open();
      const b = await browser(app).open();
      const ra = await register(a, { fullname: 'Person A' });
      const rb = await register(b, { fullname: 'Person B' });
      await signIn(a, smtp, ra.email);
      await signIn(b, smtp, rb.email);
      expect((await a.get('/api/v1/auth/session')).json().user.fullname).toBe('Person A');
      expect((await b.get('/api/v1/auth/session')).json().user.fullname).toBe('Person B');
      await a.post('/api/v1/auth/logout');
      expect((await b.get('/api/v1/auth/session')).json().user.fullname).toBe('Person B');
    });
  });

  describe('RequestOTP and ChangePassword', () => {
    it('resets the password with the e-mailed code and ends every session of the account', async () => {
      const phone = await browser(app).open();
      const laptop = await browser(app).open();
      const { email } = await register(phone);
      await signIn(phone, smtp, email);
      await signIn(laptop, smtp, email);
      // Both sessions are in use (and so remembered by the server) when the password changes.
      expect((await phone.get('/api/v1/auth/session')).json().user.email).toBe(email);
      expect((await laptop.get('/api/v1/auth/session')).json().user.email).toBe(email);

      const forgot = await browser(app).open();
      const sent = await forgot.post('/api/v1/auth/forgot', { email });
      expect(sent.json()).toEqual({ message: messages.otpSentProvided });
      const code = await mailedCode(app, smtp, email);
      const done = await forgot.post('/api/v1/auth/change-password', {
        email,
        code,
        password: 'a brand new secret',
        confirmPassword: 'a brand new secret',
      });
      expect(done.json()).toEqual({ message: messages.passwordChanged });
      expect((await phone.get('/api/v1/auth/session')).json().user).toBeNull();
      expect((await laptop.get('/api/v1/auth/session')).json().user).toBeNull();
      // The trusted browser is forgotten too: the next sign-in asks for a code again.
      clock.advance(MINUTE);
      expect((await phone.post('/api/v1/auth/login', { email, password: 'a brand new secret' })).json().next).toBe('code');
      clock.advance(MINUTE);
      expect((await phone.post('/api/v1/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    });

    it('answers every catalogue message', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      const unknown = await client.post('/api/v1/auth/forgot', { email: uniqueEmail('ghost') });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)).toEqual({ code: 'EMAIL_NOT_FOUND', message: messages.emailNotFound });
      expect(errorOf(await client.post('/api/v1/auth/forgot', { email: '' })).message).toBe(messages.invalidEmailCredentials);

      await client.post('/api/v1/auth/forgot', { email });
      const code = await mailedCode(app, smtp, email);
      const base = { email, code, password: 'another secret', confirmPassword: 'another secret' };
      const cases: [object, string][] = [
        [{ code: '' }, messages.invalidCredentials],
        [{ password: '', confirmPassword: '' }, messages.invalidCredentials],
        [{ confirmPassword: 'different secret' }, messages.resetMismatch],
        [{ password: 'short', confirmPassword: 'short' }, messages.passwordLength],
      ];
      for (const [override, message] of cases) {
        const res = await client.post('/api/v1/auth/change-password', { ...base, ...override });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).message).toBe(message);
      }
      const wrong = await client.post('/api/v1/auth/change-password', { ...base, code: code === '123456' ? '654321' : '123456' });
      expect(errorOf(wrong)).toEqual({ code: 'CODE_INVALID', message: messages.resetFailed });
      // The password did not change.
      clock.advance(MINUTE);
      expect((await client.post('/api/v1/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('keeps sign-in codes and reset codes apart', async () => {
      const client = await browser(app).open();
      const { email } = await register(client);
      await client.post('/api/v1/auth/login', { email, password: PASSWORD });
      const loginCode = await mailedCode(app, smtp, email);
      const reset = await client.post('/api/v1/auth/change-password', {
        email,
        code: loginCode,
        password: 'hijacked password',
        confirmPassword: 'hijacked password',
      });
      expect(errorOf(reset).message).toBe(messages.resetFailed);

      await client.post('/api/v1/auth/forgot', { email });
      const resetCode = await mailedCode(app, smtp, email);
      const signin = await client.post('/api/v1/auth/verify-otp', { email, code: resetCode });
      expect(errorOf(signin).message).toBe(messages.authFailed);
      // The sign-in code still works for signing in.
      expect((await client.post('/api/v1/auth/verify-otp', { email, code: loginCode })).statusCode).toBe(200);
    });
  });

  describe('roles and CSRF', () => {
    async function signedInAs(role: 'Customer' | 'Coach' | 'Admin' | 'Global') {
      const client = await browser(app).open();
      const { email } = await register(client, { role: role === 'Coach' ? 'Coach' : 'Customer' });
      if (role === 'Admin' || role === 'Global') await database.db.execute(sql`update users set role = ${role} where email = ${email}`);
      await signIn(client, smtp, email);
      return client;
    }

    it('lets each role reach only its own routes', async () => {
      const routes = { Admin: '/api/v1/admin/overview', Global: '/api/v1/global/overview' } as const;
      const anonymous = await browser(app).open();
      for (const url of Object.values(routes)) expect((await anonymous.get(url)).statusCode).toBe(401);
      for (const role of ['Customer', 'Coach', 'Admin', 'Global'] as const) {
        const client = await signedInAs(role);
        for (const [owner, url] of Object.entries(routes)) {
          const res = await client.get(url);
          if (owner === role) {
            expect(res.statusCode).toBe(200);
            expect(res.json()).toMatchObject({ fullname: 'Test Person' });
          } else {
            expect(res.statusCode, `${role} on ${url}`).toBe(403);
            expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: messages.forbidden });
          }
        }
      }
    });

    it('refuses a cookie-authenticated change without the CSRF header', async () => {
      const client = await signedInAs('Customer');
      const forged = await client.post('/api/v1/auth/logout', {}, { 'x-csrf-token': 'wrong' });
      expect(forged.statusCode).toBe(403);
      expect(errorOf(forged)).toEqual({ code: 'CSRF', message: messages.csrf });
      expect((await client.get('/api/v1/auth/session')).json().user).not.toBeNull();
      const fresh = browser(app);
      const noCookieYet = await fresh.post('/api/v1/auth/login', { email: 'a@b.co', password: 'whatever' });
      expect(errorOf(noCookieYet).code).toBe('CSRF');
    });
  });

  it('answers unknown API paths and bad JSON with the one error shape', async () => {
    const missing = await app.inject({ url: '/api/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({ code: 'NOT_FOUND', message: messages.notFound });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION');
  });

  it('reports health and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'up' });
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', database: testDb.name, jobs: 'stopped', mail: expect.stringMatching(/^(ok|unknown)$/) });
  });
});
