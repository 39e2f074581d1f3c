import type { SessionUser } from '@iyl/core/auth/contract';
import { DEFAULT_SESSION_MINUTES, DEFAULT_WINDOWS } from '@iyl/core/coach-profiles/constants';
import { randomUUID } from 'node:crypto';
import type { Services } from '../platform/modules.ts';
import { coachProfiles } from './content/coaches.ts';
import { demoKnowledgePages, demoKnowledgePdf } from './knowledge-pdf.ts';
import { avatar } from './pictures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The coaches: the demo coach's profile and photo, three past sessions with the demo customer
 * (completed, so credited), a paid and a pending payout, a confirmed session tomorrow with its meeting
 * link and a pending request; two more coaches in the directory; her knowledge PDF, read into passages.
 */
export async function seedCoaches(services: Services, customer: SessionUser, coach: SessionUser) {
  await services.profile.savePhoto(coach.id, await avatar('#0ca678'));
  await services.coachProfiles.saveProfile(coach, {
    phone: '+1 212 555 0187',
    whatsapp: '+1 212 555 0188',
    feeCents: 6000,
    specialization: 'Sleep, stress and habit change',
    paymentAddress: 'demo-coach@payments.example',
    // The week the onboarding form offers, confirmed as it is: weekdays 09:00–17:00, hour sessions.
    availability: { sessionMinutes: DEFAULT_SESSION_MINUTES, windows: [...DEFAULT_WINDOWS] },
    descriptionHtml:
      '<p>Certified health coach with <strong>ten years</strong> of helping busy parents sleep better and build habits that last.</p><ul><li>Sleep routines</li><li>Stress and energy</li><li>Small steps that stick</li></ul>',
  });
  for (const other of coachProfiles) {
    const user = await services.auth.createUser({ fullname: other.fullname, email: `${other.fullname.split(' ')[0]?.toLowerCase()}@iyl.local`, password: randomUUID(), role: 'Coach' });
    await services.profile.savePhoto(user.id, await avatar(other.colour));
    await services.coachProfiles.saveProfile(user, { ...other.profile, availability: { ...other.profile.availability, windows: [...other.profile.availability.windows] }, descriptionHtml: other.description });
  }
  const now = Date.now();
  // Past sessions: booked as if 3, 2 and 1 weeks ago, then completed an hour after they began.
  for (const weeksAgo of [3, 2, 1]) {
    const then = services.bookings.withClock(() => new Date(now - weeksAgo * 7 * DAY));
    const { slots } = await then.slots(customer, coach.id, { days: 7 });
    const slot = slots[2];
    if (!slot) continue;
    const booking = await then.book(customer, { coachId: coach.id, startsAt: slot.startsAt });
    await services.bookings.withClock(() => new Date(Date.parse(slot.startsAt) + HOUR)).complete(coach, booking.id);
  }
  const paid = await services.payouts.requestPayout(coach, { amountCents: 10_000, description: 'First payout' });
  await services.payouts.markPaid(paid.transaction.id);
  await services.payouts.requestPayout(coach, { amountCents: 4_000, description: 'Payout for last week' });
  // Upcoming: tomorrow's first free time, confirmed with a link; a pending request two days later.
  const { slots } = await services.bookings.slots(customer, coach.id, { days: 7 });
  const soon = slots.find((s) => Date.parse(s.startsAt) > now + DAY);
  const later = slots.find((s) => Date.parse(s.startsAt) > Math.max(now + 3 * DAY, Date.parse(soon?.startsAt ?? '0') + DAY));
  if (soon) {
    const booking = await services.bookings.book(customer, { coachId: coach.id, startsAt: soon.startsAt });
    await services.bookings.invite(coach, booking.id, 'Video call: https://meet.example.com/demo-coach-session\nBring your sleep diary from this week.');
  }
  if (later) await services.bookings.book(customer, { coachId: coach.id, startsAt: later.startsAt });
  // Her knowledge PDF for the AI coach, read at once (the job would read it within seconds anyway).
  const guide = await services.coachChat.knowledge.upload(coach.id, { title: 'Sleep and stress: notes for my clients', specialization: 'Sleep, stress' }, demoKnowledgePdf(demoKnowledgePages));
  await services.coachChat.knowledge.reader.read(guide.id);
}
