// The part-2 screens' bench data (seed-screens.ts): the ids and names the scenarios (screens.ts) ask for,
// derived as the seed derives them in SQL (bench_uuid, seed.ts), so neither needs to read the other's rows.
import { createHash } from 'node:crypto';

/** The seed's bench_uuid(text): md5 of the text, as a version 4 UUID. */
export function uuidOf(text: string): string {
  const md5 = createHash('md5').update(text).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Bump when the seed's data changes: the embedded cache is keyed on it. */
export const SCREENS_SEED_VERSION = 2;
/** Coaches: one per 100 customers, at least 10 (each has 25 bookings at every size, see seed-screens.ts). */
export const coachCount = (users: number) => Math.max(10, Math.floor(users / 100));
/** Community topics: one per 20 customers, at least 20. */
export const topicCount = (users: number) => Math.max(20, Math.floor(users / 20));
/** Members who post in the community scenario, in turn: slow mode lets each one through every 2 s. */
export const POSTERS = 4_000;
/** The writer's daily routines, checked in and cleared in turn (the most a customer may have going). */
export const WRITER_ROUTINES = 100;
export const MEALS_PER_WEEK = 21;

export const COACH_EMAIL = 'bench-coach-0@bench.local';
export const ADMIN_EMAIL = 'bench-admin@bench.local';
export const coachEmail = (k: number) => `bench-coach-${k}@bench.local`;
/** A poster's bearer token: the seed keeps a session for it (no sign-in, no code, per poster). */
export const posterToken = (p: number) => `bench-poster-session-${p}`;

export const ids = {
  coach: (k: number) => uuidOf(`coach${k}`),
  course: (k: number, i: number) => uuidOf(`course${k}-${i}`),
  topic: (t: number) => uuidOf(`topic${t}`),
  conversation: (g: number, c: number) => uuidOf(`chat${g}-${c}`),
  /** The reader's (bench-0's) routines: 0–2 daily, 3 weekly, 4 completed. */
  readerRoutine: (r: number) => uuidOf(`r0-${r}`),
  writerRoutine: (i: number) => uuidOf(`wr${i}`),
  writerMeal: (i: number) => uuidOf(`wm${i}`),
};
