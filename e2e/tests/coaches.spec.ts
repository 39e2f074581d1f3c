import { messages } from '@iyl/core/catalog/messages';
import type { CoachProfileResponse, MyBookingsResponse, TransactionsResponse } from '@iyl/core/coaches/contract';
import { formatUsd } from '@iyl/core/coaches/rules';
import { type Browser, expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { admin } from '../support/env.ts';
import { mailsTo } from '../support/mail.ts';
import { dismissToasts, expectPath, expectToast, finishSurvey, registerAndSignIn, signIn } from '../support/helpers.ts';
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

test.describe('coaches', () => {
  test('a coach onboards; a customer books a free time; the coach invites, reschedules and completes; a payout is requested and paid', async ({ browser }) => {
    test.setTimeout(180_000);
    const coachPage = await newPage(browser);
    const coach = await registerAndSignIn(coachPage, 'Coach');
    const fee = '64.50';

    await test.step('onboarding: the form asks for every field and a photo, then the dashboard opens', async () => {
      await expectPath(coachPage, '/Profile');
      await expect(coachPage.getByRole('heading', { level: 1, name: 'Coach Onboarding Form' })).toBeVisible();
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
      await save.click();
      await expectToast(coachPage, 'Account Profile Completed!');
      await expectPath(coachPage, '/CoachAccount');
      await expect(coachPage.getByTestId('coach-card-pending-caption')).toHaveText('0 of 0');
    });

    const customerPage = await newPage(browser);
    const customer = await registerAndSignIn(customerPage, 'As a User');
    await finishSurvey(customerPage);
    await dismissToasts(customerPage);
    let bookedAt = '';
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
      await expect(customerPage.getByTestId('my-booking')).toHaveAttribute('data-status', 'pending');
      // The coach is told by e-mail.
      await expect.poll(() => mailsTo(coach.email).some((m) => m.subject.startsWith('New booking request'))).toBe(true);
      await expectAccessible(customerPage, '/Coaching');
      await expectFitsPhone(customerPage, customerPage.getByRole('heading', { level: 1, name: 'Expert Coaches' }));
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

    await test.step('the coach reschedules (the invite keeps its UID, SEQUENCE grows) and marks the session complete', async () => {
      await row.getByRole('button', { name: `Booking details for ${customer.fullname}` }).click();
      const details = coachPage.getByTestId('booking-details');
      await expect(details.getByTestId('detail-client')).toHaveText(customer.fullname);
      await details.getByRole('button', { name: 'Reschedule Appointment' }).click();
      await details.getByRole('button', { name: 'Submit' }).click();
      await expect(details.getByTestId('reschedule-problem')).toHaveText('Please Set Date and Time!');
      const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await details.getByLabel('New date').fill(day);
      await details.getByLabel('New time').fill('10:30');
      const before = Date.now();
      await details.getByRole('button', { name: 'Submit' }).click();
      await expectToast(coachPage, 'Reschedule Activated!');
      const moved = await newestInvite(customer.email, before);
      expect(moved.sequence).toBe(1);
      await expect(details.getByTestId('detail-time')).toHaveText('10:30 AM (Europe/London)');
      await details.getByRole('button', { name: 'Mark as Complete' }).click();
      await expectToast(coachPage, 'Meeting Marked as Completed!');
      await expect(details.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
      await expect(details.getByRole('button', { name: 'Reschedule Appointment' })).toHaveCount(0);
      await coachPage.keyboard.press('Escape');
    });

    await test.step('earnings appear on the dashboard, hidden until the eye shows them', async () => {
      await dismissToasts(coachPage);
      await expect(coachPage.getByTestId('coach-card-earnings-value')).toHaveText('****');
      await coachPage.getByRole('button', { name: 'Show earnings' }).click();
      await expect(coachPage.getByTestId('coach-card-earnings-value')).toHaveText(formatUsd(6450));
      await expect(coachPage.getByTestId('coach-card-completed-value')).toHaveText('10.0 / 10');
      await expect(coachPage.getByTestId('coach-card-completed-caption')).toHaveText('1 of 1');
      await expectAccessible(coachPage, '/CoachAccount');
      await expectFitsPhone(coachPage, coachPage.getByRole('heading', { level: 1, name: 'Dashboard' }));
    });

    await test.step('the coach asks for a payout of the whole balance', async () => {
      await coachPage.getByRole('button', { name: 'Request Fund' }).click();
      const modal = coachPage.getByRole('dialog', { name: 'Pay Request' });
      await expect(modal.getByText('Do you want to continue?')).toBeVisible();
      await expect(modal.getByLabel('Amount (USD)')).toHaveValue(/64\.5/);
      await modal.getByRole('button', { name: 'Request Payment' }).click();
      await expectToast(coachPage, 'Request Submitted!');
      const profile = await readApi<CoachProfileResponse>(coachPage, '/api/v1/coach/profile');
      expect(profile.money).toEqual({ earnedCents: 6450, paidCents: 0, pendingCents: 6450, availableCents: 0 });
    });

    await test.step('an admin marks the payout paid', async () => {
      const adminPage = await newPage(browser);
      await signIn(adminPage, admin.email, admin.password);
      await expectPath(adminPage, '/adminHome');
      const payout = adminPage.getByTestId('payout-row').filter({ hasText: coach.email });
      await expect(payout).toHaveCount(1);
      await expect(payout).toContainText('$64.50');
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
      await expect(coachPage.getByTestId('transaction-amount')).toHaveText(logs.transactions.items.map((t) => formatUsd(t.amountCents)));
      await coachPage.getByLabel('Search transactions').fill('payout');
      await coachPage.getByLabel('Search transactions').press('Enter');
      await expect(coachPage.getByTestId('transaction-item')).toHaveCount(1);
      await expectAccessible(coachPage, '/Logs');

      await gotoAnnounced(coachPage, '/CoachProfile', 'My Profile');
      await expect(coachPage.getByTestId('payout-row')).toHaveCount(1);
      await expect(coachPage.getByTestId('coach-fee')).toContainText('$64.50');
      await expectAccessible(coachPage, '/CoachProfile');
    });
    await customerPage.context().close();
    await coachPage.context().close();
  });
});
