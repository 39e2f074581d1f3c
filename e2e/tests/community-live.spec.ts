// A topic's live chat after time away, and after its session ended elsewhere (issue 46: M2, M3).
import { messages } from '@iyl/core/catalog/messages';
import { MESSAGES_PAGE_SIZE } from '@iyl/core/community/constants';
import { expect, type Page, test } from '@playwright/test';
import { postedWhileAway } from '../support/database.ts';
import { dismissToasts, expectToast, finishSurvey, postAsUser, registerAndSignIn } from '../support/helpers.ts';

const chatOf = (page: Page) => page.getByRole('dialog', { name: 'Share Your Thoughts' });
/** The texts of the messages shown, in order (each is the reader's own: its text comes first). */
const shownTexts = (page: Page) => chatOf(page).getByTestId('chat-message').evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));

/** The tab goes to the background (the chat lets its stream go) or comes back (it follows again from where it was). */
async function setVisible(page: Page, visible: boolean) {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible ? 'visible' : 'hidden');
}

test('a chat away while more than a page was written comes back with the latest page and pages back for the rest; a sign-out elsewhere pauses it with the sign-in words', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await registerAndSignIn(page, 'As a User', { fullname: 'Paula Pager' });
  await finishSurvey(page);
  await dismissToasts(page);
  const topic = `Night owls ${Date.now() % 100_000}`;

  await test.step('a topic, open, with one message', async () => {
    await page.goto('/Community');
    await page.getByRole('button', { name: 'New Topics' }).click();
    const panel = page.getByRole('dialog', { name: 'Create a Forum' });
    await panel.getByLabel('Discussion Topic').fill(topic);
    await panel.getByLabel('Description').fill('Who else is up late? Tell us what helps you wind down.');
    await panel.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, messages.topicCreated);
    await dismissToasts(page);
    await page.getByRole('button', { name: `Open the conversation: ${topic}` }).click();
    const box = chatOf(page).getByLabel('Message', { exact: true });
    await box.fill('Before I left');
    await box.press('Enter');
    await expect(chatOf(page).getByTestId('chat-message')).toHaveCount(1);
    expect(await shownTexts(page)).toEqual(['Before I left']);
  });

  const away = Array.from({ length: MESSAGES_PAGE_SIZE + 10 }, (_, i) => `Away ${i + 1}`);
  await test.step('away while 60 messages are written; back, the latest page shows, not all 60 in one go', async () => {
    await setVisible(page, false);
    // The stream goes as the tab hides.
    await page.waitForTimeout(500);
    await postedWhileAway(topic, away);
    await setVisible(page, true);
    await expect(chatOf(page).getByTestId('chat-message').last()).toContainText(`Away ${away.length}`);
    await expect(chatOf(page).getByTestId('chat-message')).toHaveCount(MESSAGES_PAGE_SIZE);
    expect(await shownTexts(page)).toEqual(away.slice(-MESSAGES_PAGE_SIZE));
    await expect(chatOf(page).getByTestId('chat-paused')).toBeHidden();
  });

  await test.step('Load older messages brings the ones between, in order, each once', async () => {
    // Clicked where it is: a real click first scrolls the box to its top, which loads the older page by
    // itself (the box loads more when scrolled up), and the button then goes before the click lands.
    await chatOf(page).getByTestId('chat-older').dispatchEvent('click');
    await expect(chatOf(page).getByTestId('chat-message')).toHaveCount(away.length + 1);
    expect(await shownTexts(page)).toEqual(['Before I left', ...away]);
    await expect(chatOf(page).getByTestId('chat-older')).toBeHidden();
  });

  await test.step('signed out in another tab: the live chat stops and says to sign in', async () => {
    const other = await context.newPage();
    await other.goto('/Community');
    await postAsUser(other, '/api/v1/auth/logout', {});
    await expect(chatOf(page).getByTestId('chat-paused')).toContainText(`Live updates paused: ${messages.unauthenticated}`, { timeout: 5_000 });
  });
  await context.close();
});
