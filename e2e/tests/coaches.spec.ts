import { messages } from '@iyl/core/catalog/messages';
import type { CoachBookingsResponse, MyBookingsResponse, SlotsResponse } from '@iyl/core/bookings/contract';
import type { CoachProfileResponse } from '@iyl/core/coach-profiles/contract';
import type { TransactionsResponse } from '@iyl/core/payouts/contract';
import { formatUsd, twelveHour } from '@iyl/core/coach-profiles/rules';
import { type Browser, expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { startedHoursAgo } from '../support/database.ts';
import { admin } from '../support/env.ts';
import { mailsTo } from '../support/mail.ts';
import { dismissToasts, expectPath, expectToast, finishSurvey, postAsUser, registerAndSignIn, signedInPage } from '../support/helpers.ts';
import { expectAccessible, expectFitsPhone, gotoAnnounced, readApi } from '../support/screens.ts';

// A real 16×16 PNG.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mMQmdZEEmIY1TCqYfhqAAAP9SwQ2Ej7CQAAAABJRU5ErkJggg==', 'base64');

/** The calendar invite of the newest mail to `email` (parsed by a MIME parser and ical.js). */
async function newestInvite(email: string, after: number) {
  await expect.poll(() => mailsTo(email, { after }).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const mail = await PostalMime.parse(mailsTo(email, { after }).at(-1)?.raw ?? '');
  const part = mail.attachments.find((a) => a.mimeType.startsWith('text/calendar'));
  const text = typeof part?.content === 'string' ? part.content : new TextDecoder().decode(part?.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error(`no event in the invite to ${email}`);
  return {
    subject: mail.subject,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  return context.newPage();
}

/** A day (YYYY-MM-DD) `from` days ahead or later that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number, from: number) {
  const day = new Date(Date.now() + from * 86_400_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test.describe('coaches', () => {
  test('a coach onboards with their week; a customer books within the caps; the coach invites, reschedules to a free time; completing waits for the start, then completes; a payout is requested and paid', async ({ browser }) => {
    test.setTimeout(300_000);
    const coachPage = await newPage(browser);
    // A name of its own: other specs register coaches under the default name, and this one searches by it.
    const surname = [...Date.now().toString(26)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 26))).join('');
    const coach = await registerAndSignIn(coachPage, 'Coach', { fullname: `Cora ${surname.charAt(0).toUpperCase()}${surname.slice(1)}` });
    const fee = '64.50';

    await test.step('onboarding: the form asks for every field, a photo and the week (offered, then changed), then the dashboard opens', async () => {
      await expectPath(coachPage, '/Profile');
      await expect(coachPage.getByRole('heading', { level: 1, name: 'Coach Onboarding Form' })).toBeVisible();
      // The week is asked for, with weekdays 09:00–17:00 filled in to keep or change.
      const week = coachPage.getByRole('group', { name: 'Weekly availability' });
      await expect(week.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
      await expect(week.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
      await expect(week.getByLabel('Mon start')).toHaveValue('09:00');
      await expect(week.getByLabel('Session length')).toHaveValue('60');
      const save = coachPage.getByRole('button', { name: 'Save & Continue' });
      await save.click();
      await expect(coachPage.getByTestId('coach-form-problem')).toHaveText(messages.coachFieldsMissing);
      await coachPage.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0000');
      await coachPage.getByLabel('WhatsApp number').fill('+44 7700 900000');
      await coachPage.getByLabel('Consultation fee (USD)').fill(fee);
      await coachPage.getByLabel('Specialization').fill('Sleep and stress');
      await coachPage.getByLabel('Payment-account address').fill('coach@pay.example');
      await save.click();
      await expect(coachPage.getByTestId('coach-form-problem')).toHaveText(messages.selectPhoto);
      const chooser = coachPage.waitForEvent('filechooser');
      await coachPage.getByLabel('Profile photo').click();
      await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
      // A Monday that ends before it starts is refused on the spot; then the coach keeps Wednesdays free.
      await week.getByLabel('Mon end').fill('08:00');
      await save.click();
      await expect(coachPage.getByTestId('coach-form-problem')).toHaveText(messages.availabilityBad);
      await week.getByLabel('Mon end').fill('17:00');
      await week.getByRole('checkbox', { name: 'Wed' }).uncheck();
      await save.click();
      await expectToast(coachPage, 'Account Profile Completed!');
      await expectPath(coachPage, '/CoachAccount');
      await expect(coachPage.getByTestId('coach-card-pending-caption')).toHaveText('0 of 0');
      const profile = await readApi<CoachProfileResponse>(coachPage, '/api/v1/coach/profile');
      expect(profile.availability.windows.map((w) => w.day)).toEqual(['Mon', 'Tue', 'Thurs', 'Fri']);
    });

    await test.step('with $0.00 available, Request Fund says there is nothing to request before anything opens', async () => {
      const requestFund = coachPage.getByRole('button', { name: 'Request Fund' });
      await expect(requestFund).toBeDisabled();
      await expect(requestFund).toHaveAccessibleDescription(messages.payoutNothingAvailable);
      await expect(coachPage.getByTestId('request-fund-reason')).toHaveText(messages.payoutNothingAvailable);
      await requestFund.click({ force: true });
      await expect(coachPage.getByRole('dialog', { name: 'Pay Request' })).toHaveCount(0);
    });

    const customerPage = await newPage(browser);
    const customer = await registerAndSignIn(customerPage, 'As a User');
    await finishSurvey(customerPage);
    await dismissToasts(customerPage);
    let bookedAt = '';
    let bookingId = '';
    const coachId = (await readApi<{ user: { id: string } }>(coachPage, '/api/v1/auth/session')).user.id;
    await test.step('the customer finds the coach and books one of the free times shown in their zone', async () => {
      await gotoAnnounced(customerPage, '/Coaching', 'Expert Coaches');
      await customerPage.getByLabel('Search coaches').fill(coach.fullname);
      await customerPage.getByLabel('Search coaches').press('Enter');
      const card = customerPage.getByTestId('coach-card').filter({ hasText: coach.fullname });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('coach-fee')).toContainText('$64.50');
      await card.getByRole('button', { name: `Book a session with ${coach.fullname}` }).click();
      const panel = customerPage.getByRole('dialog', { name: 'Book a session' });
      await expect(panel.getByText(`Coach Name: ${coach.fullname}`)).toBeVisible();
      await panel.getByRole('button', { name: 'Book Session' }).click();
      await expectToast(customerPage, 'Please Schedule Appropriately!');
      await panel.getByLabel('Date', { exact: true }).click();
      await customerPage.getByRole('option').first().click();
      // A chip: its label is what a person clicks.
      await panel.getByTestId('slot-times').locator('label').first().click();
      await expect(panel.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeChecked();
      await panel.getByRole('button', { name: 'Book Session' }).click();
      await expectToast(customerPage, 'Appointment Booking Successful!');
      const mine = await readApi<MyBookingsResponse>(customerPage, '/api/v1/bookings?page=1');
      expect(mine.items).toHaveLength(1);
      bookedAt = mine.items[0]?.startsAt ?? '';
      bookingId = mine.items[0]?.id ?? '';
      // No free time falls on the coach's free Wednesdays.
      const { slots } = await readApi<SlotsResponse>(customerPage, `/api/v1/coaches/${coachId}/slots?days=28`);
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.filter((s) => new Date(s.startsAt).toLocaleDateString('en-GB', { timeZone: 'Europe/London', weekday: 'short' }) === 'Wed')).toEqual([]);
      await expect(customerPage.getByTestId('my-booking')).toHaveAttribute('data-status', 'pending');
      // The coach is told by e-mail.
      await expect.poll(() => mailsTo(coach.email).some((m) => m.subject.startsWith('New booking request'))).toBe(true);
      await expectAccessible(customerPage, '/Coaching');
      await expectFitsPhone(customerPage, customerPage.getByRole('heading', { level: 1, name: 'Expert Coaches' }));
    });

    let second = '';
    await test.step('two requests may wait for one coach: a third is refused with the reason', async () => {
      const { slots } = await readApi<SlotsResponse>(customerPage, `/api/v1/coaches/${coachId}/slots?days=28`);
      second = (await postAsUser(customerPage, '/api/v1/bookings', { coachId, startsAt: slots.at(-1)?.startsAt })).booking.id;
      await dismissToasts(customerPage);
      await customerPage.reload();
      const card = customerPage.getByTestId('coach-card').filter({ hasText: coach.fullname });
      await customerPage.getByLabel('Search coaches').fill(coach.fullname);
      await customerPage.getByLabel('Search coaches').press('Enter');
      await card.getByRole('button', { name: `Book a session with ${coach.fullname}` }).click();
      const panel = customerPage.getByRole('dialog', { name: 'Book a session' });
      await panel.getByLabel('Date', { exact: true }).click();
      await customerPage.getByRole('option').nth(1).click();
      await panel.getByTestId('slot-times').locator('label').first().click();
      await panel.getByRole('button', { name: 'Book Session' }).click();
      await expectToast(customerPage, messages.bookingPendingPerCoach, { kind: 'error' });
      await customerPage.keyboard.press('Escape');
    });

    await test.step('the coach cancels the later request from its details with a reason: the client gets it with the calendar cancellation, and a place is free', async () => {
      await coachPage.reload();
      const rows = coachPage.getByTestId('open-bookings').getByTestId('booking-row').filter({ hasText: customer.fullname });
      await expect(rows).toHaveCount(2);
      // Soonest first: the later request is the second row.
      await rows.nth(1).getByRole('button', { name: `Booking details for ${customer.fullname}` }).click();
      const details = coachPage.getByTestId('booking-details');
      await details.getByRole('button', { name: 'Cancel session' }).click();
      const dialog = coachPage.getByRole('dialog', { name: 'Cancel this session?' });
      await expect(dialog.getByLabel(/Reason for your client/)).toBeFocused();
      await expectAccessible(coachPage, 'the Cancel this session? dialog');
      await dialog.getByRole('button', { name: 'Cancel session' }).click();
      await expect(dialog.getByText(messages.coachCancelReason)).toBeVisible();
      await dismissToasts(coachPage);
      await dialog.getByLabel(/Reason for your client/).fill('I am away that week, sorry.');
      const before = Date.now();
      await dialog.getByRole('button', { name: 'Cancel session' }).click();
      await expectToast(coachPage, messages.coachCancelled);
      await expect(dialog).toHaveCount(0);
      await expect(details.getByTestId('detail-status')).toHaveText('Cancelled');
      await expect(details.getByRole('button', { name: 'Cancel session' })).toHaveCount(0);
      const told = await newestInvite(customer.email, before);
      expect(told).toMatchObject({ method: 'CANCEL', subject: `Cancelled: your coaching session with ${coach.fullname}` });
      expect(String(told.uid)).toBe(`${second}@iyl.app`);
      await expectAccessible(coachPage, 'the cancelled booking details');
      await coachPage.keyboard.press('Escape');
      await expect(rows).toHaveCount(1);
    });

    const row = coachPage.getByTestId('open-bookings').getByTestId('booking-row').filter({ hasText: customer.fullname });
    await test.step('the coach sends the meeting invite: the client gets the link and a calendar invite', async () => {
      await coachPage.reload();
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('booking-status')).toHaveText('Pending');
      const before = Date.now();
      await row.getByRole('button', { name: `Send meeting invite to ${customer.fullname}` }).click();
      await coachPage.getByLabel('Meeting link or details').fill('Join at https://meet.example.com/e2e-room');
      await coachPage.getByRole('button', { name: 'Send Invites' }).click();
      await expectToast(coachPage, 'Meeting Link Scheduled and Invites Sent!');
      await expect(row.getByTestId('booking-status')).toHaveText('Confirmed');
      const invite = await newestInvite(customer.email, before);
      expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, start: new Date(bookedAt).toISOString() });
      expect(String(invite.uid)).toMatch(/@iyl\.app$/);
    });

    await test.step('on a phone the pending bookings are cards, Invite and Details on screen', async () => {
      await dismissToasts(coachPage);
      await coachPage.setViewportSize({ width: 360, height: 740 });
      await expect(coachPage.locator('table[data-testid="open-bookings"]')).toHaveCount(0);
      await expect(coachPage.getByRole('list', { name: '1 pending booking' })).toHaveAttribute('data-testid', 'open-bookings');
      // Scrolled to, each button is whole on the screen (in the table they sat off its right edge).
      for (const name of [`Send meeting invite to ${customer.fullname}`, `Booking details for ${customer.fullname}`]) {
        const button = row.getByRole('button', { name });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      await expectFitsPhone(coachPage, row);
      await expect(coachPage.locator('table[data-testid="open-bookings"]')).toHaveCount(1);
    });

    await test.step('the coach reschedules to a free time only (the invite keeps its UID, SEQUENCE grows); Mark as Complete waits for the start', async () => {
      await row.getByRole('button', { name: `Booking details for ${customer.fullname}` }).click();
      const details = coachPage.getByTestId('booking-details');
      await expect(details.getByTestId('detail-client')).toHaveText(customer.fullname);
      const complete = details.getByRole('button', { name: 'Mark as Complete' });
      await expect(complete).toBeDisabled();
      await expect(details.getByTestId('complete-opens')).toContainText('Available from ');
      await expect(complete).toHaveAccessibleDescription(/^Available from /);
      await details.getByRole('button', { name: 'Reschedule Appointment' }).click();
      await details.getByRole('button', { name: 'Submit' }).click();
      await expect(details.getByTestId('reschedule-problem')).toHaveText('Please Set Date and Time!');
      // A Wednesday is not in the coach's week.
      await details.getByLabel('New date').fill(nextWeekday(3, 7));
      await details.getByLabel('New time').fill('10:00');
      await details.getByRole('button', { name: 'Submit' }).click();
      await expectToast(coachPage, messages.rescheduleNotFree, { kind: 'error' });
      await dismissToasts(coachPage);
      const thursday = nextWeekday(4, 8);
      await details.getByLabel('New date').fill(thursday);
      const before = Date.now();
      await details.getByRole('button', { name: 'Submit' }).click();
      await expectToast(coachPage, 'Reschedule Activated!');
      const moved = await newestInvite(customer.email, before);
      expect(moved.sequence).toBe(1);
      await expect(details.getByTestId('detail-time')).toHaveText('10:00 AM (Europe/London)');
      await expect(details.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();
      await expectAccessible(coachPage, 'the booking details');
      await coachPage.keyboard.press('Escape');
    });

    await test.step('the dashboard: earnings hidden until the eye shows them', async () => {
      await dismissToasts(coachPage);
      await expect(coachPage.getByTestId('coach-card-earnings-value')).toHaveText('****');
      await coachPage.getByRole('button', { name: 'Show earnings' }).click();
      await expect(coachPage.getByTestId('coach-card-earnings-value')).toHaveText('$0.00');
      await expect(coachPage.getByTestId('coach-card-pending-caption')).toHaveText('1 of 1');
      await expectAccessible(coachPage, '/CoachAccount');
      await expectFitsPhone(coachPage, coachPage.getByRole('heading', { level: 1, name: 'Dashboard' }));
    });

    await test.step('/Bookings: the Appointment card counts what the list shows (the cancelled request is in neither)', async () => {
      await gotoAnnounced(coachPage, '/Bookings', 'All Bookings');
      const listed = await readApi<CoachBookingsResponse>(coachPage, '/api/v1/coach/bookings?page=1&view=all&q=');
      expect(listed.bookings.total).toBe(1);
      await expect(coachPage.getByTestId('coach-card-appointment-value')).toHaveText('1');
      await expect(coachPage.getByTestId('all-bookings').getByTestId('booking-row')).toHaveCount(1);
      await expect(coachPage.getByTestId('coach-card-pending-value')).toHaveText('1');
      await expectAccessible(coachPage, '/Bookings');
      await expectFitsPhone(coachPage, coachPage.getByRole('heading', { level: 1, name: 'All Bookings' }));
    });

    await test.step('/Logs and /CoachProfile: nothing earned yet; the week the coach gave', async () => {
      await gotoAnnounced(coachPage, '/Logs', 'Transactions');
      await expect(coachPage.getByTestId('transactions-empty')).toBeVisible();
      await expect(coachPage.getByTestId('coach-card-transactions-value')).toHaveText('0');
      await expectAccessible(coachPage, '/Logs');

      await gotoAnnounced(coachPage, '/CoachProfile', 'My Profile');
      await expect(coachPage.getByTestId('coach-fee')).toContainText('$64.50');
      await expect(coachPage.getByTestId('availability-day').filter({ hasText: 'Wed' })).toContainText('Not available');
      await expect(coachPage.getByTestId('availability-day').filter({ hasText: 'Mon' })).toContainText('9:00 AM – 5:00 PM');
      await expect(coachPage.getByTestId('payouts-empty')).toHaveText(messages.payoutNone);
      await expectAccessible(coachPage, '/CoachProfile');
    });

    await test.step('once the session has started (two hours ago: time moved on in the database), the coach marks it complete', async () => {
      const { startsAt } = await startedHoursAgo(bookingId);
      // Two to three hours ago, by whole sessions of 60 minutes: still on the hour, as 10:00 was.
      const ago = Date.now() - startsAt.getTime();
      expect(ago).toBeGreaterThanOrEqual(2 * 3_600_000);
      expect(ago).toBeLessThan(3 * 3_600_000 + 60_000);
      expect(startsAt.getUTCMinutes()).toBe(0);
      const before = Date.now();
      await gotoAnnounced(coachPage, '/CoachAccount', 'Dashboard');
      await row.getByRole('button', { name: `Booking details for ${customer.fullname}` }).click();
      const details = coachPage.getByTestId('booking-details');
      await expect(details.getByTestId('detail-client')).toHaveText(customer.fullname);
      // The panel shows the session at its new time, in the coach's zone.
      const hhmm = startsAt.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      await expect(details.getByTestId('detail-time')).toHaveText(`${twelveHour(hhmm)} (Europe/London)`);
      const complete = details.getByRole('button', { name: 'Mark as Complete' });
      await expect(complete).toBeEnabled();
      await expect(complete).not.toHaveAttribute('aria-describedby');
      await expect(details.getByTestId('complete-opens')).toHaveCount(0);
      await complete.click();
      await expectToast(coachPage, messages.sessionCompleted);
      await expect(details.getByTestId('detail-status')).toHaveText('Completed');
      await expect(details.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
      await expect(details.getByRole('button', { name: 'Reschedule Appointment' })).toHaveCount(0);
      // The client is thanked by e-mail.
      await expect.poll(() => mailsTo(customer.email, { after: before }).map((m) => m.subject)).toContain(`Thank you for your session with ${coach.fullname}`);
      await expectAccessible(coachPage, 'the completed booking details');
      await coachPage.keyboard.press('Escape');
    });

    await test.step('earnings appear on the dashboard, hidden until the eye shows them', async () => {
      await dismissToasts(coachPage);
      await expect(coachPage.getByTestId('open-bookings-empty')).toBeVisible();
      await expect(coachPage.getByTestId('coach-card-earnings-value')).toHaveText('****');
      await coachPage.getByRole('button', { name: 'Show earnings' }).click();
      await expect(coachPage.getByTestId('coach-card-earnings-value')).toHaveText(formatUsd(6450));
      await expect(coachPage.getByTestId('coach-card-available-value')).toHaveText(formatUsd(6450));
      await expect(coachPage.getByTestId('coach-card-completed-value')).toHaveText('10.0 / 10');
      await expect(coachPage.getByTestId('coach-card-completed-caption')).toHaveText('1 of 1');
      await expect(coachPage.getByTestId('coach-card-pending-caption')).toHaveText('0 of 1');
      await expect(coachPage.getByTestId('request-fund-reason')).toHaveCount(0);
      await expectAccessible(coachPage, '/CoachAccount');
      await expectFitsPhone(coachPage, coachPage.getByRole('heading', { level: 1, name: 'Dashboard' }));
    });

    await test.step('the coach asks for a payout of the whole balance', async () => {
      const requestFund = coachPage.getByRole('button', { name: 'Request Fund' });
      await expect(requestFund).toBeEnabled();
      await requestFund.click();
      const modal = coachPage.getByRole('dialog', { name: 'Pay Request' });
      await expect(modal.getByText('Do you want to continue?')).toBeVisible();
      await expect(modal.getByLabel('Amount (USD)')).toHaveValue(/^64\.50?$/);
      await modal.getByRole('button', { name: 'Request Payment' }).click();
      await expectToast(coachPage, messages.payoutSubmitted);
      await expect(modal).toHaveCount(0);
      const profile = await readApi<CoachProfileResponse>(coachPage, '/api/v1/coach/profile');
      expect(profile.money).toEqual({ earnedCents: 6450, paidCents: 0, pendingCents: 6450, availableCents: 0 });
      await expect(coachPage.getByTestId('coach-card-available-value')).toHaveText(formatUsd(0));
      await expect(coachPage.getByTestId('request-fund-reason')).toHaveText(messages.payoutNothingAvailable);
    });

    await test.step('an admin marks the payout paid', async () => {
      const adminPage = await signedInPage(browser, admin, { timezoneId: 'Europe/London' });
      await expectPath(adminPage, '/adminHome');
      await adminPage.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Payouts', exact: true }).click();
      const payout = adminPage.getByTestId('payout-row').filter({ hasText: coach.email });
      await expect(payout).toHaveCount(1);
      await expect(payout).toContainText(formatUsd(6450));
      await payout.getByRole('button', { name: /^Mark BOOK-.+ paid$/ }).click();
      await expectToast(adminPage, messages.payoutPaid);
      await expect(adminPage.getByTestId('payout-row').filter({ hasText: coach.email })).toHaveCount(0);
      await adminPage.context().close();
    });

    await test.step('/Logs and /CoachProfile show the paid payout', async () => {
      await gotoAnnounced(coachPage, '/Logs', 'Transactions');
      await expect(coachPage.getByTestId('coach-card-transactions-value')).toHaveText('2');
      await expect(coachPage.getByTestId('coach-card-paid-payout-value')).toHaveText('1');
      await expect(coachPage.getByTestId('coach-card-pending-pay-value')).toHaveText('0');
      await expect(coachPage.getByTestId('coach-card-earning-value')).toHaveText(formatUsd(6450));
      await expect(coachPage.getByTestId('transaction-badge')).toHaveText(['Paid', 'Credited']);
      const logs = await readApi<TransactionsResponse>(coachPage, '/api/v1/coach/transactions?page=1&view=all&q=');
      expect(logs.transactions.items.map((t) => [t.requestType, t.amountCents, t.paid])).toEqual([
        ['payout', 6450, true],
        ['session', 6450, true],
      ]);
      expect(logs.money).toEqual({ earnedCents: 6450, paidCents: 6450, pendingCents: 0, availableCents: 0 });
      await expect(coachPage.getByTestId('transaction-amount')).toHaveText(logs.transactions.items.map((t) => formatUsd(t.amountCents)));
      await coachPage.getByLabel('Search transactions').fill('payout');
      await coachPage.getByLabel('Search transactions').press('Enter');
      await expect(coachPage.getByTestId('transaction-item')).toHaveCount(1);
      await expectAccessible(coachPage, '/Logs');

      await gotoAnnounced(coachPage, '/CoachProfile', 'My Profile');
      const paid = coachPage.getByTestId('payout-row');
      await expect(paid).toHaveCount(1);
      await expect(paid).toContainText(formatUsd(6450));
      await expect(coachPage.getByTestId('payouts-empty')).toHaveCount(0);
      await expect(coachPage.getByTestId('coach-fee')).toContainText('$64.50');
      await expectAccessible(coachPage, '/CoachProfile');
    });
    await customerPage.context().close();
    await coachPage.context().close();
  });
});
