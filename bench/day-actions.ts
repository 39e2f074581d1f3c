// What the people of the day of traffic (bench/day.ts) do, each as the web app's screens do it: a screen's
// first load (the scenarios of bench/screens.ts), a check-in, a meal marked, a coach's time booked, a
// booking confirmed by its coach, a question to the chat's coach with its answer streamed to the end, a
// message to a topic that others have open, a generation by the built-in engine, and a sign-in with the
// code the app e-mailed.
import { sseReader } from '../packages/core/src/http/sse.ts';
import type { Mailbox, LiveTopics } from './day-live.ts';
import type { Customer, Member, People } from './day-people.ts';
import type { Outcome, Recorder } from './day-stats.ts';
import { type BenchContext, screenScenarios } from './screens.ts';
import { BENCH_PASSWORD } from './seed.ts';
import { ids, uuidOf } from './seed-ids.ts';

export interface DayContext {
  base: string;
  people: People;
  recorder: Recorder;
  mail: Mailbox;
  live: LiveTopics;
  /** performance.now() when the day ends: a sign-in or question started before it is followed to its end. */
  endsAt: number;
}
/** One connection: a few customers and members, one thing at a time, and its own share of a coach's times. */
export interface Lane {
  customers: Customer[];
  posters: Member[];
  coach: People['coaches'][number];
  /** Its times of the coach: start hours h with h % stride === slot. */
  stride: number;
  slot: number;
}
interface Who {
  token: string;
  ip: string;
}

/** A request that did not answer 2xx (already recorded): the rest of what the person was doing is dropped. */
class Failed extends Error {}
/** No one in the lane can do this now (all booked, all in slow mode…): something else is done instead. */
export class Nobody extends Error {}

const REQUEST_LIMIT_MS = 10_000;
const STREAM_LIMIT_MS = 60_000;
const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const anyOf = <T>(list: readonly T[]): T => {
  const one = pick(list);
  if (one === undefined) throw new Nobody();
  return one;
};
const outcomeOf = (err: unknown): Outcome => ((err as Error).name === 'TimeoutError' ? 'timeout' : 'network');
const headersOf = (who: Who, body: boolean) => ({ authorization: `Bearer ${who.token}`, 'x-forwarded-for': who.ip, ...(body ? { 'content-type': 'application/json' } : {}) });

/** One request as `who`, timed to the end of its body and recorded as `kind`: its JSON. */
async function call(ctx: DayContext, kind: string, who: Who | { ip: string }, method: string, path: string, body?: unknown): Promise<unknown> {
  const started = performance.now();
  const headers = 'token' in who ? headersOf(who, body !== undefined) : { 'x-forwarded-for': who.ip, 'content-type': 'application/json' };
  let status: number;
  let text: string;
  try {
    const res = await fetch(`${ctx.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_LIMIT_MS) });
    status = res.status;
    text = await res.text();
  } catch (err) {
    ctx.recorder.record(kind, performance.now() - started, outcomeOf(err), `${method} ${path}: ${(err as Error).message}`);
    throw new Failed();
  }
  ctx.recorder.record(kind, performance.now() - started, status, `${method} ${path}: ${text}`);
  if (status < 200 || status >= 300) throw new Failed();
  return text ? JSON.parse(text) : null;
}

/** A stream of server-sent events read to its end, timed and recorded as one: 2xx only when it ended with `done`. */
async function followed(ctx: DayContext, kind: string, who: Who, method: string, path: string, body?: unknown) {
  const started = performance.now();
  const read = sseReader();
  const decoder = new TextDecoder();
  let status: Outcome;
  let detail = '';
  try {
    const res = await fetch(`${ctx.base}${path}`, { method, headers: headersOf(who, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(STREAM_LIMIT_MS) });
    status = res.status;
    if (res.ok && res.body) {
      let done = false;
      for await (const chunk of res.body) {
        for (const e of read(decoder.decode(chunk as Uint8Array, { stream: true }))) {
          if (e.event === 'done') done = true;
          if (e.event === 'error') detail = JSON.stringify(e.data);
        }
      }
      if (!done || detail) status = detail ? 'error event' : 'ended without done';
    } else detail = await res.text();
  } catch (err) {
    status = outcomeOf(err);
    detail = (err as Error).message;
  }
  ctx.recorder.record(kind, performance.now() - started, status, `${method} ${path}: ${detail}`);
  if (typeof status !== 'number' || status >= 300) throw new Failed();
}

// ---- Screens ------------------------------------------------------------------------------------

/** The part-2 screens' first-load reads; the admin opens the console far less often than customers open theirs. */
const reads = screenScenarios.filter((s) => s.kind === 'read');
const readWeights = reads.map((s) => (s.screen === 'admin' ? 0.1 : 1));
const readTotal = readWeights.reduce((a, b) => a + b, 0);
/** The screens' scenarios read bench-0's chat; a customer opens a chat of their own. */
const readersChat = ids.conversation(0, 2);

/** One of `list` at random, each as likely as its weight. */
function weighted<T>(list: readonly T[], weights: readonly number[], total: number): T {
  let r = Math.random() * total;
  for (const [i, item] of list.entries()) {
    r -= weights[i] as number;
    if (r < 0) return item;
  }
  return list.at(-1) as T;
}
const pickRead = () => weighted(reads, readWeights, readTotal);

export async function screenLoad(ctx: DayContext, lane: Lane) {
  const scenario = pickRead();
  const chats = scenario.requests({ tokens: { reader: '', writer: '', coach: '', admin: '' }, taskIds: [], users: 0 })[0]?.path?.includes(readersChat);
  const customer = anyOf(chats ? lane.customers.filter((c) => c.chats) : lane.customers);
  const { admin } = ctx.people;
  const context: BenchContext = { tokens: { reader: customer.token, writer: customer.token, coach: lane.coach.token, admin: admin.token }, taskIds: [], users: ctx.people.users };
  const first = scenario.requests(context)[0] as { method?: string; path?: string; headers?: Record<string, string>; setupRequest?: (r: object, c: object) => { path?: string } };
  const path = (first.setupRequest ? first.setupRequest({ ...first }, {}) : first).path as string;
  const token = first.headers?.authorization?.slice('Bearer '.length) ?? customer.token;
  const ip = token === admin.token ? admin.ip : token === lane.coach.token ? lane.coach.ip : customer.ip;
  await call(ctx, scenario.name, { token, ip }, first.method ?? 'GET', chats ? path.replace(readersChat, ids.conversation(customer.n, 2)) : path);
}

// ---- Customers' writes ---------------------------------------------------------------------------

/** Today's check-in of one of a customer's daily routines, set or cleared (CheckInRoutine). */
export async function checkIn(ctx: DayContext, lane: Lane) {
  const customer = anyOf(lane.customers.filter((c) => c.routines));
  const r = Math.floor(Math.random() * 3);
  const done = !customer.checkedIn[r];
  const day = new Date().toISOString().slice(0, 10);
  await call(ctx, 'CheckInRoutine (check-in)', customer, 'PUT', `/api/v1/routines/${routineId(customer.n, r)}/days/${day}`, { state: done ? 'done' : 'none' });
  customer.checkedIn[r] = done;
}
/** The seed's id of customer n's routine r (seed-customers.ts). */
const routineId = (n: number, r: number) => uuidOf(`r${n}-${r}`);

/** The meal week opened, then one of its meals marked eaten or not (MarkMeal). */
export async function markMeal(ctx: DayContext, lane: Lane) {
  const customer = anyOf(lane.customers.filter((c) => c.meals));
  const week = (await call(ctx, 'GetMeal (meal week)', customer, 'GET', '/api/v1/meals')) as { plan: { meals: { id: string; status: boolean }[] } | null };
  const meal = anyOf(week.plan?.meals ?? []);
  await call(ctx, 'MarkMeal (meal mark)', customer, 'PUT', `/api/v1/meals/${meal.id}/status`, { complete: !meal.status });
}

/**
 * A coach's free times opened, then one of them booked (Booking). Each connection books only its own
 * share of the coach's times (two people taking the same hour at once is answered 409, rightly, and
 * is not what this measures); each customer books once.
 */
export async function book(ctx: DayContext, lane: Lane) {
  const customer = anyOf(lane.customers.filter((c) => !c.booked));
  const free = (await call(ctx, 'GetCoachSlots (coach slots)', customer, 'GET', `/api/v1/coaches/${lane.coach.id}/slots?days=28`)) as { slots: { startsAt: string }[] };
  const mine = free.slots.filter((s) => Math.floor(Date.parse(s.startsAt) / 3_600_000) % lane.stride === lane.slot);
  const slot = anyOf(mine);
  customer.booked = true;
  await call(ctx, 'Booking (a coach’s time)', customer, 'POST', '/api/v1/bookings', { coachId: lane.coach.id, startsAt: slot.startsAt });
}

/** A coach opens their open bookings and confirms one with the meeting's link (SendMessageInvite; a confirmed one is sent again). */
export async function confirmBooking(ctx: DayContext, lane: Lane) {
  const { coach } = lane;
  const open = (await call(ctx, 'GetCoachBookings (coach’s open bookings)', coach, 'GET', '/api/v1/coach/bookings?page=1&view=open')) as { bookings: { items: { id: string; status: string }[] } };
  const items = open.bookings.items;
  const booking = anyOf(items.some((b) => b.status === 'pending') ? items.filter((b) => b.status === 'pending') : items);
  await call(ctx, 'SendMessageInvite (coach confirms)', coach, 'POST', `/api/v1/coach/bookings/${booking.id}/invite`, { message: `Join here: https://meet.example/day-${booking.id.slice(0, 8)}` });
}

// ---- The chat, the community, the built-in engine -----------------------------------------------

const QUESTIONS = ['How can I fall asleep faster?', 'How do I keep a morning routine when I travel?', 'What is a good snack before a workout?', 'How can I stop checking my phone at night?'];

/** A question in a new chat (SaveChatHistory), then its answer followed to `done` (FollowChatAnswer, the built-in coach at its reading pace). */
export async function askCoach(ctx: DayContext, lane: Lane) {
  const customer = anyOf(lane.customers);
  const asked = (await call(ctx, 'SaveChatHistory (chat question)', customer, 'POST', '/api/v1/coach-chat/messages', { text: anyOf(QUESTIONS) })) as { turn: { id: string } };
  await followed(ctx, 'FollowChatAnswer (answer streamed to done)', customer, 'GET', `/api/v1/coach-chat/answers/${asked.turn.id}/stream`);
}

let tags = 0;
/** A member's message to a live topic (PostPop), no sooner than slow mode allows (2 s apart, 30 in 10 minutes). */
export async function post(ctx: DayContext, lane: Lane) {
  const now = Date.now();
  for (const m of lane.posters) m.posts = m.posts.filter((at) => now - at < 10 * 60_000);
  const member = anyOf(lane.posters.filter((m) => (m.posts.at(-1) ?? 0) < now - 2_500 && m.posts.length < 28));
  const tag = `d${tags++}`;
  const topic = Math.floor(Math.random() * ctx.live.topics.length);
  ctx.live.sending(tag, topic);
  try {
    await call(ctx, 'PostPop (community message)', member, 'POST', `/api/v1/community/topics/${ctx.live.topics[topic]}/messages`, { text: `A ten-minute walk after lunch helped again today #${tag}` });
  } catch (err) {
    ctx.live.failed(tag);
    throw err;
  } finally {
    // Slow mode counts from when the server took the message, which may be long after it was sent: the
    // member sees it posted (the answer) and writes the next one after that.
    member.posts.push(Date.now());
  }
}

/** A generation by the built-in engine: a piece in the customer's brand voice (streamed), a meal week, or the goals' report. */
export async function generate(ctx: DayContext, lane: Lane) {
  const kind = Math.floor(Math.random() * 3);
  if (kind === 0) {
    const customer = anyOf(lane.customers);
    const body = { personality: 'friendly', tone: 'conversational', wordChoice: 'simple', length: 'short', description: 'A weekly walking group for new parents in the park on Saturdays' };
    await followed(ctx, 'GenerateBrandContent (brand voice, streamed)', customer, 'POST', '/api/v1/brand-voice/contents', body);
  } else if (kind === 1) {
    await call(ctx, 'GenerateMeals (meal plan)', anyOf(lane.customers.filter((c) => c.meals)), 'POST', '/api/v1/meals/generate');
  } else {
    await call(ctx, 'GoalInsights (goals report)', anyOf(lane.customers), 'POST', '/api/v1/insights/goals');
  }
}

/**
 * A sign-in (Loginv1: the password, then a code e-mailed through the SMTP server), the code read from
 * the mail and sent back (VerifyOtp); the customer goes on with the new session. An address gets one code
 * per 30 s: a customer signs in again after 35 s at the soonest.
 */
export async function signIn(ctx: DayContext, lane: Lane) {
  const now = performance.now();
  const customer = anyOf(lane.customers.filter((c) => c.signedInAt < now - 35_000));
  customer.signedInAt = now;
  const before = ctx.mail.count();
  await call(ctx, 'Loginv1 (password; code mailed)', customer, 'POST', '/api/v1/auth/login', { email: customer.email, password: BENCH_PASSWORD, client: 'api' });
  const sent = performance.now();
  const code = await ctx.mail.code(customer.email, before, REQUEST_LIMIT_MS);
  ctx.recorder.record('sign-in code, answered → in the SMTP server', performance.now() - sent, code ? 200 : 'timeout', `no code mailed to ${customer.email}`, false);
  if (!code) throw new Failed();
  const signed = (await call(ctx, 'VerifyOtp (the mailed code)', { ip: customer.ip }, 'POST', '/api/v1/auth/verify-otp', { email: customer.email, code, client: 'api' })) as { token: string };
  customer.token = signed.token;
}

/** What people do, and how often (weights; screen loads most). */
export const mix = [
  { name: 'screen load', weight: 70, act: screenLoad },
  { name: 'check-in', weight: 8, act: checkIn },
  { name: 'meal mark', weight: 5, act: markMeal },
  { name: 'booking', weight: 2, act: book },
  { name: 'coach confirms', weight: 1, act: confirmBooking },
  { name: 'chat question', weight: 4, act: askCoach },
  { name: 'community message', weight: 6, act: post },
  { name: 'generation', weight: 3, act: generate },
  { name: 'sign-in', weight: 2, act: signIn },
] as const;
const mixWeights = mix.map((m) => m.weight);
const mixTotal = mixWeights.reduce((sum, w) => sum + w, 0);

/** One thing a person of the lane does; what no one in the lane can do now becomes a screen load. Failures are recorded already. */
export async function act(ctx: DayContext, lane: Lane, skipped: Record<string, number>) {
  const chosen = weighted(mix, mixWeights, mixTotal);
  try {
    await chosen.act(ctx, lane);
  } catch (err) {
    if (err instanceof Nobody) {
      skipped[chosen.name] = (skipped[chosen.name] ?? 0) + 1;
      return screenLoad(ctx, lane).catch((e: unknown) => {
        if (!(e instanceof Failed)) throw e;
      });
    }
    if (!(err instanceof Failed)) throw err;
  }
}
