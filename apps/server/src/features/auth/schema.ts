import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['Customer', 'Coach', 'Admin', 'Global'] }).notNull(),
    ispaid: boolean('ispaid').notNull().default(false),
    onboardingDone: boolean('onboarding_done').notNull().default(false),
    coachProfileComplete: boolean('coach_profile_complete').notNull().default(false),
    referralCode: text('referral_code').notNull(),
    profilePic: text('profile_pic'),
    /** IANA name, from the browser at sign-in (editable): the customer's days start and end in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The customer chose the time zone by hand: sign-in no longer takes the browser's. */
    timeZoneManual: boolean('time_zone_manual').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Suspended by an admin (with the reason given): no sign-in, no session. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendReason: text('suspend_reason'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    // The few suspended accounts (the directory asks for the suspended coaches on every read).
    index('users_suspended_idx').on(t.role).where(sql`${t.suspendedAt} is not null`),
    // The console's order (role, name case aside, id): a page is read off it; migration 0048 adds INCLUDE
    // (fullname), which drizzle cannot say, so the skipped rows of a later page need no table read.
    index('users_role_name_idx').on(t.role, sql`lower(${t.fullname})`, t.id),
    // Each role's entries deduplicated, a small index: the console's totals and the admin home's counts.
    index('users_role_idx').on(t.role),
    // A search of names and e-mails (ILIKE '%q%', three characters or more): pg_trgm.
    index('users_fullname_trgm_idx').using('gin', t.fullname.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/**
 * The accounts of each role, kept exact by triggers on users (migration 0051: each statement that adds or
 * removes accounts, a change of role, a TRUNCATE): the admin home's counts and the console's totals read
 * one row instead of counting every account.
 */
export const userRoleCounts = pgTable('user_role_counts', {
  role: text('role').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** One live code per account and purpose: a new code replaces the old one. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login', 'reset', 'email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * A sign-in code asked for by a browser answers that browser only (its device cookie, hashed):
     * anyone else's guesses neither count against it nor use it up.
     */
    deviceHash: text('device_hash'),
    /** An e-mail change's new address (purpose 'email'): the code was mailed there. */
    newEmail: text('new_email'),
  },
  (t) => [uniqueIndex('otp_codes_user_purpose_key').on(t.userId, t.purpose)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Where it was last used, coarsely (client-description.ts): 'Firefox on Linux', and '203.0.113.x'. */
    device: text('device'),
    place: text('place'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_live_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    // An account's newest session, revoked or not (the console's last sign-in).
    index('sessions_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A browser that passed the code step in its current browser session (a cookie without
 * Max-Age). While it lives, signing in again from that browser skips the code step.
 */
export const trustedBrowsers = pgTable(
  'trusted_browsers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('trusted_browsers_token_hash_key').on(t.tokenHash), index('trusted_browsers_user_idx').on(t.userId)],
);

/**
 * Browsers that have signed in to an account (the device cookie, hashed). Sign-in attempts from one
 * of them count on their own, so strangers' failures for the same e-mail never lock the owner out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] })],
);

/**
 * An invitation to become an admin (the Global administrator's): single use (only the token's hash is
 * kept), 7 days; accepting it makes the account and deletes the row. One pending per address.
 */
export const adminInvites = pgTable(
  'admin_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('admin_invites_token_hash_key').on(t.tokenHash), uniqueIndex('admin_invites_email_key').on(t.email)],
);
