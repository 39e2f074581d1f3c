import { messages } from '@iyl/core/catalog/messages';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { dismissToasts, expectPath, postAsUser, registerAndSignIn, spokenText, withFakeVoice } from '../support/helpers.ts';

const title = 'Evening routine';

/** A new page of the signed-in context, made ready by `setup` before the app's own code runs, showing the note's panel. */
async function openNote(context: BrowserContext, setup: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await context.newPage();
  await setup(page);
  await page.goto('/Notes');
  await page.getByTestId('note-item').filter({ hasText: title }).click();
  await expect(page.getByRole('dialog', { name: title }).getByTestId('note-content')).toContainText('Phone away');
  return page;
}

const readAloud = (page: Page) => page.getByRole('dialog', { name: title }).getByRole('switch', { name: 'Read aloud' });
const toasts = (page: Page) => page.getByTestId('toast');

/** Switching Read aloud on tells once that it cannot work here, and the switch stays off and says why. */
async function expectUnavailable(page: Page) {
  const toggle = readAloud(page);
  // The panel slides in: a forced click (below) skips the wait for it to stand still, so wait here.
  await expect(toggle).toBeInViewport();
  // Once the app knows, the switch is aria-disabled: still focusable and clickable (Playwright's
  // actionability checks count it as disabled, hence force), and a click says why it stays off.
  await toggle.click({ force: true });
  await expect(toasts(page).filter({ hasText: messages.speechUnsupported })).toHaveCount(1);
  // Give a wrongly started reading the time to announce itself and to fail.
  await page.waitForTimeout(1_500);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).filter({ hasText: messages.speechActivated })).toHaveCount(0);
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toHaveAttribute('aria-disabled', 'true');
  await expect(toggle).toHaveAccessibleDescription(messages.speechUnsupported);
}

test.describe('read aloud', () => {
  test('without voices or without speech synthesis it says it is not available; with a voice it reads', async ({ page, context }) => {
    // Three browser tabs, one after the other, each loading the app and the note: more than the default
    // 30 s on a busy machine (22-29 s each on one; one run in three passed 30 s).
    test.setTimeout(90_000);
    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await postAsUser(page, '/api/v1/notes', { title, contentHtml: '<p>Phone away at nine. Read ten pages.</p>' });
    await dismissToasts(page);

    await test.step('a browser whose speech synthesis has no voices', async () => {
      const noVoices = await openNote(context, (page) =>
        page.addInitScript(() => {
          Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [] });
        }),
      );
      await expectUnavailable(noVoices);
      await noVoices.close();
    });

    await test.step('a browser without speech synthesis', async () => {
      const none = await openNote(context, (page) =>
        page.addInitScript(() => {
          for (const name of ['speechSynthesis', 'SpeechSynthesisUtterance']) {
            Object.defineProperty(window, name, { value: undefined, configurable: true });
          }
        }),
      );
      expect(await none.evaluate(() => window.speechSynthesis)).toBeUndefined();
      await expectUnavailable(none);
      await none.close();
    });

    await test.step('a browser with a voice reads the note', async () => {
      const voiced = await openNote(context, withFakeVoice);
      const toggle = readAloud(voiced);
      await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
      await toggle.click();
      await expect(toasts(voiced).filter({ hasText: messages.speechActivated })).toHaveCount(1);
      await expect(toggle).toBeChecked();
      expect(await spokenText(voiced)).toContain('Phone away at nine.');
      await toggle.click();
      await expect(toasts(voiced).filter({ hasText: messages.speechDeactivated })).toHaveCount(1);
      await expect(toggle).not.toBeChecked();
      await voiced.close();
    });
  });
});
