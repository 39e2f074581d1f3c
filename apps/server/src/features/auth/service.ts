import type { SessionUser } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import type { Role } from '@iyl/core/access/roles';
import { homeFor } from '@iyl/core/app/routes';
import { randomInt } from 'node:crypto';
import { hashPassword, verifyDummy, verifyPassword } from '../../platform/auth/password.ts';
import { createSessionCache } from '../../platform/auth/session-cache.ts';
import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { Events } from '../../platform/events/events.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import { createAccountSettings } from './account-service.ts';
import { type ClientHints, describeClient } from './client-description.ts';
import { createCodes } from './codes.ts';
import { createAdminAccounts } from './admin-accounts.ts';
import { createAccountsConsole } from './console.ts';
import { createAccountEraser } from './erase.ts';
import { createAuthRepository, toSessionUser, type UserRow } from './repository.ts';

export interface AuthSettings {
  codeTtlMs: number;
  codeMaxAttempts: number;
  codeResendMs: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  trustedBrowserMs: number;
  /** How long a resolved session is remembered in this process (0: ask the database every time). */
  sessionCacheMs: number;
}

export const defaultAuthSettings: Omit<AuthSettings, 'sessionIdleMs' | 'sessionMaxMs' | 'sessionCacheMs'> = {
  codeTtlMs: 10 * 60_000,
  codeMaxAttempts: 5,
  codeResendMs: 30_000,
  trustedBrowserMs: 12 * 3_600_000,
};

/** How to reach an account and show it: from contacts(). */
export interface Contact {
  fullname: string;
  email: string;
  timeZone: string;
  profilePic: string | null;
  role: Role;
  /** When the account was made (the community weighs a newcomer's flags less). */
  joinedAt: Date;
}

export interface AuthDeps {
  db: Db;
  events: Events;
  outbox: Pick<MailOutbox, 'queue' | 'retire' | 'sendSoon' | 'site'>;
  settings: AuthSettings;
  clock: () => Date;
}

declare module '../../platform/events/events.ts' {
  interface EventMap {
    /** A new account; `refer` is the referral code it registered with, as typed. */
    'auth.registered': { userId: string; role: Role; refer: string | null; at: string };
    /** The account's time zone changed (due times kept in the old one must be recomputed). */
    'auth.timeZoneChanged': { userId: string; timeZone: string };
    /** The account's row changed (role, name, photo, onboarding, payment, password): sessions remembered anywhere are read again. */
    'auth.userChanged': { userId: string };
    /** A session ended (sign-out): no process may accept it any more, and its open streams end. */
    'auth.sessionEnded': { sessionId: string };
    /** Every session of the account ended (a password change or reset, a suspension): the same for all of them. */
    'auth.sessionsEnded': { userId: string };
  }
}

/** A browser that has not signed in for a year is forgotten (its cookie has expired by then too). */
const DEVICE_UNUSED_MS = 365 * 86_400_000;
/** An expired admin invitation stays listed ("Expired", for the Global administrator to send again) this long, then goes. */
const INVITE_EXPIRED_KEPT_MS = 30 * 86_400_000;

/** Result of a successful sign-in: the session token to hand over, and who it is. */
export interface NewSession {
  token: string;
  sessionId: string;
  user: SessionUser;
  home: string;
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function referralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

const loginFailed = () => new AppError(401, 'LOGIN_FAILED', messages.loginFailed);
const authFailed = () => new AppError(401, 'CODE_INVALID', messages.authFailed);
const resetFailed = () => new AppError(400, 'CODE_INVALID', messages.resetFailed);
/** A suspended account is told so, once its password is right (a stranger learns nothing). */
const suspended = () => new AppError(401, 'LOGIN_FAILED', messages.accountSuspended);

export function createAuthService(deps: AuthDeps) {
  const { db, events, outbox, settings, clock } = deps;
  const repo = createAuthRepository(db);
  const cache = createSessionCache<SessionUser>({ ttlMs: settings.sessionCacheMs });
  // Another process's sign-out or change reaches this one's memory as soon as it commits.
  events.onSignal('auth.userChanged', (userId) => cache.forgetUser(userId));
  events.onSignal('auth.sessionEnded', (sessionId) => cache.forgetSession(sessionId));
  events.onSignal('auth.sessionsEnded', (userId) => cache.forgetUser(userId));

  /** A change to an account's row (in `tx`): forgotten here now, and in every process once it commits. */
  async function userChanged(tx: DbOrTx, userId: string) {
    cache.forgetUser(userId);
    await events.publish(tx, 'auth.userChanged', { userId }, { subject: userId });
  }

  /** A customer marked paid or not (in `tx`): their id when that changed something, undefined when not; 404 for no such customer. */
  async function setCustomerPaid(email: string, paid: boolean, tx: DbOrTx) {
    const txRepo = createAuthRepository(tx);
    const userId = await txRepo.setCustomerPaid(email, paid);
    if (userId) {
      await userChanged(tx, userId);
      return userId;
    }
    const existing = await txRepo.findUserByEmail(email);
    if (existing?.role !== 'Customer') throw new AppError(404, 'NOT_FOUND', messages.userNotFound);
    return undefined;
  }

  /**
   * Ends every session of an account (in `tx`) and forgets the browsers it trusted: no process accepts
   * them once it commits, and their open streams end. Any way an account is shut out (a password change
   * or reset, a suspension) goes through here.
   */
  async function endSessions(tx: DbOrTx, userId: string) {
    const txRepo = createAuthRepository(tx);
    await txRepo.revokeAllSessions(userId, clock());
    await txRepo.forgetBrowsers(userId);
    await userChanged(tx, userId);
    await events.publish(tx, 'auth.sessionsEnded', { userId }, { subject: userId });
  }

  /** The account's time zone changed (in `tx`); after the commit its due times are recomputed. */
  async function timeZoneChanged(tx: DbOrTx, userId: string, timeZone: string) {
    await userChanged(tx, userId);
    await events.publish(tx, 'auth.timeZoneChanged', { userId, timeZone });
  }

  async function uniqueReferralCode(): Promise<string> {
    for (;;) {
      const code = referralCode();
      if (!(await repo.referralCodeTaken(code))) return code;
    }
  }

  /** Creates an account; `refer` records a pending referral when it names another account. */
  async function createUser(input: { fullname: string; email: string; password: string; role: Role; refer?: string }) {
    const passwordHash = await hashPassword(input.password);
    const code = await uniqueReferralCode();
    return events.transaction(async (tx) => {
      const txRepo = createAuthRepository(tx);
      const user = await txRepo.insertUser({
        fullname: input.fullname,
        email: input.email,
        passwordHash,
        role: input.role,
        referralCode: code,
      });
      if (!user) throw new AppError(409, 'CONFLICT', messages.registrationFailed);
      const registered = toSessionUser(user);
      await events.publish(tx, 'auth.registered', { userId: user.id, role: input.role, refer: input.refer?.trim() || null, at: clock().toISOString() });
      return registered;
    });
  }

  // One-time codes (codes.ts): sent, checked, and the browser's live one.
  const { sendCode, checkCode, liveLoginCode, secondsUntilResend } = createCodes({ db, outbox, settings, clock });

  /** A new session; the browser's time zone, when it sent one, becomes the account's. */
  async function startSession(found: UserRow, deviceToken?: string, timeZone?: string): Promise<NewSession> {
    const now = clock();
    let user = found;
    if (timeZone && timeZone !== user.timeZone && !user.timeZoneManual) {
      const userId = user.id;
      await events.transaction(async (tx) => {
        await createAuthRepository(tx).setTimeZone(userId, timeZone, false);
        await timeZoneChanged(tx, userId, timeZone);
      });
      user = { ...user, timeZone };
    }
    if (deviceToken) await repo.rememberDevice(user.id, sha256(deviceToken), now);
    const token = randomToken(32);
    const sessionId = await repo.insertSession(user.id, sha256(token), now, new Date(now.getTime() + settings.sessionMaxMs));
    if (!sessionId) throw new Error('session insert returned nothing');
    const sessionUser = toSessionUser(user);
    return { token, sessionId, user: sessionUser, home: homeFor(sessionUser) };
  }

  return {
    createUser,
    /** The admin console's reads and suspension (console.ts). */
    ...createAccountsConsole({ db, clock, endSessions, userChanged }),
    /** The Global administrator's admin accounts: invitations, acceptance, disable and enable (admin-accounts.ts). */
    ...createAdminAccounts({ db, events, clock, endSessions, userChanged, referralCode: uniqueReferralCode }),

    /** The names of some accounts, by id (one query). */
    async fullnames(ids: string[]): Promise<Map<string, string>> {
      return new Map((await repo.fullnames([...new Set(ids)])).map((u) => [u.id, u.fullname]));
    },

    /** Where to reach some accounts, by id (one query): name, e-mail, time zone, photo and role. */
    async contacts(ids: string[]): Promise<Map<string, Contact>> {
      return new Map((await repo.contacts([...new Set(ids)])).map(({ id, ...contact }) => [id, contact]));
    },

    /** The account a referral code names. */
    async findUserByReferralCode(code: string, db: DbOrTx = deps.db) {
      const user = await createAuthRepository(db).findUserByReferralCode(code);
      return user ? { id: user.id } : undefined;
    },

    /** Onboarding finished (inside the caller's transaction, when given); signed-in requests see it at once. */
    async markOnboardingDone(userId: string, db: DbOrTx = deps.db) {
      await createAuthRepository(db).setOnboardingDone(userId);
      await userChanged(db, userId);
    },

    /**
     * SetTimeZone: the account's own time zone (already checked to be a real one). Chosen by hand it
     * stays until changed again; `automatic` lets each sign-in take the browser's again.
     */
    async setTimeZone(userId: string, timeZone: string, automatic = false) {
      const user = await events.transaction(async (tx) => {
        const changed = await createAuthRepository(tx).setTimeZone(userId, timeZone, !automatic);
        if (changed) await timeZoneChanged(tx, userId, timeZone);
        return changed;
      });
      return user ? toSessionUser(user) : null;
    },

    /** The coach finished onboarding (inside the caller's transaction): their session shows it at once. */
    async markCoachProfileComplete(userId: string, tx: DbOrTx) {
      await createAuthRepository(tx).markCoachProfileComplete(userId);
      await userChanged(tx, userId);
    },

    /** A new profile picture; answers the address of the one it replaces. */
    async replaceProfilePic(userId: string, url: string) {
      return db.transaction(async (tx) => {
        const previous = await createAuthRepository(tx).replaceProfilePic(userId, url);
        await userChanged(tx, userId);
        return previous;
      });
    },

    /**
     * Marks a customer paid (inside the caller's transaction): their id the first time, undefined when
     * already paid; a 404 when no customer has that e-mail.
     */
    async markCustomerPaid(email: string, tx: DbOrTx) {
      return setCustomerPaid(email, true, tx);
    },

    /** The admin's "Mark unpaid" (in `tx`): the customer's id when they were paid, undefined when not; 404 for no such customer. */
    async markCustomerUnpaid(email: string, tx: DbOrTx) {
      return setCustomerPaid(email, false, tx);
    },

    /** Housekeeping (a scheduled job): removes codes, sessions, trusted browsers, devices and admin invitations that can no longer be used. */
    async deleteExpired() {
      const now = clock();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      return repo.deleteExpired(now, ago(settings.sessionIdleMs), ago(DEVICE_UNUSED_MS), ago(INVITE_EXPIRED_KEPT_MS));
    },

    async accountExists(email: string) {
      return Boolean(await repo.findUserByEmail(email.toLowerCase()));
    },

    /** Whether this device cookie has signed in to the account of `email` before. */
    async isKnownDevice(email: string, deviceToken: string | undefined) {
      return Boolean(deviceToken) && repo.isKnownDevice(email, sha256(deviceToken as string));
    },

    /**
     * Loginv1: checks the password, then either signs in a trusted browser or e-mails a code, which
     * then answers only the browser of `deviceToken` (API clients have none).
     */
    async login(email: string, password: string, browserToken: string | undefined, deviceToken?: string, timeZone?: string) {
      const user = await repo.findUserByEmail(email);
      if (!user) {
        await verifyDummy(password);
        throw loginFailed();
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw loginFailed();
      if (user.suspendedAt) throw suspended();
      if (browserToken && (await repo.isTrustedBrowser(user.id, sha256(browserToken), clock()))) {
        return { next: 'home' as const, session: await startSession(user, deviceToken, timeZone) };
      }
      const deviceHash = deviceToken ? sha256(deviceToken) : null;
      // Back after a typo: the code already e-mailed to this browser still works, so no new one is sent.
      const live = deviceHash ? await liveLoginCode(user.id, deviceHash) : undefined;
      if (live) return { next: 'code' as const, reused: true, resendIn: secondsUntilResend(live.createdAt) };
      await sendCode(user, 'login', deviceHash);
      return { next: 'code' as const, reused: false, resendIn: secondsUntilResend(clock()) };
    },

    /**
     * ResendCode: a new sign-in code for the browser that passed the password step, while its code
     * is still alive (after that, or from any other browser, the person signs in again).
     */
    async resendLoginCode(email: string, deviceToken: string | undefined) {
      const user = await repo.findUserByEmail(email);
      const deviceHash = deviceToken ? sha256(deviceToken) : null;
      if (!user || !deviceHash || !(await liveLoginCode(user.id, deviceHash))) throw new AppError(400, 'SIGN_IN_AGAIN', messages.signInAgain);
      await sendCode(user, 'login', deviceHash);
      return { resendIn: secondsUntilResend(clock()) };
    },

    /** verifyOTP: the sign-in code → a new session, trust for this browser session, and a known device. */
    async verifyLoginCode(email: string, code: string, deviceToken?: string, timeZone?: string) {
      const user = await checkCode(email, code, 'login', authFailed, deviceToken);
      if (user.suspendedAt) throw suspended();
      const session = await startSession(user, deviceToken, timeZone);
      const browserToken = randomToken(32);
      await repo.insertTrustedBrowser(user.id, sha256(browserToken), new Date(clock().getTime() + settings.trustedBrowserMs));
      return { session, browserToken };
    },

    /** RequestOTP for a password reset. */
    async requestReset(email: string) {
      const user = await repo.findUserByEmail(email);
      if (!user) throw new AppError(404, 'EMAIL_NOT_FOUND', messages.emailNotFound);
      await sendCode(user, 'reset');
    },

    /** ChangePassword: the reset code → new password; every session and trusted browser of the user ends. */
    async changePassword(email: string, code: string, password: string) {
      const user = await checkCode(email, code, 'reset', resetFailed);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await createAuthRepository(tx).setPassword(user.id, passwordHash);
        await endSessions(tx, user.id);
      });
    },

    /**
     * Finds the live session of a token (remembered for a few seconds, see session-cache.ts);
     * refreshes its idle clock at most once a minute, with where it is used (`client`: the devices list).
     */
    async resolveSession(token: string, client?: ClientHints) {
      const now = clock();
      const at = now.getTime();
      const tokenHash = sha256(token);
      let found = cache.get(tokenHash, at);
      if (found && (at - found.lastSeenAt >= settings.sessionIdleMs || at >= found.expiresAt)) {
        cache.forgetSession(found.sessionId);
        return null;
      }
      if (!found) {
        const row = await repo.findLiveSession(tokenHash, now, new Date(at - settings.sessionIdleMs));
        if (!row || row.user.suspendedAt) return null;
        found = {
          value: toSessionUser(row.user),
          userId: row.user.id,
          sessionId: row.sessionId,
          lastSeenAt: row.lastSeenAt.getTime(),
          expiresAt: row.expiresAt.getTime(),
        };
        cache.set(tokenHash, found, at);
      }
      if (at - found.lastSeenAt > 60_000) {
        await repo.touchSession(found.sessionId, now, client && describeClient(client));
        cache.touched(tokenHash, at);
      }
      return { sessionId: found.sessionId, user: found.value, expiresInMs: found.expiresAt - at };
    },

    endSessions,

    /** Deleting an account (erase.ts; the account-data feature's deletion runs it in its transaction). */
    ...createAccountEraser({ endSessions }),

    /** Every user's own account: name, password, e-mail, signed-in devices (account-service.ts). */
    ...createAccountSettings({ db, events, outbox, clock, settings, userChanged }),

    async logout(sessionId: string) {
      await db.transaction(async (tx) => {
        await createAuthRepository(tx).revokeSession(sessionId, clock());
        await events.publish(tx, 'auth.sessionEnded', { sessionId }, { subject: sessionId });
      });
      cache.forgetSession(sessionId);
    },

    async overview() {
      const [counts] = await repo.countMembersQuery();
      return { customers: counts?.customers ?? 0, coaches: counts?.coaches ?? 0 };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
