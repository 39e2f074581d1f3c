// A coach calls off a session before it starts (CancelSession, review of issue 49, M2): a short reason
// is required; the client is e-mailed it with the calendar's METHOD:CANCEL (the invite's UID, its
// SEQUENCE grown); the time is free again; a started, closed or someone else's booking is refused.
import { messages } from '@iyl/core/catalog/messages';
import { CANCEL_REASON_MAX } from '@iyl/core/bookings/constants';
import { DEFAULT_WINDOWS } from '@iyl/core/coach-profiles/constants';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, errorOf, manualClock, signedInUser, suiteApp } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';

const PROFILE = {
  phone: '+44 20 7946 0000',
  whatsapp: '+44 7700 900000',
  feeCents: 5000,
  specialization: 'Sleep',
  paymentAddress: 'coach@pay.example',
  descriptionHtml: '<p>Ten years.</p>',
  availability: { sessionMinutes: 60, windows: [...DEFAULT_WINDOWS] },
};

describe.each(testDatabases())('a coach cancels a session on $name', (testDb) => {
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  const suite = suiteApp(testDb, () => ({ clock: clock.now, env: { SESSION_IDLE_HOURS: '2000', SESSION_MAX_DAYS: '365', RATE_LIMIT_FACTOR: '100' } }));
  beforeEach(() => clock.advance(86_400_000));

  /** The mails to `email`, parsed, with their calendar part's method, UID and SEQUENCE. */
  const mailsTo = async (email: string) => {
    await suite.app.outbox.idle();
    return Promise.all(
      suite.smtp.received
        .filter((m) => m.to.includes(email.toLowerCase()))
        .map(async (m) => {
          const mail = await PostalMime.parse(m.raw);
          const part = mail.attachments.find((a) => a.mimeType.startsWith('text/calendar'));
          const ics = part ? (typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content)) : undefined;
          const calendar = ics ? new ICAL.Component(ICAL.parse(ics)) : undefined;
          const event = calendar?.getFirstSubcomponent('vevent');
          return {
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            method: calendar?.getFirstPropertyValue('method')?.toString(),
            uid: event?.getFirstPropertyValue('uid')?.toString(),
            sequence: Number(event?.getFirstPropertyValue('sequence')),
          };
        }),
    );
  };
  async function coach() {
    const user = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname: `Coach ${Math.random().toString(36).slice(2, 7)}` });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();
    expect((await user.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: png }])).statusCode).toBe(200);
    expect((await user.client.post('/api/v1/coach/profile', PROFILE)).statusCode).toBe(200);
    return user;
  }
  async function booked(client: Browser, coachId: string, index = 0) {
    const { slots } = (await client.get(`/api/v1/coaches/${coachId}/slots`)).json();
    const res = await client.post('/api/v1/bookings', { coachId, startsAt: slots[index].startsAt });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking as { id: string; startsAt: string };
  }
  const cancel = (client: Browser, id: string, reason?: string) => client.post(`/api/v1/coach/bookings/${id}/cancel`, reason === undefined ? {} : { reason });

  it('a confirmed session: the reason is required, then the client gets it with METHOD:CANCEL, and the time is free again', async () => {
    const pro = await coach();
    const client = await signedInUser(suite.app, suite.smtp, { fullname: 'Carla Client' });
    const booking = await booked(client.client, pro.id);
    expect((await pro.client.post(`/api/v1/coach/bookings/${booking.id}/invite`, { message: 'https://meet.example.com/x' })).statusCode).toBe(200);
    const invite = (await mailsTo(client.email)).at(-1);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0 });

    for (const reason of [undefined, '', '  ', 'ok', '\u200b\u200b\u200b', 'x'.repeat(CANCEL_REASON_MAX + 1)]) {
      const res = await cancel(pro.client, booking.id, reason);
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
      expect(errorOf(res).message).toBe(messages.coachCancelReason);
    }
    const done = await cancel(pro.client, booking.id, '  I am unwell that day, sorry.  ');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: messages.coachCancelled, booking: { id: booking.id, status: 'cancelled' } });
    const told = (await mailsTo(client.email)).at(-1);
    expect(told).toMatchObject({ method: 'CANCEL', uid: invite?.uid, sequence: 1 });
    expect(told?.subject).toContain('Cancelled');
    expect(told?.text).toContain('I am unwell that day, sorry.');
    // The client sees it cancelled; the time is offered again.
    expect((await client.client.get('/api/v1/bookings')).json().items[0]).toMatchObject({ id: booking.id, status: 'cancelled' });
    const { slots } = (await client.client.get(`/api/v1/coaches/${pro.id}/slots`)).json();
    expect(slots.map((s: { startsAt: string }) => s.startsAt)).toContain(booking.startsAt);
    // Once cancelled, it stays so.
    const again = await cancel(pro.client, booking.id, 'Still unwell.');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(messages.bookingClosed);
  });

  it('a pending request can be cancelled too; not once the session has started, nor by another coach or the customer', async () => {
    const pro = await coach();
    const other = await coach();
    const client = await signedInUser(suite.app, suite.smtp);
    const request = await booked(client.client, pro.id);
    const notTheirs = await cancel(other.client, request.id, 'Not mine to cancel.');
    expect(notTheirs.statusCode).toBe(404);
    expect(errorOf(notTheirs).message).toBe(messages.bookingNotFound);
    expect((await cancel(client.client, request.id, 'I am the customer.')).statusCode).toBe(403);
    const pending = await cancel(pro.client, request.id, 'I am fully booked that week.');
    expect(pending.statusCode, pending.body).toBe(200);
    expect((await mailsTo(client.email)).at(-1)?.method).toBe('CANCEL');

    const session = await booked(client.client, pro.id, 1);
    clock.advance(Date.parse(session.startsAt) - clock.now().getTime());
    const started = await cancel(pro.client, session.id, 'Too late now.');
    expect(started.statusCode).toBe(409);
    expect(errorOf(started).message).toBe(messages.coachCancelStarted);
    // It can still be completed.
    expect((await pro.client.post(`/api/v1/coach/bookings/${session.id}/complete`)).statusCode).toBe(200);
  });
});
