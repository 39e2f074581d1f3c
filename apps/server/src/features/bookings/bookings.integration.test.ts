import { messages } from '@iyl/core/catalog/messages';
import { PENDING_TOTAL_MAX, REQUESTS_PER_COACH_PER_DAY_MAX } from '@iyl/core/bookings/constants';
import { DEFAULT_WINDOWS } from '@iyl/core/coach-profiles/constants';
import { addDays } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, createTestApp, errorOf, manualClock, signedInUser, suiteApp } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { startSmtpServer } from '../../../test/support/smtp.ts';

/** The week the onboarding form offers prefilled (weekdays 09:00–17:00, hour sessions), confirmed as it is. */
const WEEK = { sessionMinutes: 60, windows: [...DEFAULT_WINDOWS] };
const PROFILE = {
  phone: '+44 20 7946 0000',
  whatsapp: '+44 7700 900000',
  feeCents: 7550,
  specialization: 'Sleep and stress',
  paymentAddress: 'coach@pay.example',
  descriptionHtml: '<p>Ten years.</p><script>alert(1)</script>',
  availability: WEEK,
};

let photo: Promise<Buffer> | undefined;
const png = () => {
  photo ??= sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } }).png().toBuffer();
  return photo;
};

/** A received mail, parsed by a real MIME parser, with its calendar part parsed by ical.js. */
async function parsed(raw: string) {
  const mail = await PostalMime.parse(raw);
  const part = mail.attachments.find((a) => a.mimeType.startsWith('text/calendar'));
  const ics = part ? (typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content)) : undefined;
  const calendar = ics ? new ICAL.Component(ICAL.parse(ics)) : undefined;
  const event = calendar?.getFirstSubcomponent('vevent') ?? undefined;
  return {
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    ics,
    method: calendar?.getFirstPropertyValue('method')?.toString(),
    uid: event?.getFirstPropertyValue('uid')?.toString(),
    sequence: Number(event?.getFirstPropertyValue('sequence')),
    start: (event?.getFirstPropertyValue('dtstart') as ICAL.Time | undefined)?.toJSDate(),
    end: (event?.getFirstPropertyValue('dtend') as ICAL.Time | undefined)?.toJSDate(),
  };
}

describe.each(testDatabases())('coaches, bookings and the ledger on $name', (testDb) => {
  // Monday 2 March 2026, 09:00 UTC; each test starts a day later.
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  const suite = suiteApp(testDb, () => ({ clock: clock.now, env: { SESSION_IDLE_HOURS: '2000', SESSION_MAX_DAYS: '365', RATE_LIMIT_FACTOR: '100' } }));
  beforeEach(() => clock.advance(86_400_000));

  const mailsTo = async (email: string) => {
    await suite.app.outbox.idle();
    return Promise.all(suite.smtp.received.filter((m) => m.to.includes(email)).map((m) => parsed(m.raw)));
  };
  const customer = async (timeZone = 'UTC') => {
    const user = await signedInUser(suite.app, suite.smtp, { fullname: `Casey ${Math.random().toString(36).slice(2, 7)}` });
    await user.client.request('PUT', '/api/v1/auth/time-zone', { timeZone });
    return user;
  };
  async function coach(options: { timeZone?: string; profile?: object; name?: string } = {}) {
    const user = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname: options.name ?? `Coach ${Math.random().toString(36).slice(2, 7)}` });
    await user.client.request('PUT', '/api/v1/auth/time-zone', { timeZone: options.timeZone ?? 'UTC' });
    expect((await user.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await png() }])).statusCode).toBe(200);
    const saved = await user.client.post('/api/v1/coach/profile', { ...PROFILE, ...options.profile });
    expect(saved.statusCode).toBe(200);
    return user;
  }
  const slotsOf = async (client: Browser, coachId: string) => (await client.get(`/api/v1/coaches/${coachId}/slots`)).json();
  async function booked(c: { client: Browser }, coachId: string, index = 0) {
    const { slots } = await slotsOf(c.client, coachId);
    const res = await c.client.post('/api/v1/bookings', { coachId, startsAt: slots[index].startsAt });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking as { id: string; startsAt: string; endsAt: string; status: string };
  }
  /** Moves the clock to `at` (a session's start, say); the clock never goes back. */
  const advanceTo = (at: string) => clock.advance(Math.max(0, Date.parse(at) - clock.now().getTime()));
  const ledger = (coachId: string) => queryRows(suite.database, sql`select kind, amount_cents, paid_at, booking_id from ledger_entries where coach_id = ${coachId} order by created_at`);

  it('onboarding: every field and a photo are required; then the profile is complete and the coach is listed', async () => {
    const user = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname: 'Onboarding Olu' });
    const before = (await user.client.get('/api/v1/coach/profile')).json();
    expect(before).toMatchObject({ complete: false, profile: null, money: { earnedCents: 0, availableCents: 0 }, bookings: { total: 0 } });
    expect(before.availability.windows).toHaveLength(5);

    for (const missing of ['phone', 'whatsapp', 'specialization', 'paymentAddress']) {
      const res = await user.client.post('/api/v1/coach/profile', { ...PROFILE, [missing]: '  ' });
      expect(res.statusCode, missing).toBe(400);
      expect(errorOf(res).message).toBe(messages.coachFieldsMissing);
    }
    expect(errorOf(await user.client.post('/api/v1/coach/profile', { ...PROFILE, feeCents: undefined })).message).toBe(messages.coachFieldsMissing);
    expect(errorOf(await user.client.post('/api/v1/coach/profile', { ...PROFILE, feeCents: 50 })).message).toBe(messages.coachBadFee);
    expect(errorOf(await user.client.post('/api/v1/coach/profile', { ...PROFILE, phone: 'call me' })).message).toBe(messages.coachBadPhone);
    // The week is part of onboarding: none given, or a bad one, is refused (nothing is assumed).
    for (const availability of [undefined, { sessionMinutes: 60, windows: [{ day: 'Mon', start: '12:00', end: '10:00' }] }]) {
      const res = await user.client.post('/api/v1/coach/profile', { ...PROFILE, availability });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.availabilityBad);
    }
    // Before onboarding there is no profile to pay out to.
    const early = await user.client.post('/api/v1/coach/payouts', { amountCents: 100 });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(messages.coachProfileIncomplete);
    const noPhoto = await user.client.post('/api/v1/coach/profile', PROFILE);
    expect(noPhoto.statusCode).toBe(400);
    expect(errorOf(noPhoto).message).toBe(messages.selectPhoto);
    expect((await user.client.get('/api/v1/auth/session')).json().user.coachProfileComplete).toBe(false);

    await user.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: await png() }]);
    const week = { sessionMinutes: 45, windows: [{ day: 'Tue', start: '10:00', end: '12:00' }] };
    const saved = await user.client.post('/api/v1/coach/profile', { ...PROFILE, availability: week });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Account Profile Completed!');
    expect(saved.json().profile).toMatchObject({ complete: true, profile: { feeCents: 7550, specialization: 'Sleep and stress' }, availability: week });
    // The rich text is sanitised on the server.
    expect(saved.json().profile.profile.descriptionHtml).toBe('<p>Ten years.</p>');
    const session = (await user.client.get('/api/v1/auth/session')).json();
    expect(session.user.coachProfileComplete).toBe(true);

    const shopper = await customer();
    const listed = (await shopper.client.get('/api/v1/coaches?q=%20onboarding%20olu%20')).json();
    expect(listed.items.map((c: { fullname: string }) => c.fullname)).toEqual(['Onboarding Olu']);
    expect(listed.items[0].sessionMinutes).toBe(45);
    const offered = (await slotsOf(shopper.client, user.id)).slots as { startsAt: string }[];
    expect(offered.length).toBeGreaterThan(0);
    for (const s of offered) expect(new Date(s.startsAt).getUTCDay()).toBe(2);
    expect((await shopper.client.get('/api/v1/coaches?q=SLEEP')).json().total).toBeGreaterThanOrEqual(1);
    // A coach who has not finished onboarding is not listed, and cannot be booked.
    const unfinished = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname: 'Unfinished Uma' });
    expect((await shopper.client.get('/api/v1/coaches?q=Unfinished')).json().total).toBe(0);
    expect((await shopper.client.get(`/api/v1/coaches/${unfinished.id}/slots`)).statusCode).toBe(404);
  });

  it('a coach of the directory by e-mail (the links’ ref): their card, in any case of the address; 404 for anyone not listed', async () => {
    const listed = await coach({ name: 'Linked Lena', profile: { specialization: 'Sleep and rest' } });
    const shopper = await customer();
    const card = await shopper.client.get(`/api/v1/coaches/${encodeURIComponent(listed.email.toUpperCase())}`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ id: listed.id, fullname: 'Linked Lena', email: listed.email, specialization: 'Sleep and rest', sessionMinutes: 60 });
    expect(card.json().profilePic).toMatch(/^\/uploads\//);
    const unfinished = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname: 'Unlisted Una' });
    for (const email of [unfinished.email, shopper.email, 'nobody@example.com']) {
      const res = await shopper.client.get(`/api/v1/coaches/${encodeURIComponent(email)}`);
      expect(res.statusCode, email).toBe(404);
      expect(errorOf(res).message).toBe(messages.coachNotFound);
    }
  });

  it('slots follow the coach’s week in their zone, in UTC, and keep 09:00 local across the daylight-saving change', async () => {
    const london = await coach({ timeZone: 'Europe/London' });
    const c = await customer('America/New_York');
    const before = await c.client.get(`/api/v1/coaches/${london.id}/slots?from=2026-03-27&days=5`);
    expect(before.statusCode).toBe(200);
    const body = before.json();
    expect(body.timeZone).toBe('America/New_York');
    const firsts = new Map<string, string>();
    for (const s of body.slots as { startsAt: string }[]) {
      const day = s.startsAt.slice(0, 10);
      if (!firsts.has(day)) firsts.set(day, s.startsAt);
    }
    // Friday 27 March is GMT (09:00Z); Monday 30 March is BST (08:00Z); no slots on the weekend.
    expect(firsts.get('2026-03-27')).toBe('2026-03-27T09:00:00.000Z');
    expect(firsts.get('2026-03-30')).toBe('2026-03-30T08:00:00.000Z');
    expect(firsts.has('2026-03-28')).toBe(false);
    expect(body.slots.filter((s: { startsAt: string }) => s.startsAt.startsWith('2026-03-30'))).toHaveLength(8);

    // The coach sets a shorter week: 45-minute sessions, Tuesdays 10:00–12:00 only.
    const set = await london.client.request('PUT', '/api/v1/coach/availability', { sessionMinutes: 45, windows: [{ day: 'Tue', start: '10:00', end: '12:00' }] });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(messages.availabilitySaved);
    const after = (await slotsOf(c.client, london.id)).slots as { startsAt: string; endsAt: string }[];
    expect(after.length).toBeGreaterThan(0);
    for (const s of after) expect((Date.parse(s.endsAt) - Date.parse(s.startsAt)) / 60_000).toBe(45);
    for (const bad of [
      { sessionMinutes: 50, windows: [] },
      { sessionMinutes: 60, windows: [{ day: 'Mon', start: '12:00', end: '10:00' }] },
      { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:10', end: '10:00' }] },
      { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '10:00' }, { day: 'Mon', start: '11:00', end: '12:00' }] },
    ]) {
      const res = await london.client.request('PUT', '/api/v1/coach/availability', bad);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.availabilityBad);
    }
  });

  it('booking: the rules, the coach’s e-mail, and a taken time answers 409 with the next free ones', async () => {
    const pro = await coach();
    const c = await customer();
    for (const body of [{}, { coachId: pro.id }, { coachId: pro.id, startsAt: '' }, { startsAt: '2026-03-20T10:00:00Z' }]) {
      const res = await c.client.post('/api/v1/bookings', body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('Please Schedule Appropriately!');
    }
    const { slots } = await slotsOf(c.client, pro.id);
    const res = await c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: slots[0].startsAt });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Appointment Booking Successful!', booking: { status: 'pending', feeCents: 7550 } });
    const request = (await mailsTo(pro.email)).at(-1);
    expect(request?.subject).toContain('New booking request');
    expect(request?.text).toContain('$75.50');

    // The same time again, and a time the coach does not offer: 409 with the next free times.
    const again = await (await customer()).client.post('/api/v1/bookings', { coachId: pro.id, startsAt: slots[0].startsAt });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ message: messages.bookingSlotTaken, nextFree: [slots[1].startsAt, slots[2].startsAt, slots[3].startsAt] });
    const offGrid = await c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: new Date(Date.parse(slots[1].startsAt) + 60_000).toISOString() });
    expect(offGrid.statusCode).toBe(409);
    // The taken time is no longer offered; the fee changes later but this booking keeps its own.
    expect((await slotsOf(c.client, pro.id)).slots[0].startsAt).toBe(slots[1].startsAt);
    await pro.client.post('/api/v1/coach/profile', { ...PROFILE, feeCents: 9900 });
    expect((await c.client.get('/api/v1/bookings')).json().items[0].feeCents).toBe(7550);
  });

  it('two customers racing for one time: exactly one booking', async () => {
    const racers = await Promise.all([customer(), customer(), customer(), customer()]);
    // Several rounds (a new coach and a later time each; as many as one customer may have requests
    // waiting): without the coach's calendar lock, racing inserts under the no-overlap constraint
    // sometimes deadlocked in PostgreSQL and the one rolled back got a 500; every loser gets its 409.
    for (let round = 0; round < PENDING_TOTAL_MAX; round++) {
      const pro = await coach();
      const { slots } = await slotsOf(racers[0]!.client, pro.id);
      const results = await Promise.all(racers.map((r) => r.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: slots[round].startsAt })));
      expect(results.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([201, 409, 409, 409]);
      for (const lost of results.filter((r) => r.statusCode === 409)) expect(errorOf(lost).message).toBe(messages.bookingSlotTaken);
      const rows = await queryRows(suite.database, sql`select count(*)::int as n from bookings where coach_id = ${pro.id} and status <> 'cancelled'`);
      expect(rows[0]?.n).toBe(1);
    }
  });

  it('booking e-mails follow the reader’s notification preferences: a coach who turned them off gets no request e-mail, the client still their invite', async () => {
    const pro = await coach();
    const c = await customer();
    const off = await pro.client.request('PUT', '/api/v1/notifications/preferences', { bookingEmails: false });
    expect(off.json().preferences.bookingEmails).toBe(false);
    const booking = await booked(c, pro.id);
    expect((await mailsTo(pro.email)).filter((m) => m.subject.startsWith('New booking request'))).toHaveLength(0);
    expect((await pro.client.post(`/api/v1/coach/bookings/${booking.id}/invite`, { message: 'Join: https://meet.example.com/pref' })).statusCode).toBe(200);
    const invite = (await mailsTo(c.email)).find((m) => m.subject.startsWith('Your coaching session'));
    expect(invite?.text).toContain('https://meet.example.com/pref');
    expect(invite?.method).toBe('REQUEST');
  });

  it('invite, reschedule and cancel: e-mails with one UID and a growing SEQUENCE, times in UTC', async () => {
    const pro = await coach({ timeZone: 'Europe/London' });
    const c = await customer('Asia/Tokyo');
    const booking = await booked(c, pro.id);

    const long = await pro.client.post(`/api/v1/coach/bookings/${booking.id}/invite`, { message: 'x'.repeat(2001) });
    expect(errorOf(long).message).toBe(messages.inviteTooLong);
    const http = await pro.client.post(`/api/v1/coach/bookings/${booking.id}/invite`, { message: 'Join at http://meet.example.com/x' });
    expect(http.statusCode).toBe(400);
    expect(errorOf(http).message).toBe(messages.inviteHttpsOnly);
    const invite = await pro.client.post(`/api/v1/coach/bookings/${booking.id}/invite`, { message: 'Join: https://meet.example.com/abc <b>not html</b>' });
    expect(invite.statusCode).toBe(200);
    expect(invite.json()).toMatchObject({ message: 'Meeting Link Scheduled and Invites Sent!', booking: { status: 'confirmed', meetingDetails: 'Join: https://meet.example.com/abc <b>not html</b>' } });
    let mails = await mailsTo(c.email);
    const first = mails.at(-1)!;
    expect(first.method).toBe('REQUEST');
    expect(first.uid).toBe(`${booking.id}@iyl.app`);
    expect(first.sequence).toBe(0);
    expect(first.start?.toISOString()).toBe(booking.startsAt);
    expect(first.end?.toISOString()).toBe(booking.endsAt);
    expect(first.ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(first.text).toContain('https://meet.example.com/abc');
    expect(first.text).toContain('(Asia/Tokyo)');

    const missing = await pro.client.post(`/api/v1/coach/bookings/${booking.id}/reschedule`, { date: '', time: '10:00' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe('Please Set Date and Time!');
    expect(errorOf(await pro.client.post(`/api/v1/coach/bookings/${booking.id}/reschedule`, { date: '2026-03-01', time: '10:00' })).message).toBe(messages.reschedulePast);
    // A weekday a week or two ahead, at 14:00 and 15:00 London time (free session starts of the coach's week).
    let day = addDays(clock.now().toISOString().slice(0, 10), 8);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
    for (const [n, time] of [[1, '14:00'], [2, '15:00']] as const) {
      const moved = await pro.client.post(`/api/v1/coach/bookings/${booking.id}/reschedule`, { date: day, time });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ message: 'Reschedule Activated!', booking: { coachDate: day, coachTime: time, reschedules: n, status: 'confirmed' } });
      mails = await mailsTo(c.email);
      const update = mails.at(-1)!;
      expect(update.uid).toBe(first.uid);
      expect(update.sequence).toBe(n);
      expect(update.start?.toISOString()).toBe(zonedInstant(day, time, 'Europe/London').toISOString());
    }
    // Another booking of the coach at that time: the coach cannot move this one onto it.
    const other = await booked(await customer(), pro.id);
    const otherStart = new Date(other.startsAt);
    const clash = await pro.client.post(`/api/v1/coach/bookings/${booking.id}/reschedule`, {
      date: otherStart.toLocaleDateString('en-CA', { timeZone: 'Europe/London' }),
      time: otherStart.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }),
    });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(messages.rescheduleOverlap);

    const cancel = await c.client.post(`/api/v1/bookings/${booking.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ message: messages.bookingCancelled, booking: { status: 'cancelled' } });
    const cancelled = (await mailsTo(c.email)).at(-1)!;
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.uid).toBe(first.uid);
    expect(cancelled.sequence).toBe(3);
    expect((await mailsTo(pro.email)).at(-1)?.subject).toContain('cancelled');
    expect((await c.client.post(`/api/v1/bookings/${booking.id}/cancel`)).statusCode).toBe(409);
    // Closed bookings cannot be invited to, moved or completed.
    for (const action of ['invite', 'reschedule', 'complete']) {
      const res = await pro.client.post(`/api/v1/coach/bookings/${booking.id}/${action}`, action === 'reschedule' ? { date: '2026-04-20', time: '10:00' } : {});
      expect(res.statusCode, action).toBe(409);
    }
  });

  it('completing credits the agreed fee exactly once, even when asked twice at once', async () => {
    const pro = await coach();
    const c = await customer();
    const booking = await booked(c, pro.id);
    // Not before the session has started: nothing is credited for a session not yet held.
    const early = await pro.client.post(`/api/v1/coach/bookings/${booking.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(messages.completeTooEarly);
    expect(await ledger(pro.id)).toEqual([]);
    advanceTo(booking.startsAt);
    const both = await Promise.all([0, 1, 2].map(() => pro.client.post(`/api/v1/coach/bookings/${booking.id}/complete`)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(both.find((r) => r.statusCode === 200)?.json().message).toBe('Meeting Marked as Completed!');
    expect(await ledger(pro.id)).toEqual([{ kind: 'session', amount_cents: 7550, paid_at: null, booking_id: booking.id }]);
    expect((await mailsTo(c.email)).at(-1)?.subject).toContain('Thank you');
    const profile = (await pro.client.get('/api/v1/coach/profile')).json();
    expect(profile.money).toEqual({ earnedCents: 7550, paidCents: 0, pendingCents: 0, availableCents: 7550 });
    expect(profile.bookings).toEqual({ total: 1, completed: 1, pending: 0 });
    // The Logs say the session's day as every other screen does ('Mar 09, 2026'), not '2026-03-09'.
    const credit = (await pro.client.get('/api/v1/coach/transactions')).json().transactions.items[0];
    expect(credit.description).toMatch(/^Session with .+ on [A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(credit.description).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The customer cannot cancel a completed session.
    expect(errorOf(await c.client.post(`/api/v1/bookings/${booking.id}/cancel`)).message).toBe(messages.bookingCancelClosed);
  });

  it('payouts never exceed the balance, even when requested at the same moment; an admin pays each once', async () => {
    const pro = await coach();
    for (let i = 0; i < 2; i++) {
      const b = await booked(await customer(), pro.id, i);
      advanceTo(b.startsAt);
      expect((await pro.client.post(`/api/v1/coach/bookings/${b.id}/complete`)).statusCode).toBe(200);
    }
    // Earned 2 × $75.50 = $151.00.
    const over = await pro.client.post('/api/v1/coach/payouts', { amountCents: 15_101 });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).message).toBe(`${messages.payoutOverBalance} You can request up to $151.00.`);
    expect(errorOf(await pro.client.post('/api/v1/coach/payouts', { amountCents: 0 })).message).toBe(messages.payoutBadAmount);

    const racing = await Promise.all([0, 1, 2].map(() => pro.client.post('/api/v1/coach/payouts', { amountCents: 10_000, description: 'Rent' })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const made = racing.find((r) => r.statusCode === 201)!.json();
    expect(made.message).toBe('Request Submitted!');
    expect(made.transaction).toMatchObject({ requestType: 'payout', amountCents: 10_000, paid: false, description: 'Rent' });
    expect(made.transaction.reference).toMatch(/^BOOK-[0-9a-f-]{36}$/);
    expect(made.money).toEqual({ earnedCents: 15_100, paidCents: 0, pendingCents: 10_000, availableCents: 5_100 });

    const logs = (await pro.client.get('/api/v1/coach/transactions')).json();
    expect(logs.summary).toEqual({ count: 3, paidOutCents: 0, pendingPayouts: 1, paidPayouts: 0 });
    expect((await pro.client.get('/api/v1/coach/transactions?q=%20PAYOUT%20')).json().transactions.total).toBe(1);
    expect((await pro.client.get('/api/v1/coach/transactions?q=75.50')).json().transactions.total).toBe(2);
    expect((await pro.client.get('/api/v1/coach/transactions?q=payout&page=4')).json().transactions).toMatchObject({ items: [], total: 1, pages: 1 });
    expect((await pro.client.get('/api/v1/coach/transactions?view=paidPayouts&page=4')).json().transactions).toMatchObject({ items: [], total: 0 });
    expect((await pro.client.get(`/api/v1/coach/transactions?q=${encodeURIComponent(pro.email)}`)).json().transactions.total).toBe(3);

    const admin = await signedInAdmin();
    const pending = (await admin.get('/api/v1/admin/payouts')).json();
    const mine = pending.items.find((p: { id: string }) => p.id === made.transaction.id);
    expect(mine).toMatchObject({ coachEmail: pro.email, paymentAddress: 'coach@pay.example', amountCents: 10_000 });
    const pays = await Promise.all([0, 1].map(() => admin.post(`/api/v1/admin/payouts/${mine.id}/paid`)));
    expect(pays.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(pays.find((r) => r.statusCode === 409)!).message).toBe(messages.payoutAlreadyPaid);
    expect((await admin.post('/api/v1/admin/payouts/00000000-0000-4000-8000-000000000000/paid')).statusCode).toBe(404);

    const after = (await pro.client.get('/api/v1/coach/transactions?view=paidPayouts')).json();
    expect(after.transactions.items).toHaveLength(1);
    expect(after.summary).toEqual({ count: 3, paidOutCents: 10_000, pendingPayouts: 0, paidPayouts: 1 });
    expect(after.money).toEqual({ earnedCents: 15_100, paidCents: 10_000, pendingCents: 0, availableCents: 5_100 });
  });

  async function signedInAdmin() {
    const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@iyl.test`;
    await suite.app.services.auth.createUser({ fullname: 'Ada Admin', email, password: 'correct horse battery', role: 'Admin' });
    const { browser, signIn } = await import('../../../test/support/app.ts');
    const client = await browser(suite.app, '10.9.0.1').open();
    await signIn(client, suite.smtp, email);
    return client;
  }

  it('each coach reaches only their own bookings and ledger; customers cannot call coach operations', async () => {
    const pro = await coach();
    const rival = await coach();
    const c = await customer();
    const booking = await booked(c, pro.id);
    for (const action of ['invite', 'reschedule', 'complete']) {
      const res = await rival.client.post(`/api/v1/coach/bookings/${booking.id}/${action}`, action === 'reschedule' ? { date: '2026-04-20', time: '10:00' } : {});
      expect(res.statusCode, action).toBe(404);
      expect(errorOf(res).message).toBe(messages.bookingNotFound);
      expect((await c.client.post(`/api/v1/coach/bookings/${booking.id}/${action}`, {})).statusCode).toBe(403);
    }
    expect((await rival.client.get('/api/v1/coach/bookings')).json().bookings.total).toBe(0);
    expect((await c.client.post('/api/v1/coach/payouts', { amountCents: 100 })).statusCode).toBe(403);
    expect((await rival.client.post(`/api/v1/bookings/${booking.id}/cancel`)).statusCode).toBe(403);
    expect((await (await customer()).client.post(`/api/v1/bookings/${booking.id}/cancel`)).statusCode).toBe(404);
    const [row] = await queryRows(suite.database, sql`select status, sequence from bookings where id = ${booking.id}`);
    expect(row).toEqual({ status: 'pending', sequence: 0 });
  });

  it('bookings search: client and coach names and e-mails, case-insensitive and trimmed; open view soonest first', async () => {
    const pro = await coach({ name: 'Searchable Sam' });
    const alice = await signedInUser(suite.app, suite.smtp, { fullname: 'Alice Wonder' });
    const bob = await signedInUser(suite.app, suite.smtp, { fullname: 'Bob Builder' });
    const a = await booked(alice, pro.id, 1);
    await booked(bob, pro.id, 0);
    const search = async (q: string) => (await pro.client.get(`/api/v1/coach/bookings?q=${encodeURIComponent(q)}`)).json().bookings.items.map((b: { clientName: string }) => b.clientName);
    expect(await search('  ALICE ')).toEqual(['Alice Wonder']);
    expect(await search(bob.email.toUpperCase())).toEqual(['Bob Builder']);
    expect((await search('searchable sam')).sort()).toEqual(['Alice Wonder', 'Bob Builder']);
    expect(await search('nobody-like-this')).toEqual([]);
    // Past the last page the total is still the search's, not all of the coach's bookings.
    expect((await pro.client.get('/api/v1/coach/bookings?q=alice&page=5')).json().bookings).toMatchObject({ items: [], total: 1, pages: 1 });
    const open = (await pro.client.get('/api/v1/coach/bookings?view=open')).json();
    expect(open.bookings.items.map((b: { clientName: string }) => b.clientName)).toEqual(['Bob Builder', 'Alice Wonder']);
    expect(open.counts).toEqual({ total: 2, completed: 0, pending: 2 });
    expect((await alice.client.get('/api/v1/bookings')).json().items.map((b: { id: string }) => b.id)).toEqual([a.id]);
  });

  it('dates far away answer 400 in the catalogue’s words, never 500', async () => {
    const pro = await coach();
    const c = await customer();
    for (const startsAt of ['9999-12-31T00:00:00Z', '1999-12-31T23:59:00Z', '2100-01-01T00:00:00Z', '2099-12-31T23:00:00-05:00']) {
      const res = await c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt });
      expect(res.statusCode, startsAt).toBe(400);
      expect(errorOf(res).message, startsAt).toBe(messages.dateOutOfRange);
    }
    for (const from of ['9999-12-31', '0001-01-01', '1999-12-31', '2100-01-01']) {
      const res = await c.client.get(`/api/v1/coaches/${pro.id}/slots?from=${from}`);
      expect(res.statusCode, from).toBe(400);
      expect(errorOf(res).message, from).toBe(messages.dateOutOfRange);
    }
    // The last day allowed is simply beyond the booking horizon: no free times.
    const last = await c.client.get(`/api/v1/coaches/${pro.id}/slots?from=2099-12-31&days=31`);
    expect(last.statusCode).toBe(200);
    expect(last.json().slots).toEqual([]);
    const booking = await booked(c, pro.id);
    const far = await pro.client.post(`/api/v1/coach/bookings/${booking.id}/reschedule`, { date: '9999-12-31', time: '09:00' });
    expect(far.statusCode).toBe(400);
    expect(errorOf(far).message).toBe(messages.dateOutOfRange);
  });

  it('a reschedule follows the booking’s slot rules: the coach’s week, the session grid, the horizon and the notice', async () => {
    // Mondays 09:00–10:00 only (UTC): one session a week.
    const pro = await coach();
    expect((await pro.client.request('PUT', '/api/v1/coach/availability', { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '10:00' }] })).statusCode).toBe(200);
    const c = await customer();
    const booking = await booked(c, pro.id);
    const monday = booking.startsAt.slice(0, 10);
    expect(booking.startsAt).toBe(`${monday}T09:00:00.000Z`);
    const move = (date: string, time: string) => pro.client.post(`/api/v1/coach/bookings/${booking.id}/reschedule`, { date, time });
    for (const [date, time] of [
      [addDays(monday, 6), '03:00'], // a Sunday night: not in the coach's week
      ['2099-01-01', '09:00'], // beyond the booking horizon
      [addDays(monday, 7), '09:07'], // not a session start
      [addDays(monday, 7), '09:30'], // not on the grid of hour sessions
      [addDays(monday, 7), '10:00'], // the window's end: the session would not fit
      [addDays(monday, 35), '09:00'], // a Monday, but five weeks ahead
    ] as const) {
      const res = await move(date, time);
      expect(res.statusCode, `${date} ${time}`).toBe(409);
      expect(errorOf(res).message, `${date} ${time}`).toBe(messages.rescheduleNotFree);
    }
    const [unchanged] = await queryRows(suite.database, sql`select starts_at, sequence, reschedules from bookings where id = ${booking.id}`);
    expect(unchanged).toMatchObject({ sequence: 0, reschedules: 0 });
    expect(new Date(String(unchanged?.starts_at)).toISOString()).toBe(booking.startsAt);

    // The next Monday's session is free: moved.
    const moved = await move(addDays(monday, 7), '09:00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({ startsAt: `${addDays(monday, 7)}T09:00:00.000Z`, reschedules: 1 });

    // Less than the notice ahead: a week of half-hour sessions all day, and a start within the hour.
    const allDay = ['Mon', 'Tue', 'Wed', 'Thurs', 'Fri', 'Sat', 'Sun'].map((day) => ({ day, start: '00:00', end: '23:30' }));
    expect((await pro.client.request('PUT', '/api/v1/coach/availability', { sessionMinutes: 30, windows: allDay })).statusCode).toBe(200);
    const soon = new Date(Math.ceil((clock.now().getTime() + 1) / 1_800_000) * 1_800_000).toISOString();
    const tooSoon = await move(soon.slice(0, 10), soon.slice(11, 16));
    expect(tooSoon.statusCode).toBe(409);
    expect(errorOf(tooSoon).message).toBe(messages.rescheduleNotFree);
  });

  it('the Appointment count is what the bookings list shows: a cancelled booking is in neither', async () => {
    const pro = await coach();
    const people = [await customer(), await customer(), await customer()];
    const made = [];
    for (const [i, person] of people.entries()) made.push(await booked(person, pro.id, i));
    expect((await people[2]!.client.post(`/api/v1/bookings/${made[2]!.id}/cancel`)).statusCode).toBe(200);
    const all = (await pro.client.get('/api/v1/coach/bookings?view=all')).json();
    expect(all.bookings.total).toBe(2);
    expect(all.counts).toEqual({ total: 2, completed: 0, pending: 2 });
    expect(all.bookings.items.map((b: { status: string }) => b.status)).toEqual(['pending', 'pending']);
    expect((await pro.client.get('/api/v1/coach/profile')).json().bookings).toEqual(all.counts);
    // The customer still sees their own cancelled booking.
    expect((await people[2]!.client.get('/api/v1/bookings')).json().items[0].status).toBe('cancelled');
  });

  it('a customer may have 2 requests waiting per coach and 5 in all, even when 20 are sent at once', async () => {
    const pro = await coach();
    const c = await customer();
    const { slots } = await slotsOf(c.client, pro.id);
    const before = (await mailsTo(pro.email)).length;
    const tries = await Promise.all(slots.slice(0, 20).map((s: { startsAt: string }) => c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: s.startsAt })));
    const made = tries.filter((r) => r.statusCode === 201);
    expect(made).toHaveLength(2);
    const refused = tries.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(18).fill(409));
    for (const r of refused) expect(errorOf(r).message).toBe(messages.bookingPendingPerCoach);
    const [count] = await queryRows(suite.database, sql`select count(*)::int as n from bookings where user_id = ${c.id}`);
    expect(count?.n).toBe(2);
    expect((await mailsTo(pro.email)).length - before).toBe(2);

    // Once the coach confirms one, the customer may ask for another.
    await pro.client.post(`/api/v1/coach/bookings/${made[0]!.json().booking.id}/invite`, { message: '' });
    expect((await c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: slots[30].startsAt })).statusCode).toBe(201);

    // Five waiting in all, across coaches.
    const others = [await coach(), await coach()];
    for (const [i, other] of others.entries()) {
      const free = (await slotsOf(c.client, other.id)).slots as { startsAt: string }[];
      const picks = free.slice(40, 42);
      for (const [j, pick] of picks.entries()) {
        const res = await c.client.post('/api/v1/bookings', { coachId: other.id, startsAt: pick.startsAt });
        if (i === 1 && j === 1) {
          expect(res.statusCode).toBe(409);
          expect(errorOf(res).message).toBe(messages.bookingPendingTotal);
        } else expect(res.statusCode, res.body).toBe(201);
      }
    }

    // A request whose time has passed waits for nothing any more.
    clock.advance(29 * 86_400_000);
    const later = (await slotsOf(c.client, pro.id)).slots as { startsAt: string }[];
    expect((await c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: later[0]!.startsAt })).statusCode).toBe(201);
  });

  it('a customer may ask one coach for 6 sessions in a rolling 24 hours, cancelled ones included; the 7th is refused and mails no one', async () => {
    const pro = await coach();
    const c = await customer();
    const { slots } = await slotsOf(c.client, pro.id);
    const before = (await mailsTo(pro.email)).length;
    // Book and cancel, again and again: never more than one waits, but every request and cancellation mails the coach.
    for (let i = 0; i < REQUESTS_PER_COACH_PER_DAY_MAX; i++) {
      const res = await c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: slots[i].startsAt });
      expect(res.statusCode, res.body).toBe(201);
      expect((await c.client.post(`/api/v1/bookings/${res.json().booking.id}/cancel`)).statusCode).toBe(200);
      clock.advance(60_000);
    }
    expect((await mailsTo(pro.email)).length - before).toBe(2 * REQUESTS_PER_COACH_PER_DAY_MAX);
    const refused = await c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: slots[10].startsAt });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(messages.bookingRequestsPerDay);
    expect(messages.bookingRequestsPerDay).toContain(`${REQUESTS_PER_COACH_PER_DAY_MAX} times`);
    const [count] = await queryRows(suite.database, sql`select count(*)::int as n from bookings where user_id = ${c.id}`);
    expect(count?.n).toBe(REQUESTS_PER_COACH_PER_DAY_MAX);
    expect((await mailsTo(pro.email)).length - before).toBe(2 * REQUESTS_PER_COACH_PER_DAY_MAX);

    // Another coach is another count.
    const other = await coach();
    expect((await c.client.post('/api/v1/bookings', { coachId: other.id, startsAt: (await slotsOf(c.client, other.id)).slots[12].startsAt })).statusCode).toBe(201);
    // A day after the first request, one more may be made.
    clock.advance(86_400_000 - REQUESTS_PER_COACH_PER_DAY_MAX * 60_000 + 1_000);
    const later = (await slotsOf(c.client, pro.id)).slots as { startsAt: string }[];
    const again = await c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: later[20]!.startsAt });
    expect(again.statusCode, again.body).toBe(201);
    const full = await c.client.post('/api/v1/bookings', { coachId: pro.id, startsAt: later[21]!.startsAt });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe(messages.bookingRequestsPerDay);
  });

  it('a booking e-mail that cannot be sent stays queued and goes out on the job’s next run', async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp(suite.database, { clock: clock.now, env: { SMTP_URL: 'smtp://127.0.0.1:9', SESSION_IDLE_HOURS: '2000', SESSION_MAX_DAYS: '365' } });
    try {
      const pro = await coach();
      const c = await customer();
      const booking = await booked(c, pro.id);
      // The coach invites through the app whose SMTP server is down.
      const session = await pro.client.get('/api/v1/auth/session');
      expect(session.statusCode).toBe(200);
      await app.services.bookings.invite(session.json().user, booking.id, 'https://meet.example.com/later');
      await app.outbox.idle();
      const [queued] = await queryRows(suite.database, sql`select state, attempts, sent_at from mail_outbox where key = ${`booking:${booking.id}:invite:0`}`);
      expect(queued).toMatchObject({ state: 'queued', attempts: 1, sent_at: null });
      // Not before the retry delay; then through a working server.
      await suite.app.outbox.flush();
      expect((await mailsTo(c.email)).filter((m) => m.method === 'REQUEST')).toHaveLength(0);
      clock.advance(3 * 60_000);
      await suite.app.outbox.flush();
      expect((await mailsTo(c.email)).filter((m) => m.method === 'REQUEST')).toHaveLength(1);
      await suite.app.outbox.flush();
      expect((await mailsTo(c.email)).filter((m) => m.method === 'REQUEST')).toHaveLength(1);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
