// What deleting an account does to the others (review of issue 49: M1, M3, L8), on both databases:
// - a customer's upcoming sessions are cancelled as their own cancellation would be, the coach told by
//   e-mail (METHOD:CANCEL for a confirmed one), naming "A former member", not the person;
// - a coach with a payout still to be paid is refused, saying how much, and is warned of earnings not yet
//   requested; once deleted, their ledger stays (amounts and dates, "A former coach"), the admins' payouts
//   too, their customers keep their session history with "A former coach", and a request waiting for
//   them is cancelled with the customer told;
// - a topic the deleted member started and others answered names them "A former member", and its count
//   of messages is what is left.
import { FORMER_COACH, FORMER_MEMBER } from '@iyl/core/account-data/constants';
import { deleteAccountBalanceUnrequested, deleteAccountPayoutWaiting } from '@iyl/core/account-data/messages';
import { messages } from '@iyl/core/catalog/messages';
import { DEFAULT_WINDOWS } from '@iyl/core/coach-profiles/constants';
import { SLOW_MODE_GAP_MS } from '@iyl/core/community/constants';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, manualClock, PASSWORD, signedInUser, suiteApp, textPart } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';

const PROFILE = {
  phone: '+44 20 7946 0000',
  whatsapp: '+44 7700 900000',
  feeCents: 5000,
  specialization: 'Sleep',
  paymentAddress: 'coach@pay.example',
  descriptionHtml: '<p>Ten years.</p>',
  availability: { sessionMinutes: 60, windows: [...DEFAULT_WINDOWS] },
};

describe.each(testDatabases())('what a deletion does to others on $name', (testDb) => {
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  const suite = suiteApp(testDb, () => ({ clock: clock.now, env: { SESSION_IDLE_HOURS: '2000', SESSION_MAX_DAYS: '365', RATE_LIMIT_FACTOR: '100' } }));
  beforeEach(() => clock.advance(86_400_000));

  /** The mails to `email` after the `after`-th, parsed, with their calendar part's method, UID and SEQUENCE. */
  const mailsTo = async (email: string, after = 0) => {
    await suite.app.outbox.idle();
    const raw = suite.smtp.received.filter((m) => m.to.includes(email.toLowerCase())).slice(after);
    return Promise.all(
      raw.map(async (m) => {
        const mail = await PostalMime.parse(m.raw);
        const part = mail.attachments.find((a) => a.mimeType.startsWith('text/calendar'));
        const ics = part ? (typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content)) : '';
        const calendar = ics ? new ICAL.Component(ICAL.parse(ics)) : undefined;
        const event = calendar?.getFirstSubcomponent('vevent');
        return { subject: mail.subject ?? '', all: `${mail.subject}\n${mail.text}\n${ics}`, method: calendar?.getFirstPropertyValue('method')?.toString(), uid: event?.getFirstPropertyValue('uid')?.toString() };
      }),
    );
  };
  const person = async (fullname: string) => ({ ...(await signedInUser(suite.app, suite.smtp, { fullname })), name: fullname });
  async function coach(fullname: string) {
    const user = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();
    expect((await user.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: png }])).statusCode).toBe(200);
    expect((await user.client.post('/api/v1/coach/profile', PROFILE)).statusCode).toBe(200);
    return { ...user, name: fullname };
  }
  async function booked(client: Browser, coachId: string, index: number) {
    const { slots } = (await client.get(`/api/v1/coaches/${coachId}/slots`)).json();
    const res = await client.post('/api/v1/bookings', { coachId, startsAt: slots[index].startsAt });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking as { id: string; startsAt: string };
  }
  async function deleteAccount(who: { client: Browser; email: string }) {
    const asked = await who.client.post('/api/v1/account/deletion/code', {});
    expect(asked.statusCode, asked.body).toBe(200);
    await suite.app.outbox.idle();
    const done = await who.client.post('/api/v1/account/deletion', { password: PASSWORD, code: suite.smtp.lastCode(who.email) });
    expect(done.statusCode, done.body).toBe(200);
  }

  it('a customer’s upcoming sessions are cancelled and the coach told, with the calendar’s cancellation for a confirmed one', async () => {
    const pro = await coach('Cora Coach');
    const rita = await person('Rita Leaving');
    const confirmed = await booked(rita.client, pro.id, 0);
    const pending = await booked(rita.client, pro.id, 2);
    expect((await pro.client.post(`/api/v1/coach/bookings/${confirmed.id}/invite`, { message: 'https://meet.example.com/r' })).statusCode).toBe(200);
    const preview = (await rita.client.get('/api/v1/account/deletion')).json();
    expect(preview.erased).toContain('Bookings not yet completed: your 2 upcoming session(s) are cancelled and your coaches told');
    expect(preview).toMatchObject({ blocked: null, warnings: [] });
    const seen = (await mailsTo(pro.email)).length;

    await deleteAccount(rita);
    const told = await mailsTo(pro.email, seen);
    expect(told.map((m) => m.subject)).toEqual([`${FORMER_MEMBER} cancelled their session`, `${FORMER_MEMBER} cancelled their session`]);
    // The two mails go out together, in either order: the confirmed session's carries the calendar's CANCEL.
    const withCancel = told.filter((m) => m.method === 'CANCEL');
    expect(withCancel).toHaveLength(1);
    expect(told.filter((m) => m.method === undefined)).toHaveLength(1);
    expect(withCancel[0]?.uid).toBe(`${confirmed.id}@iyl.app`);
    for (const mail of told) for (const trace of [rita.name, rita.email, rita.id]) expect(mail.all.toLowerCase()).not.toContain(trace.toLowerCase());
    // The bookings went with the account; nothing of hers is left waiting in the outbox either.
    expect((await pro.client.get('/api/v1/coach/bookings?view=all')).json().bookings.total).toBe(0);
    expect(await queryRows(suite.database, sql`select id from bookings where id in (${confirmed.id}, ${pending.id})`)).toEqual([]);
    expect(await queryRows(suite.database, sql`select id from mail_outbox where position(${rita.email} in message::text) > 0 or position(${rita.name} in message::text) > 0`)).toEqual([]);
  });

  it('a coach: refused while a payout waits, warned of earnings not requested; once deleted the ledger, the payouts and the customers’ history stay, without them', async () => {
    const pro = await coach('Dora Departing');
    const carl = await person('Carl Customer');
    const dina = await person('Dina Customer');
    // A session held and completed (credited $50.00), and one upcoming, confirmed.
    const held = await booked(carl.client, pro.id, 0);
    expect((await pro.client.post(`/api/v1/coach/bookings/${held.id}/invite`, { message: 'https://meet.example.com/d' })).statusCode).toBe(200);
    clock.advance(Date.parse(held.startsAt) - clock.now().getTime());
    expect((await pro.client.post(`/api/v1/coach/bookings/${held.id}/complete`)).statusCode).toBe(200);
    const payout = (await pro.client.post('/api/v1/coach/payouts', { amountCents: 2000, description: 'To my own bank, Dora' })).json().transaction;
    const upcoming = await booked(carl.client, pro.id, 3);
    expect((await pro.client.post(`/api/v1/coach/bookings/${upcoming.id}/invite`, { message: '' })).statusCode).toBe(200);
    const request = await booked(dina.client, pro.id, 5);

    // The upcoming confirmed session comes first: cancel or complete it, from the booking details on the Dashboard.
    let preview = (await pro.client.get('/api/v1/account/deletion')).json();
    expect(preview.blocked).toBe(messages.deleteAccountUpcomingSessions);
    expect(preview.blocked).toMatch(/booking details on your Dashboard/);
    expect((await pro.client.post(`/api/v1/coach/bookings/${upcoming.id}/cancel`, { reason: 'I am leaving IYL.' })).statusCode).toBe(200);
    // Then the payout still to be paid; and $30.00 earned, not requested, is warned of.
    preview = (await pro.client.get('/api/v1/account/deletion')).json();
    expect(preview.blocked).toBe(deleteAccountPayoutWaiting('$20.00'));
    expect(preview.warnings).toEqual([deleteAccountBalanceUnrequested('$30.00')]);
    const refused = await pro.client.post('/api/v1/account/deletion/code', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(deleteAccountPayoutWaiting('$20.00'));
    await suite.app.services.payouts.markPaid(payout.id);
    preview = (await pro.client.get('/api/v1/account/deletion')).json();
    expect(preview.blocked).toBeNull();
    expect(preview.kept.map((k: { what: string }) => k.what)).toEqual(expect.arrayContaining(['2 entries of your earnings ledger (session credits and payouts)', '3 booking(s) in your customers’ history']));
    const ledger = await queryRows(suite.database, sql`select id, kind, amount_cents, created_at, paid_at from ledger_entries where coach_id = ${pro.id} order by kind`);
    const dinaSeen = (await mailsTo(dina.email)).length;

    await deleteAccount(pro);
    // The ledger: every entry, amount and dates as they were, now "A former coach"'s; the admins' payouts still list it.
    const kept = await queryRows(
      suite.database,
      sql`select l.id, l.kind, l.amount_cents, l.created_at, l.paid_at from ledger_entries l join users u on u.id = l.coach_id where u.fullname = ${FORMER_COACH} and l.id in (${String(ledger[0]?.id)}, ${String(ledger[1]?.id)}) order by l.kind`,
    );
    expect(kept).toEqual(ledger);
    const payouts = await suite.app.services.payouts.payouts({ page: 1, status: 'all' });
    expect(payouts.items.find((p) => p.id === payout.id)).toMatchObject({ amountCents: 2000, coachName: FORMER_COACH, coachEmail: '', paymentAddress: '', description: 'Payout to a former coach' });
    // The customers keep their history, with "A former coach".
    const carls = (await carl.client.get('/api/v1/bookings')).json().items as { id: string; status: string; coachName: string; coachEmail: string; meetingDetails: string | null }[];
    expect(carls.map((b) => [b.id, b.status, b.coachName])).toEqual(
      expect.arrayContaining([
        [held.id, 'completed', FORMER_COACH],
        [upcoming.id, 'cancelled', FORMER_COACH],
      ]),
    );
    for (const b of carls) expect([b.coachEmail.includes(pro.email), b.meetingDetails]).toEqual([false, null]);
    // The request waiting for the coach is cancelled, and Dina told, without the coach's name.
    expect((await dina.client.get('/api/v1/bookings')).json().items[0]).toMatchObject({ id: request.id, status: 'cancelled', coachName: FORMER_COACH });
    const told = await mailsTo(dina.email, dinaSeen);
    expect(told.map((m) => m.subject)).toEqual([expect.stringMatching(/^Cancelled: your session request for /)]);
    expect(told[0]?.all).toContain('has left IYL');
    expect(told[0]?.all).not.toContain(pro.name);
    // No row anywhere names the coach.
    const trace = await queryRows(suite.database, sql`select count(*)::int as n from bookings where coach_id = ${pro.id} or coach_email = ${pro.email} or coach_name = ${pro.name}`);
    expect(trace).toEqual([{ n: 0 }]);
  });

  it('a topic a deleted member started and others answered: "A former member" as its author, its message count what is left', async () => {
    const rita = await person('Rita Topic');
    const bob = await person('Bob Answer');
    const made = await rita.client.upload('/api/v1/community/topics', [textPart('topic', 'Evening walks'), textPart('description', 'Who walks after dinner?')]);
    expect(made.statusCode, made.body).toBe(201);
    const topicId = made.json().topic.id as string;
    const post = async (client: Browser, text: string) => {
      clock.advance(SLOW_MODE_GAP_MS + 100);
      const res = await client.post(`/api/v1/community/topics/${topicId}/messages`, { text });
      expect(res.statusCode, res.body).toBe(201);
    };
    await post(rita.client, 'I walk at eight.');
    await post(bob.client, 'Me too, by the river.');
    await post(rita.client, 'See you there.');
    await post(rita.client, 'Bring a torch.');
    expect((await bob.client.get(`/api/v1/community/topics/${topicId}/messages`)).json().topic.messageCount).toBe(4);

    await deleteAccount(rita);
    const after = (await bob.client.get(`/api/v1/community/topics/${topicId}/messages`)).json();
    expect(after.topic.author.name).toBe(FORMER_MEMBER);
    expect(after.messages.map((m: { name: string; text: string }) => [m.name, m.text])).toEqual([
      [FORMER_MEMBER, 'I walk at eight.'],
      ['Bob Answer', 'Me too, by the river.'],
    ]);
    expect(after.topic.messageCount).toBe(2);
    const listed = (await bob.client.get('/api/v1/community/topics')).json().items.find((t: { id: string }) => t.id === topicId);
    expect(listed).toMatchObject({ messageCount: 2, author: { name: FORMER_MEMBER } });
  });
});
