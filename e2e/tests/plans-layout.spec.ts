import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, expectPath, finishSurvey, postAsUser, registerAndSignIn } from '../support/helpers.ts';

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test.describe('plan screens on a phone and on a desktop', () => {
  test('at 360 px the three lists are tabs under compact summary cards; at 1280 px they stay three columns', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await finishSurvey(page);
    await postAsUser(page, '/api/v1/plans/Relationship', { challenge: 'We argue about chores and rarely spend an evening together.' });
    await dismissToasts(page);

    await test.step('phone: tabs, the first item in view without scrolling, a short page', async () => {
      await page.goto('/Relationship');
      await expect(page.getByRole('heading', { level: 1, name: 'Relationship' })).toBeVisible();
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveText(['Goals', 'Action', 'Habits']);
      await expect(tabs.getByRole('tab', { name: 'Goals' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('summary-pending')).toBeVisible();

      const first = page.getByTestId('plan-item-goal').first();
      await expect(first).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await first.boundingBox();
      expect(box, 'the first goal has a layout box').not.toBeNull();
      expect(box!.y, 'the first item starts inside the 740 px viewport').toBeLessThan(740 - 40);
      // No list scrolls inside the page.
      await expect(page.locator('[data-testid^="plan-list-"] .mantine-ScrollArea-root')).toHaveCount(0);
      // One list at a time, in the page's own flow: far from the ~4,200 px of three lists one under another.
      expect(await pageHeight(page)).toBeLessThan(2_000);

      await tabs.getByRole('tab', { name: 'Action' }).click();
      await expect(page.getByTestId('plan-item-task').first()).toBeVisible();
      await expect(page.getByTestId('plan-item-goal')).toHaveCount(0);
      await tabs.getByRole('tab', { name: 'Habits' }).click();
      await expect(page.getByTestId('plan-item-habit').first()).toBeVisible();
      await expect(page.getByTestId('plan-item-task')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    await test.step('desktop: no tabs, the three lists side by side', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('tablist')).toHaveCount(0);
      const tops = [];
      for (const kind of ['goal', 'task', 'habit']) {
        const list = page.getByTestId(`plan-list-${kind}`);
        await expect(list.getByTestId(`plan-item-${kind}`).first()).toBeVisible();
        tops.push((await list.boundingBox())!.y);
      }
      expect(new Set(tops).size, 'the three lists start at the same height').toBe(1);
    });
  });
});
