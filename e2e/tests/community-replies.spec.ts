import { messages } from '@iyl/core/catalog/messages';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { dismissToasts, expectPath, expectToast, finishSurvey, postAsUser, registerAndSignIn } from '../support/helpers.ts';
import { mailsTo } from '../support/mail.ts';

/** A customer with the survey behind them, in a browser of their own. */
async function customer(browser: Browser, fullname: string) {
  const page = await (await browser.newContext({ timezoneId: 'Europe/London' })).newPage();
  const account = await registerAndSignIn(page, 'As a User', { fullname });
  await finishSurvey(page);
  await dismissToasts(page);
  return { page, email: account.email };
}

/** A topic started through the API (the New Topics panel has its own tests); its id. */
async function startTopic(page: Page, topic: string): Promise<string> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'iyl_csrf')?.value ?? '';
  const res = await page.request.post('/api/v1/community/topics', { multipart: { topic, description: 'Who else walks before work?' }, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).topic.id as string;
}

/** The URL a link of the e-mail's text part names ("label: URL"). */
const linkIn = (text: string, label: string) => {
  const url = new RegExp(`${label}: (https?://\\S+)`).exec(text)?.[1];
  expect(url, `${label} in:\n${text}`).toBeTruthy();
  return url as string;
};

test('a reply e-mails the topic’s author: its link opens the conversation, its footer stops these e-mails alone', async ({ browser }) => {
  test.setTimeout(90_000);
  const topic = `Sunrise walks ${Date.now() % 100_000}`;
  const reply = 'Same here: 20 minutes by the river at 7.';
  const tessa = await customer(browser, 'Tessa Topic');
  const rowan = await customer(browser, 'Rowan Reply');
  const topicId = await startTopic(tessa.page, topic);
  await postAsUser(rowan.page, `/api/v1/community/topics/${topicId}/messages`, { text: reply });

  const mail = await test.step('the topic’s author is e-mailed: who replied, where, and what', async () => {
    await expect.poll(() => mailsTo(tessa.email).filter((m) => m.subject.startsWith('New reply to your topic')).length, { timeout: 15_000 }).toBe(1);
    const found = mailsTo(tessa.email).find((m) => m.subject.startsWith('New reply to your topic'));
    expect(found?.subject).toBe(`New reply to your topic: ${topic}`);
    expect(found?.text).toContain(`Rowan Reply replied to your topic “${topic}”:`);
    expect(found?.text).toContain(`“${reply}”`);
    expect(mailsTo(rowan.email).some((m) => m.subject.startsWith('New reply to your topic'))).toBe(false);
    return found?.text ?? '';
  });

  await test.step('its button opens the conversation in the app; closed, the page is the topics', async () => {
    await tessa.page.goto(linkIn(mail, 'Open the conversation'));
    const chat = tessa.page.getByRole('dialog', { name: 'Share Your Thoughts' });
    await expect(chat.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    await expect(chat.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();
    await tessa.page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expectPath(tessa.page, '/Community');
  });

  await test.step('the footer’s link stops community reply e-mails, no sign-in needed, and nothing else', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(linkIn(mail, 'Stop community reply e-mails'));
    await expect(page.getByRole('heading', { level: 1, name: 'Community reply e-mails' })).toBeVisible();
    await page.getByRole('button', { name: 'Stop community reply e-mails' }).click();
    await expectToast(page, messages.notificationUnsubscribed);
    await tessa.page.goto('/Settings');
    const section = tessa.page.getByRole('region', { name: messages.notificationPreferencesTitle });
    await expect(section.getByRole('switch', { name: messages.notificationCommunityReplies })).not.toBeChecked();
    await expect(section.getByRole('switch', { name: messages.notificationReminderEmails })).toBeChecked();
    await expect(section.getByRole('switch', { name: messages.notificationBookingEmails })).toBeChecked();
  });

  await test.step('a link that is not valid says so', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/Unsubscribe?list=community&token=not-a-real-token-0000');
    await page.getByRole('button', { name: 'Stop community reply e-mails' }).click();
    await expectToast(page, messages.notificationCommunityRepliesUnsubscribeInvalid, { kind: 'error' });
    await expect(page.getByTestId('unsubscribe-outcome')).toHaveText(messages.notificationCommunityRepliesUnsubscribeInvalid);
  });
});
