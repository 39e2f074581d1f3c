import { messages } from '@iyl/core/catalog/messages';
import { SLOW_MODE_GAP_MS } from '@iyl/core/community/constants';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { admin } from '../support/env.ts';
import { dismissToasts, expectPath, expectToast, finishSurvey, postAsUser, registerAndSignIn, setUpPost, signedInPage } from '../support/helpers.ts';
import { expectAccessible, expectFitsPhone } from '../support/screens.ts';

// The moderators' side of the community (review M7, L9): a flagged message's whole conversation, held
// and hidden messages marked, a hide from there; who is silenced and letting them back in; and the audit
// log's row of a hidden message opening its conversation.

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true });

async function member(browser: Browser, fullname: string) {
  const page = await (await browser.newContext({ timezoneId: 'Europe/London' })).newPage();
  const account = await registerAndSignIn(page, 'As a User', { fullname });
  await finishSurvey(page, { least: true });
  return { page, account };
}

/** A message through the API, a slow-mode gap after the one before. */
async function post(page: Page, topicId: string, text: string): Promise<string> {
  await page.waitForTimeout(SLOW_MODE_GAP_MS + 200);
  const { post } = (await postAsUser(page, `/api/v1/community/topics/${topicId}/messages`, { text })) as { post: { id: string } };
  return post.id;
}

test('an admin opens a flagged message’s whole conversation, sees what is held and hidden, hides a message there, lets a silenced member back in, and opens a conversation from the audit log', async ({ browser }) => {
  test.setTimeout(150_000);
  const tag = `${Date.now() % 100_000}`;
  const topicTitle = `Night walks ${tag}`;
  const name = `Nia Night ${tag}`;
  const spam = `Cheap pills at pills-${tag}.example.com`;
  const author = await member(browser, name);
  const flagger = await member(browser, `Finn Flag ${tag}`);

  const created = await setUpPost(author.page, '/api/v1/community/topics', { multipart: { topic: topicTitle, description: 'Who walks after dark?' } });
  const topicId = ((await created.json()) as { topic: { id: string } }).topic.id;
  const firstId = await post(author.page, topicId, `The park is quiet at night ${tag}`);
  const secondId = await post(author.page, topicId, `Bring a torch ${tag}`);
  // Crisis words: kept held from everyone, their author given help.
  await post(author.page, topicId, 'I want to kill myself');
  const spamId = await post(author.page, topicId, spam);
  await postAsUser(flagger.page, `/api/v1/community/messages/${spamId}/flags`, { reason: 'spam' });

  const adminPage = await signedInPage(browser, admin, { timezoneId: 'Europe/London' });
  try {
    await expectPath(adminPage, '/adminHome');
    // One hidden already, with a note the audit log finds.
    await postAsUser(adminPage, `/api/v1/admin/community/messages/${secondId}/decision`, { action: 'hide', note: `Torch ${tag}` });
    await section(adminPage, 'Community').click();
    const dialog = adminPage.getByRole('dialog', { name: 'The whole conversation' });
    const conversation = dialog.getByTestId('conversation-message');
    const messageWith = (text: string) => conversation.filter({ hasText: text });

    await test.step('the flagged message opens its whole conversation: held and hidden ones marked, the flagged one shown', async () => {
      const item = adminPage.getByRole('region', { name: 'Community review' }).getByTestId('review-item').filter({ hasText: spam });
      await expect(item).toHaveCount(1);
      const open = item.getByRole('button', { name: 'Open the conversation' });
      await open.click();
      await expect(dialog.getByRole('heading', { name: topicTitle })).toBeVisible();
      await expect(conversation).toHaveCount(4);
      await expect(messageWith(spam)).toHaveAttribute('data-focused', 'true');
      await expect(messageWith(spam)).toContainText('The message under review');
      await expect(messageWith(spam)).toContainText('1 open flag');
      await expect(messageWith(spam)).toBeInViewport();
      await expect(messageWith('I want to kill myself').getByTestId('conversation-status')).toHaveText('Held');
      await expect(messageWith('I want to kill myself')).toContainText('Crisis');
      await expect(messageWith(`Bring a torch ${tag}`).getByTestId('conversation-status')).toHaveText('Hidden');
      await expect(messageWith(`The park is quiet at night ${tag}`)).toHaveAttribute('data-status', 'shown');
      await expectAccessible(adminPage, 'the Community section with a conversation open');
      await expectFitsPhone(adminPage, messageWith(spam));

      await messageWith(`The park is quiet at night ${tag}`).getByRole('button', { name: 'Hide' }).click();
      await expectToast(adminPage, messages.messageHidden);
      await expect(messageWith(`The park is quiet at night ${tag}`)).toHaveAttribute('data-status', 'hidden');
      await messageWith(`Bring a torch ${tag}`).getByRole('button', { name: 'Restore' }).click();
      await expectToast(adminPage, messages.messageRestored);
      await expect(messageWith(`Bring a torch ${tag}`)).toHaveAttribute('data-status', 'shown');
      await dismissToasts(adminPage);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      const memberView = (await (await author.page.request.get(`/api/v1/community/topics/${topicId}/messages`)).json()) as { messages: { id: string }[] };
      expect(memberView.messages.map((m) => m.id)).not.toContain(firstId);
      expect(memberView.messages.map((m) => m.id)).toContain(secondId);
    });

    await test.step('a silenced member is listed, until when and why, and let back in', async () => {
      const item = adminPage.getByRole('region', { name: 'Community review' }).getByTestId('review-item').filter({ hasText: spam });
      await item.getByLabel('Silence author for').click();
      await adminPage.getByRole('option', { name: '1 day' }).click();
      await item.getByRole('button', { name: 'Silence author' }).click();
      await expectToast(adminPage, messages.memberSilenced);
      const silenced = adminPage.getByRole('region', { name: 'Silenced members' });
      const row = silenced.getByTestId('silenced-member').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Ada Admin');
      await expectFitsPhone(adminPage, silenced.getByRole('heading', { name: 'Silenced members' }));
      await row.getByRole('button', { name: `Let ${name} back in` }).click();
      await expectToast(adminPage, messages.memberUnsilenced);
      await expect(row).toHaveCount(0);
      await dismissToasts(adminPage);
    });

    await test.step('the audit log names the change in words and opens the hidden message’s conversation', async () => {
      await section(adminPage, 'Audit log').click();
      await adminPage.getByLabel('Search the audit log').fill(`Torch ${tag}`);
      await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
      const row = adminPage.getByTestId('audit-row').filter({ hasText: 'Message hidden' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Before: Status: Shown');
      await expect(row).toContainText('After: Status: Hidden');
      await row.getByRole('link', { name: 'Open the conversation' }).click();
      await expect(adminPage.getByRole('heading', { level: 2, name: 'Community review' })).toBeVisible();
      await expect(messageWith(`Bring a torch ${tag}`)).toHaveAttribute('data-focused', 'true');
    });
  } finally {
    for (const opened of [adminPage, author.page, flagger.page]) await opened.context().close();
  }
});
