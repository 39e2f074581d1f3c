import type { SlotsResponse } from '@iyl/core/bookings/contract';
import { messages } from '@iyl/core/catalog/messages';
import type { CoachCard } from '@iyl/core/coach-profiles/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { startedHoursAgo } from '../support/database.ts';
import { globalAdmin } from '../support/env.ts';
import {
  completeCoachProfile,
  dismissToasts,
  expectPath,
  expectToast,
  finishSurvey,
  postAsUser,
  registerAndSignIn,
  signIn,
  signInThroughApi,
  submitLogin,
  uniqueEmail,
} from '../support/helpers.ts';
import { mailsTo } from '../support/mail.ts';
import { readApi } from '../support/screens.ts';

// The whole story in one run: Global invites an admin, who accepts by e-mail; the new admin
// suspends a customer (signed out in another browser), pays a payout and hides a flagged message, and
// finds all three in the audit log. The pieces have their own finer tests (admin-accounts, admin-console,
// coaches, community); this one holds them together, on accounts made for it.

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true });

/** A multipart POST (the topic form's) as the signed-in user of `page`. */
async function postMultipart(page: Page, path: string, multipart: Record<string, string>) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'iyl_csrf')?.value ?? '';
  const res = await page.request.post(path, { multipart, headers: { 'x-csrf-token': csrf } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function newBrowserPage(browser: Browser) {
  return (await browser.newContext({ timezoneId: 'Europe/London' })).newPage();
}

/** A coach with a completed, paid-for session, who has asked for a payout of the fee (through the API: the coaches spec walks the screens). */
async function coachAwaitingPayout(browser: Browser) {
  const coachPage = await newBrowserPage(browser);
  const coach = await registerAndSignIn(coachPage, 'Coach', { fullname: 'Pat Payout' });
  await completeCoachProfile(coachPage);
  const client = await newBrowserPage(browser);
  await registerAndSignIn(client, 'As a User', { fullname: 'Cleo Client' });
  await finishSurvey(client, { least: true });
  const card = await readApi<CoachCard>(client, `/api/v1/coaches/${encodeURIComponent(coach.email)}`);
  const { slots } = await readApi<SlotsResponse>(client, `/api/v1/coaches/${card.id}/slots`);
  expect(slots.length).toBeGreaterThan(0);
  const { booking } = (await postAsUser(client, '/api/v1/bookings', { coachId: card.id, startsAt: slots[0]?.startsAt })) as { booking: { id: string } };
  await postAsUser(coachPage, `/api/v1/coach/bookings/${booking.id}/invite`, { message: 'https://meet.example.com/abc-defg-hij' });
  await startedHoursAgo(booking.id);
  await postAsUser(coachPage, `/api/v1/coach/bookings/${booking.id}/complete`, {});
  await postAsUser(coachPage, '/api/v1/coach/payouts', { amountCents: card.feeCents, description: 'My first session' });
  await client.context().close();
  return { coach, coachPage };
}

test('Global invites an admin, who suspends a customer, pays a payout and hides a flagged message, and finds all three in the audit log', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const { coach, coachPage } = await coachAwaitingPayout(browser);

  // A member posts spam in another's topic; the topic's author flags it. The spammer is also signed in on a second browser.
  const author = await newBrowserPage(browser);
  await registerAndSignIn(author, 'As a User', { fullname: 'Ana Author' });
  const spammerPage = await newBrowserPage(browser);
  const spammer = await registerAndSignIn(spammerPage, 'As a User', { fullname: 'Sid Spammer' });
  const spam = `Buy cheap followers now ${Date.now() % 100_000}`;
  const { topic } = (await postMultipart(author, '/api/v1/community/topics', { topic: `Morning stretches ${Date.now() % 100_000}`, description: 'What works for you?' })) as {
    topic: { id: string };
  };
  const { post } = (await postAsUser(spammerPage, `/api/v1/community/topics/${topic.id}/messages`, { text: spam })) as { post: { id: string } };
  await postAsUser(author, `/api/v1/community/messages/${post.id}/flags`, { reason: 'spam' });
  const secondBrowser = await newBrowserPage(browser);
  await signInThroughApi(secondBrowser, spammer.email, spammer.password);

  const adminEmail = uniqueEmail('journey-admin');
  const adminName = 'Jo Journey';
  const adminPassword = 'Journey-admin-pass-1';

  const link = await test.step('Global invites the admin from the Admins section', async () => {
    await signIn(page, globalAdmin.email, globalAdmin.password);
    await expectPath(page, '/globalHome');
    await dismissToasts(page);
    await section(page, 'Admins').click();
    const sentAfter = Date.now();
    await page.getByLabel('Invite an admin by e-mail').fill(adminEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, messages.adminInvited);
    await expect.poll(() => mailsTo(adminEmail, { after: sentAfter }).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const found = /https?:\/\/\S+\/AcceptInvite\?token=[A-Za-z0-9_-]+/.exec(mailsTo(adminEmail, { after: sentAfter }).at(-1)?.text ?? '')?.[0];
    expect(found).toBeTruthy();
    return found as string;
  });

  const adminPage = await newBrowserPage(browser);
  await test.step('the invitee accepts from the e-mail and signs in to /adminHome', async () => {
    await adminPage.goto(link);
    await adminPage.getByLabel('Full name').fill(adminName);
    await adminPage.getByLabel('Password', { exact: true }).fill(adminPassword);
    await adminPage.getByLabel('Confirm password').fill(adminPassword);
    await adminPage.getByRole('button', { name: 'Accept and set password' }).click();
    await expectToast(adminPage, messages.adminInviteAccepted);
    await expectPath(adminPage, '/Login');
    await signIn(adminPage, adminEmail, adminPassword);
    await expectPath(adminPage, '/adminHome');
    await dismissToasts(adminPage);
  });

  await test.step('the new admin suspends the spammer, who is signed out in their other browser', async () => {
    await section(adminPage, 'Customers').click();
    await adminPage.getByLabel('Search customers').fill(spammer.email);
    await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
    const row = adminPage.getByTestId('console-customer-row').filter({ hasText: spammer.email });
    await row.getByRole('button', { name: 'Suspend Sid Spammer' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Suspend Sid Spammer?' });
    await dialog.getByLabel('Reason').fill('Spam in the community');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expectToast(adminPage, messages.userSuspended);
    await expect(row).toContainText('Suspended');
    await secondBrowser.goto('/Community');
    await expectPath(secondBrowser, '/Login');
    await submitLogin(secondBrowser, spammer.email, spammer.password);
    await expectToast(secondBrowser, messages.accountSuspended);
    await dismissToasts(adminPage);
  });

  await test.step('pays the coach’s payout, exactly once', async () => {
    await section(adminPage, 'Payouts').click();
    const payout = adminPage.getByTestId('payout-row').filter({ hasText: coach.email });
    await expect(payout).toHaveCount(1);
    await payout.getByRole('button', { name: /^Mark BOOK-.+ paid$/ }).click();
    await expectToast(adminPage, messages.payoutPaid);
    await expect(adminPage.getByTestId('payout-row').filter({ hasText: coach.email })).toHaveCount(0);
    const profile = await readApi<{ money: { paidCents: number; pendingCents: number } }>(coachPage, '/api/v1/coach/profile');
    expect(profile.money.paidCents).toBeGreaterThan(0);
    expect(profile.money.pendingCents).toBe(0);
    await dismissToasts(adminPage);
  });

  await test.step('hides the flagged message from the review queue', async () => {
    await section(adminPage, 'Community').click();
    const item = adminPage.getByRole('region', { name: 'Community review' }).getByTestId('review-item').filter({ hasText: spam });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('review-flags')).toHaveText('Flags: Spam 1');
    await item.getByRole('button', { name: 'Hide' }).click();
    await expectToast(adminPage, messages.messageHidden);
    await expect(item).toHaveCount(0);
    await dismissToasts(adminPage);
  });

  await test.step('the audit log shows the three actions, by the new admin', async () => {
    await section(adminPage, 'Audit log').click();
    await adminPage.getByLabel('Search the audit log').fill(adminName);
    await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = adminPage.getByTestId('audit-row');
    for (const action of ['Suspended', 'Payout marked paid', 'Message hidden']) {
      const entry = rows.filter({ hasText: action });
      await expect(entry, action).toHaveCount(1);
      await expect(entry).toContainText(adminName);
    }
    await expect(rows.filter({ hasText: 'Suspended' })).toContainText('Spam in the community');
  });

  for (const opened of [coachPage, author, spammerPage, secondBrowser, adminPage]) await opened.context().close();
});
