// The accounts every run shares, made once through the API: a coach with a complete profile and a working
// week, who was paid for a session that took place; customers who took the survey (one with a meal setup,
// one who chats); members of a community topic.
import { type Accounts, type Harness, ok, signUp, surveyedCustomer, uploadPhoto } from './harness.ts';

const SESSION_MINUTES = 30;
/** What the past session earned the coach: enough for every payout request of the run (10 $ each). */
const EARNED_CENTS = 1_000_000;

/**
 * A session that took place and was completed, with its credit in the ledger. Completing needs the
 * session to have begun, which the running server's clock cannot be moved to: written directly, as the
 * completion writes it (the booking completed, one session credit for it).
 */
async function pastSession(h: Harness, coach: { id: string; email: string }, client: { id: string; email: string }) {
  const [booking] = (
    await h.db.query(
      `insert into bookings (coach_id, user_id, client_name, client_email, coach_name, coach_email, starts_at, ends_at, fee_cents, status, completed_at)
       values ($1, $2, 'Past Client', $3, 'Reliability Coach', $4, now() - interval '3 days', now() - interval '3 days' + interval '${SESSION_MINUTES} minutes', $5, 'completed', now() - interval '3 days')
       returning id`,
      [coach.id, client.id, client.email, coach.email, EARNED_CENTS],
    )
  ).rows as { id: string }[];
  await h.db.query(
    `insert into ledger_entries (coach_id, kind, reference, booking_id, amount_cents, description, created_at)
     values ($1, 'session', 'SESSION-' || $2::text, $2::uuid, $3, 'Session with Past Client', now() - interval '3 days')`,
    [coach.id, booking?.id, EARNED_CENTS],
  );
}

export async function makeAccounts(h: Harness): Promise<Accounts> {
  const coach = await signUp(h, 'Coach', 'Reliability Coach');
  await uploadPhoto(h, coach);
  await ok(h, coach, 'POST', '/api/v1/coach/profile', {
    phone: '+1 555 0100',
    whatsapp: '+1 555 0101',
    feeCents: 5000,
    specialization: 'Sleep',
    paymentAddress: 'coach@pay.example',
    availability: {
      sessionMinutes: SESSION_MINUTES,
      windows: ['Mon', 'Tue', 'Wed', 'Thurs', 'Fri', 'Sat', 'Sun'].map((day) => ({ day, start: '06:00', end: '22:00' })),
    },
  });
  const pastClient = await signUp(h, 'Customer', 'Past Client');
  await pastSession(h, coach, pastClient);

  const mealCustomer = await surveyedCustomer(h, 'Meal Planner');
  await ok(h, mealCustomer, 'POST', '/api/v1/meals/setup', { diet: 'balanced', allergies: ['none'], preference: 'spicy', goal: 'maintenance', schedule: '3-meals' });
  const chatCustomer = await surveyedCustomer(h, 'Chatter');

  const host = await surveyedCustomer(h, 'Topic Host');
  const form = new FormData();
  form.append('topic', 'Evening routines');
  form.append('description', 'What helps you wind down at night?');
  const created = (await ok(h, host, 'POST', '/api/v1/community/topics', form)) as unknown as { topic: { id: string } };
  const posters = [await surveyedCustomer(h, 'Poster One'), await surveyedCustomer(h, 'Poster Two'), await surveyedCustomer(h, 'Poster Three')];
  return { coach, sessionMinutes: SESSION_MINUTES, mealCustomer, chatCustomer, posters, topicId: created.topic.id };
}
