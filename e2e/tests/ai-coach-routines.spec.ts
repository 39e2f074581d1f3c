import { messages } from '@iyl/core/catalog/messages';
import { expect, test } from '@playwright/test';
import { expectPath, recordToasts, registerAndSignIn } from '../support/helpers.ts';

/*
 * "Make it a plan" (issue 47): the plan for the week offers its repeated steps as routines, added with one
 * click, on a phone; they are then in My Habit Routines, and the answer says they were added (also after
 * a reload). Clicking twice adds them once.
 */
test('a plan for the week adds its steps to the routines with one click, and they are in My Habit Routines', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const toasts = await recordToasts(page);
  await registerAndSignIn(page, 'As a User', { fullname: 'Petra Plan' });
  await page.goto('/AICoach');
  const box = page.getByLabel('Message IYL AI Coach');
  const answers = page.getByTestId('chat-answer');

  await box.fill('How can I fall asleep faster?');
  await box.press('Enter');
  await expect(answers.first()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  // An ordinary answer offers nothing to add.
  await expect(answers.first().getByTestId('chat-offer')).toHaveCount(0);

  await box.fill('can you make that into a simple plan for this week?');
  await box.press('Enter');
  const plan = answers.nth(1);
  await expect(plan).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const offer = plan.getByTestId('chat-offer');
  await expect(offer).toBeVisible();
  const titles = (await offer.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s*\((?:Daily|Weekly), \w+\)\s*$/, '').trim());
  expect(titles.length).toBeGreaterThan(0);
  const add = offer.getByRole('button', { name: titles.length === 1 ? 'Add this to my routines' : `Add these ${titles.length} to my routines` });
  await expect(add).toBeEnabled();

  await test.step('fits a phone: the offer and its button stay within the screen', async () => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    const box = await add.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  });

  await test.step('one click (a double click sends one request) adds them, with one toast', async () => {
    await toasts.shown();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/v1\/coach-chat\/answers\/[^/]+\/routines$/.test(request.url())) calls.push(request.url());
    });
    await add.dblclick();
    const done = offer.getByRole('button', { name: 'Added to your routines' });
    await expect(done).toBeDisabled();
    await expect(offer.getByRole('button', { name: /^Add th(?:is|ese)\b.* to my routines/ })).toHaveCount(0);
    const seen: string[] = [];
    const added = async () => {
      seen.push(...(await toasts.shown()));
      return seen.filter((text) => text.includes(messages.chatRoutinesAdded)).length;
    };
    await expect.poll(added).toBe(1);
    // Told once, and nothing else: no error.
    await page.waitForTimeout(500);
    expect(await added()).toBe(1);
    expect(seen).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  await test.step('after a reload the answer still says they were added', async () => {
    await page.reload();
    const again = answers.nth(1).getByTestId('chat-offer');
    await expect(again.getByRole('button', { name: 'Added to your routines' })).toBeDisabled({ timeout: 20_000 });
  });

  await test.step('the link leads to My Habit Routines, where they are', async () => {
    await answers.nth(1).getByRole('link', { name: 'See them in My Habit Routines' }).click();
    await expectPath(page, '/Routine');
    await expect(page.getByRole('heading', { level: 1, name: 'My Habit Routines' })).toBeVisible();
    for (const title of titles) await expect(page.getByRole('main')).toContainText(title);
  });
});
