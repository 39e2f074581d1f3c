// The people of the day of traffic (bench/day.ts): the seeded customers (bench-N, seed.ts and
// seed-customers.ts), coaches, the admin and the community's members (seed-screens.ts), each already
// signed in (a session the seed keeps, as the posters have), and each at an address of their own.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { seedBench } from './seed.ts';
import { ADMIN_EMAIL, coachCount, ids, POSTERS, posterToken, topicCount } from './seed-ids.ts';

/** A person's bearer token: the seed keeps a session for every customer, coach and the admin (seedDay). */
export const dayToken = (email: string) => `bench-day-session-${email}`;
/** Members who keep a live topic open (the last ones of the posters, who then never post). */
export const READERS_OF = (connections: number) => Math.max(2, Math.round(connections / 10));
/** Topics the community's members talk in during the day (each kept open by some of the readers). */
export const LIVE_TOPICS = 10;

/** The bench data (seedBench, `users` customers) and a session for each customer, coach and the admin. */
export async function seedDay(database: Database, users: number) {
  await seedBench(database, users);
  await database.db.execute(sql`
    insert into sessions (user_id, token_hash, expires_at)
    select id, encode(sha256(convert_to('bench-day-session-' || email, 'UTF8')), 'hex'), now() + interval '30 days'
    from users where email like 'bench-%@bench.local' and email not like 'bench-poster-%'`);
}

/**
 * The server's settings the day needs besides its database: the SMTP server that catches its mail,
 * and X-Forwarded-For believed from this machine (loopback: the bench, or an nginx in front of the app),
 * so each person's address is their own, as on the Internet (per-address limits count per person).
 */
export const dayServerEnv = (smtpUrl: string) => ({ SMTP_URL: smtpUrl, TRUST_PROXY: 'loopback' });

export interface Customer {
  n: number;
  email: string;
  token: string;
  /** An address of the benchmarking range (198.18.0.0/15, RFC 2544): only ever written in a header. */
  ip: string;
  /** seed-customers.ts: a quarter keep routines (0–2 daily) and bookings, a tenth a meal week and chats. */
  routines: boolean;
  meals: boolean;
  chats: boolean;
  /** Check-in state of today of routines 0–2 (the seed has routine 0 done today). */
  checkedIn: boolean[];
  signedInAt: number;
  booked: boolean;
}
export interface Member {
  p: number;
  token: string;
  ip: string;
  /** When they posted in the last 10 minutes (slow mode: one per 2 s, 30 per 10 minutes). */
  posts: number[];
}

const address = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

/** Who the day's people are, for `users` seeded customers. */
export function people(users: number) {
  const customers: Customer[] = Array.from({ length: users }, (_, n) => {
    const email = `bench-${n}@bench.local`;
    return {
      n,
      email,
      token: dayToken(email),
      ip: address(n),
      routines: n % 4 === 0,
      meals: n % 10 === 0,
      chats: n % 10 === 0,
      checkedIn: [true, false, false],
      signedInAt: Number.NEGATIVE_INFINITY,
      booked: false,
    };
  });
  const coaches = Array.from({ length: coachCount(users) }, (_, k) => ({ k, id: ids.coach(k), token: dayToken(`bench-coach-${k}@bench.local`), ip: address(100_000 + k) }));
  const members: Member[] = Array.from({ length: POSTERS }, (_, p) => ({ p, token: posterToken(p), ip: address(110_000 + p), posts: [] }));
  const admin = { token: dayToken(ADMIN_EMAIL), ip: address(120_000) };
  // Topic 0 is the screens' read one; the members talk in the next ones.
  const liveTopics = Array.from({ length: Math.min(LIVE_TOPICS, topicCount(users) - 1) }, (_, t) => ids.topic(1 + t));
  return { users, customers, coaches, members, admin, liveTopics };
}
export type People = ReturnType<typeof people>;

/** The `w`-th of `of` equal shares of `list` (each connection is a few people, one thing at a time). */
export const shareOf = <T>(list: readonly T[], w: number, of: number) => list.slice(Math.floor((w * list.length) / of), Math.floor(((w + 1) * list.length) / of));
