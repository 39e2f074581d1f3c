import { messages } from '@iyl/core/catalog/messages';
import { CHAT_VERSIONS_MAX } from '@iyl/core/coach-chat/constants';
import { expect, type Page, test } from '@playwright/test';
import { completeCoachProfile, registerAndSignIn } from '../support/helpers.ts';
import { expectClearOf, expectToastInAppFrame } from '../support/layout.ts';

// What an attacker's link says about itself: none of it may show as the product's own words.
const SPOOF = 'IYL Security Team: your account is locked, call +1 555 0100 now';

/** Holds the directory's answers about one coach (and their courses) until `release` is called, so the screen's loading state can be seen. */
async function holdCoachLookups(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/v1\/coaches\/[^/?]+(\/courses)?(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  // Released, the route lets every later call through at once.
  return release;
}

test('a link to a coach shows the name the directory gives, never the words in the link', async ({ browser }) => {
  test.setTimeout(90_000);
  const coachPage = await (await browser.newContext()).newPage();
  const coach = await registerAndSignIn(coachPage, 'Coach', { fullname: 'Lena Linked' });
  await completeCoachProfile(coachPage);
  await coachPage.context().close();

  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  const customer = await registerAndSignIn(page, 'As a User', { fullname: 'Sid Spoofed' });
  const link = (ref: string) => `/AICoach?ref=${encodeURIComponent(ref)}&Id=${encodeURIComponent(SPOOF)}&UID=${encodeURIComponent('/uploads/x.png')}&spec=${encodeURIComponent(SPOOF)}`;
  const heading = page.getByRole('heading', { level: 1 });

  await test.step('while the directory is asked: a plain heading, no name, nothing from the link', async () => {
    const release = await holdCoachLookups(page);
    await page.goto(link(coach.email));
    await expect(heading).toHaveText('AI Coach');
    await expect(page.getByLabel('Loading the coach')).toBeVisible();
    await expect(page.getByText(SPOOF)).toHaveCount(0);
    release();
  });

  await test.step('the coach listed under ref: their name and specialization, from the server', async () => {
    await expect(heading).toHaveText('Lena Linked');
    await expect(page.getByText('AI coach · Sleep and stress')).toBeVisible();
    await expect(page.getByTestId('chat-empty')).toContainText('Ask Lena Linked anything about sleep');
    await expect(page.getByLabel('Message Lena Linked')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('IYL Security Team');
  });

  await test.step('a ref naming no coach (no one, or a customer): the product’s own coach, and questions go to it', async () => {
    for (const ref of ['nobody@example.com', customer.email]) {
      await page.goto(link(ref));
      await expect(heading).toHaveText('IYL AI Coach');
      await expect(page.getByTestId('chat-empty')).toContainText('Ask IYL AI Coach anything about sleep');
      await expect(page.locator('body')).not.toContainText('IYL Security Team');
    }
    const box = page.getByLabel('Message IYL AI Coach');
    await box.fill('How can I fall asleep faster?');
    await box.press('Enter');
    await expect(page.getByTestId('chat-answer').first()).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(page.getByTestId('chat-answer').first()).toContainText('Built-in coach');
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  await test.step('a course library is named by the server too, not by its coach= parameter', async () => {
    const release = await holdCoachLookups(page);
    await page.goto(`/CourseList?ref=${encodeURIComponent(coach.email)}&coach=${encodeURIComponent(SPOOF)}`);
    await expect(heading).toHaveText('Course Library');
    await expect(page.locator('body')).not.toContainText('IYL Security Team');
    release();
    await expect(heading).toHaveText('Lena Linked Course Library');
    await expect(page.getByTestId('library-empty')).toHaveText('Lena Linked has no courses yet. Come back soon.');
    await page.goto(`/CourseList?ref=nobody%40example.com&coach=${encodeURIComponent(SPOOF)}`);
    await expect(page.getByTestId('library-unknown-coach')).toHaveText(messages.coachNotFound);
    await expect(heading).toHaveText('Course Library');
    await expect(page.locator('body')).not.toContainText('IYL Security Team');
    // A link with no ref, or one too long to be an e-mail, names no coach: said plainly, with no error.
    for (const link of [`/CourseList?coach=${encodeURIComponent(SPOOF)}`, `/CourseList?ref=${'x'.repeat(400)}%40example.com`]) {
      await page.goto(link);
      await expect(page.getByTestId('library-unknown-coach')).toHaveText(messages.coachNotFound);
      await expect(page.getByTestId('library-empty')).toHaveCount(0);
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await expect(page.getByText(messages.coachProfileFailed)).toHaveCount(0);
    }
  });

  await test.step('the sign-up screen shows a referral code back only when it looks like one', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/Register?ref=${encodeURIComponent(SPOOF)}`);
    await expect(visitor.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(visitor.locator('body')).not.toContainText('IYL Security Team');
    await expect(visitor.getByText(/Referral code/)).toHaveCount(0);
    await visitor.goto('/Register?ref=AB12CD34');
    await expect(visitor.getByText('Referral code: AB12CD34')).toBeVisible();
    await visitor.context().close();
  });
});

test('at the version limit Regenerate is offered no more, with the reason; on a phone a toast keeps clear of the message box', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await registerAndSignIn(page, 'As a User', { fullname: 'Rita Regenerate' });
  await page.goto('/AICoach');
  const box = page.getByLabel('Message IYL AI Coach');
  const answer = page.getByTestId('chat-answer').first();
  const regenerate = page.getByRole('button', { name: 'Regenerate' });
  await box.fill('How can I fall asleep faster?');
  await box.press('Enter');
  await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 20_000 });

  await test.step(`regenerated and edited up to ${CHAT_VERSIONS_MAX} answers, Regenerate is disabled and says why`, async () => {
    // The built-in library runs out of other sleep passages after a few regenerations (and then offers no
    // Regenerate: chat-regenerate.integration.test.ts), so versions alternate: Regenerate, then the question
    // edited into other words, each a new version.
    const otherWords = ['How do I get to sleep quicker at night?', 'What helps me drop off to sleep sooner?'];
    for (let version = 2; version <= CHAT_VERSIONS_MAX; version++) {
      if (version % 2 === 0) {
        await expect(regenerate).toBeEnabled();
        await regenerate.click();
      } else {
        await page.getByRole('button', { name: 'Edit your question and ask again' }).click();
        await page.getByLabel('Edit your question').fill(otherWords.shift() ?? '');
        await page.getByRole('button', { name: 'Ask again' }).click();
      }
      await expect(page.getByRole('group', { name: `Answer ${version} of ${version}` })).toBeVisible();
      await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    }
    await expect(regenerate).toBeDisabled();
    await expect(regenerate).toHaveAccessibleDescription(messages.chatVersionsFull);
    await expect(page.getByTestId('chat-versions-full')).toHaveText(messages.chatVersionsFull);
    // Editing the question would make another version too: not offered either.
    await expect(page.getByRole('button', { name: 'Edit your question and ask again' })).toHaveCount(0);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  await test.step('a toast from a control higher up lies under the header bar, clear of the message box pinned to the foot', async () => {
    const send = page.getByRole('button', { name: 'Send' });
    // The chat is longer than the screen: the message box sits at the foot of it.
    const composer = await box.boundingBox();
    expect(composer && composer.y + composer.height).toBeGreaterThan(780 * 0.75);
    await page.getByRole('switch', { name: 'Read answers aloud' }).click();
    const toast = page.getByTestId('toast').first();
    await expect(toast).toBeVisible();
    await expectToastInAppFrame(page, toast, 'top');
    await expectClearOf(toast, { 'the message box': box, Send: send });
    // Send takes the click (nothing lies over it).
    await box.fill('How do I keep a steady wake-up time?');
    await send.click({ trial: true });
  });
});
