// The operations saved in the request's own transaction: a meal plan, a booking (and its e-mail), a payout
// request, a community message. Each is all there after a kill, or not at all.
import { SLOW_MODE_GAP_MS } from '../../packages/core/src/community/constants.ts';
import { type Account, call, freeSlots, type Harness, ok, rows, signUp, sleep } from './harness.ts';
import type { Observed, Operation } from './operation.ts';

const MEALS_PER_WEEK = 21;

/** Plans of a customer whose meal count is not a whole week (7 days × 3 meals, each day and type once). */
async function partialPlans(h: Harness, userId: string) {
  return rows<{ id: string; meals: number; slots: number; days: number }>(
    h,
    `select p.id, count(m.id)::int as meals, count(distinct (m.day, m.type))::int as slots, count(distinct m.day)::int as days
     from meal_plans p left join meals m on m.plan_id = p.id where p.user_id = $1 group by p.id
     having count(m.id) <> ${MEALS_PER_WEEK} or count(distinct (m.day, m.type)) <> ${MEALS_PER_WEEK} or count(distinct m.day) <> 7`,
    [userId],
  );
}

/** PostMeal: the generated week saved, 21 meals in one transaction that also uses up the draft. */
export const mealPlan: Operation<{ customer: Account; plansBefore: number }> = {
  name: 'meal-plan saving',
  async prepare(h) {
    const customer = h.accounts.mealCustomer;
    await ok(h, customer, 'POST', '/api/v1/meals/generate');
    const [row] = await rows<{ n: number }>(h, 'select count(*)::int as n from meal_plans where user_id = $1', [customer.id]);
    return { customer, plansBefore: row?.n ?? 0 };
  },
  request: async (h, s) => (await call(h, s.customer, 'POST', '/api/v1/meals')).status,
  async observe(h, s) {
    const [row] = await rows<{ n: number }>(h, 'select count(*)::int as n from meal_plans where user_id = $1', [s.customer.id]);
    const saved = (row?.n ?? 0) > s.plansBefore;
    return { state: saved ? 'saved' : 'not saved', final: true, effect: saved };
  },
  async check(h, s, after, answered) {
    const violations: string[] = [];
    for (const p of await partialPlans(h, s.customer.id)) violations.push(`meal plan ${p.id} has ${p.meals} meals (${p.slots} day-and-type slots, ${p.days} days)`);
    const [counts] = await rows<{ plans: number; current: number; draft: boolean }>(
      h,
      `select (select count(*)::int from meal_plans where user_id = $1) as plans,
              (select count(*)::int from meal_plans where user_id = $1 and replaced_at is null) as current,
              (select draft is not null from meal_setups where user_id = $1) as draft`,
      [s.customer.id],
    );
    if (!counts) return ['the customer’s meal setup is gone'];
    if (counts.plans > s.plansBefore + 1) violations.push(`${counts.plans - s.plansBefore} weeks saved by one request`);
    if (counts.current !== 1 && counts.plans > 0) violations.push(`${counts.current} current weeks`);
    if (after.effect && counts.draft) violations.push('the week was saved but its draft is still there (it could be saved twice)');
    if (!after.effect && !counts.draft) violations.push('the draft was used up but no week was saved');
    if (answered && !after.effect) violations.push('answered as saved, but no week is there');
    return violations;
  },
};

/** Booking: a customer asks for one of the coach's free times; the booking and its e-mail to the coach commit together. */
export const booking: Operation<{ customer: Account; startsAt: string }> = {
  name: 'booking',
  async prepare(h, run) {
    const customer = await signUp(h, 'Customer', `Booker ${run}`);
    const slots = await freeSlots(h, customer);
    // Spread over the free times, so a run that booked leaves the next run's free.
    const startsAt = slots[run % Math.max(1, Math.min(slots.length, 20))];
    if (!startsAt) throw new Error('the coach has no free time left');
    return { customer, startsAt };
  },
  request: async (h, s) => (await call(h, s.customer, 'POST', '/api/v1/bookings', { coachId: h.accounts.coach.id, startsAt: s.startsAt })).status,
  async observe(h, s) {
    const found = await rows<{ id: string; mail: string | null }>(
      h,
      `select b.id, m.state as mail from bookings b left join mail_outbox m on m.key = 'booking:' || b.id || ':requested:0' where b.user_id = $1`,
      [s.customer.id],
    );
    const [row] = found;
    if (!row) return { state: 'no booking', final: true, effect: false };
    // The e-mail to the coach is part of it: queued with the booking, sent by the outbox (after a restart too).
    return { state: `booked, e-mail ${row.mail ?? 'missing'}`, final: row.mail === 'sent' || row.mail === null, effect: true, failed: row.mail !== 'sent' };
  },
  async check(h, s, after, answered) {
    const violations: string[] = [];
    const mine = await rows<{ id: string; starts_at: Date; minutes: number; mail: string | null; status: string }>(
      h,
      `select b.id, b.starts_at, extract(epoch from b.ends_at - b.starts_at)::int / 60 as minutes, b.status, m.state as mail
       from bookings b left join mail_outbox m on m.key = 'booking:' || b.id || ':requested:0' where b.user_id = $1`,
      [s.customer.id],
    );
    if (mine.length > 1) violations.push(`${mine.length} bookings from one request`);
    for (const b of mine) {
      if (b.starts_at.toISOString() !== new Date(s.startsAt).toISOString()) violations.push(`booking ${b.id} at ${b.starts_at.toISOString()}, not the free time asked for`);
      if (b.minutes !== h.accounts.sessionMinutes) violations.push(`booking ${b.id} lasts ${b.minutes} min, not a session`);
      if (b.status !== 'pending') violations.push(`booking ${b.id} is ${b.status}`);
      if (b.mail === null) violations.push(`booking ${b.id} has no e-mail to the coach`);
      else if (b.mail !== 'sent') violations.push(`booking ${b.id}'s e-mail to the coach is ${b.mail}`);
    }
    // The coach's live bookings never overlap (the exclusion constraint), whatever was cut.
    const [overlaps] = await rows<{ n: number }>(
      h,
      `select count(*)::int as n from bookings a join bookings b on a.coach_id = b.coach_id and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at) where a.status <> 'cancelled' and b.status <> 'cancelled'`,
    );
    if (overlaps?.n) violations.push(`${overlaps.n} overlapping live bookings`);
    if (answered && !after.effect) violations.push('answered as booked, but no booking is there');
    return violations;
  },
};

/** PostTrans: the coach asks for a payout; the ledger row is the request, checked against the balance. */
export const payout: Operation<{ description: string }> = {
  name: 'payout request',
  prepare: async (_h, run) => ({ description: `Reliability payout ${run} ${Date.now().toString(36)}` }),
  request: async (h, s) => (await call(h, h.accounts.coach, 'POST', '/api/v1/coach/payouts', { amountCents: 1000, description: s.description })).status,
  async observe(h, s) {
    const [row] = await rows<{ n: number }>(h, `select count(*)::int as n from ledger_entries where description = $1`, [s.description]);
    return { state: row?.n ? 'requested' : 'not requested', final: true, effect: Boolean(row?.n) };
  },
  async check(h, s, after, answered) {
    const violations: string[] = [];
    const [mine] = await rows<{ n: number; payouts: number }>(
      h,
      `select count(*)::int as n, count(*) filter (where kind = 'payout' and reference like 'BOOK-%' and amount_cents = 1000 and paid_at is null)::int as payouts
       from ledger_entries where description = $1`,
      [s.description],
    );
    if ((mine?.n ?? 0) > 1) violations.push(`${mine?.n} ledger rows from one request`);
    if (mine && mine.n !== mine.payouts) violations.push('a ledger row of the request is not a pending payout of its amount');
    const coaches = await rows<{ coach_id: string; earned: number; payouts: number; profile: boolean }>(
      h,
      `select l.coach_id, coalesce(sum(amount_cents) filter (where kind = 'session'), 0)::int as earned,
              coalesce(sum(amount_cents) filter (where kind = 'payout'), 0)::int as payouts,
              exists (select 1 from coach_profiles p where p.user_id = l.coach_id) as profile
       from ledger_entries l group by l.coach_id`,
    );
    for (const c of coaches) {
      if (c.payouts > c.earned) violations.push(`coach ${c.coach_id} has ${c.payouts} cents of payouts against ${c.earned} earned`);
      if (!c.profile) violations.push(`coach ${c.coach_id} has ledger rows but no profile`);
    }
    const [orphans] = await rows<{ n: number }>(
      h,
      `select count(*)::int as n from ledger_entries l where l.kind = 'session' and not exists (select 1 from bookings b where b.id = l.booking_id and b.status = 'completed')`,
    );
    if (orphans?.n) violations.push(`${orphans.n} session credits without their completed session`);
    // The balance the coach sees is the ledger's.
    const shown = (await ok(h, h.accounts.coach, 'GET', '/api/v1/coach/transactions')) as unknown as { money: { availableCents: number } };
    const own = coaches.find((c) => c.coach_id === h.accounts.coach.id);
    if (own && shown.money.availableCents !== own.earned - own.payouts) violations.push(`the coach sees ${shown.money.availableCents} cents available, the ledger says ${own.earned - own.payouts}`);
    if (answered && !after.effect) violations.push('answered as requested, but no payout is in the ledger');
    return violations;
  },
};

let posts = 0;
/** When each member last posted (asked to), so slow mode never refuses a run's message. */
const lastPost = new Map<string, number>();

/** PostPop: a member's message in a topic, with the topic's next live event, in one transaction. */
export const communityPost: Operation<{ poster: Account; text: string }> = {
  name: 'community posting',
  async prepare(h, run) {
    // Members in turn (across the measuring runs and the killed ones): slow mode allows each one message every 2 s, 30 in 10 minutes.
    const poster = h.accounts.posters[posts++ % h.accounts.posters.length] as Account;
    await sleep((lastPost.get(poster.id) ?? 0) + SLOW_MODE_GAP_MS + 100 - Date.now());
    lastPost.set(poster.id, Date.now());
    return { poster, text: `Reliability message ${run} ${Date.now().toString(36)}` };
  },
  request: async (h, s) => (await call(h, s.poster, 'POST', `/api/v1/community/topics/${h.accounts.topicId}/messages`, { text: s.text })).status,
  async observe(h, s) {
    const [row] = await rows<{ n: number }>(h, 'select count(*)::int as n from community_messages where text = $1', [s.text]);
    return { state: row?.n ? 'posted' : 'not posted', final: true, effect: Boolean(row?.n) };
  },
  async check(h, s, after, answered) {
    const violations: string[] = [];
    const topic = h.accounts.topicId;
    const [feed] = await rows<{ seq: string; events: number; top: string | null; shown: number; counted: number }>(
      h,
      `select t.feed_seq::text as seq, t.message_count as counted,
              (select count(*)::int from community_feed f where f.topic_id = t.id) as events,
              (select max(seq)::text from community_feed f where f.topic_id = t.id) as top,
              (select count(*)::int from community_messages m where m.topic_id = t.id and m.status = 'shown') as shown
       from community_topics t where t.id = $1`,
      [topic],
    );
    if (!feed) return ['the topic is gone'];
    if (String(feed.events) !== feed.seq || (feed.top ?? '0') !== feed.seq) violations.push(`the topic's feed is at ${feed.seq} but holds ${feed.events} events up to ${feed.top}`);
    if (feed.counted !== feed.shown) violations.push(`the topic counts ${feed.counted} messages, ${feed.shown} are shown`);
    const [unannounced] = await rows<{ n: number }>(
      h,
      `select count(*)::int as n from community_messages m where m.topic_id = $1 and m.status = 'shown'
       and (select count(*) from community_feed f where f.message_id = m.id and f.kind = 'shown') <> 1`,
      [topic],
    );
    if (unannounced?.n) violations.push(`${unannounced.n} shown messages without exactly one live event`);
    const [mine] = await rows<{ n: number }>(h, 'select count(*)::int as n from community_messages where text = $1', [s.text]);
    if ((mine?.n ?? 0) > 1) violations.push(`${mine?.n} messages from one request`);
    if (answered && !after.effect) violations.push('answered as posted, but the message is not there');
    return violations;
  },
};

export type { Observed };
