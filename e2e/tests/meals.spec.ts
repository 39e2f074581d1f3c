import { messages } from '@iyl/core/catalog/messages';
import type { MealPlan, ShoppingList } from '@iyl/core/meals/contract';
import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, expectToast, finishSurvey, registerAndSignIn } from '../support/helpers.ts';
import { choose, expectAccessible, expectFitsPhone, gotoAnnounced, readApi } from '../support/screens.ts';

const planOf = async (page: Page) => (await readApi<MealPlan>(page, '/api/v1/meals')).plan;

test.describe('meal planner', () => {
  test('setup → 7-day plan → calendar → view → Mark Complete moves the donut → reminder → shopping list', async ({ page }) => {
    test.setTimeout(150_000);
    await registerAndSignIn(page, 'As a User');
    await finishSurvey(page);
    await dismissToasts(page);
    await gotoAnnounced(page, '/Meal', 'Meal Planner');
    const form = page.getByTestId('meal-setup-form');

    await test.step('the setup form: all five choices are needed', async () => {
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: 'Create my meal plan' }).click();
      await expect(page.getByTestId('meal-setup-problem')).toHaveText(messages.mealSetupMissing);
      await choose(form, page, 'Diet', 'Vegan');
      await form.getByLabel('Allergies').click();
      await page.getByRole('option', { name: 'Nuts', exact: true }).click();
      await page.keyboard.press('Escape');
      await choose(form, page, 'Preference', 'Spicy');
      await choose(form, page, 'Goal', 'Muscle-gain');
      await form.getByRole('button', { name: 'Create my meal plan' }).click();
      await expect(page.getByTestId('meal-setup-problem')).toHaveText(messages.mealSetupMissing);
      // The plan is breakfast, lunch and dinner on every schedule (spec): the form says what 5 meals does.
      const note = form.getByTestId('meal-schedule-note');
      await expect(note).toHaveText('Every plan has breakfast, lunch and dinner; the schedule sizes them.');
      await choose(form, page, 'Schedule', '3 meals');
      await expect(note).toHaveText('Your plan has breakfast, lunch and dinner each day, sized to your whole day.');
      await choose(form, page, 'Schedule', '5 meals');
      await expect(note).toHaveText(/^Your plan has three meals a day \(breakfast, lunch and dinner\), each a little smaller, leaving 15 % of your daily energy for two snacks of your own/);
      await expect(form.getByRole('combobox', { name: 'Schedule', exact: true })).toHaveAccessibleDescription(/two snacks of your own/);
      await form.getByRole('button', { name: 'Create my meal plan' }).click();
      // One outcome, one toast: generated and saved.
      const done = await expectToast(page, messages.mealsSaved);
      await expect(done).toContainText(messages.mealGenerated);
      await expect(page.getByTestId('toast')).toHaveCount(1);
    });

    const rows = page.getByTestId('meal-row');
    await test.step('the calendar: 21 meals (three a day on 5 meals, as the summary says), the setup and the donut at 0', async () => {
      await expect(rows).toHaveCount(21);
      await expect(page.getByTestId('meal-progress-text')).toHaveText('0 of 21 meals this week completed');
      await expect(page.getByText('Schedule: 5 meals')).toBeVisible();
      // Muscle-gain: 2,600 kcal a day, 15 % of it left for snacks.
      await expect(page.getByTestId('meal-schedule-note')).toHaveText(
        'Your plan has three meals a day (breakfast, lunch and dinner), each a little smaller, leaving 15 % of your daily energy (about 390 kcal) for two snacks of your own between them.',
      );
      await expect(page.getByText('Diet: Vegan')).toBeVisible();
      await expect(page.getByText('Allergies: Nuts')).toBeVisible();
      const plan = await planOf(page);
      await expect(page.getByTestId('meal-dish')).toHaveText(plan?.meals.map((m) => m.dish) ?? []);
      expect(plan?.meals.every((m) => m.ingredients.every((i) => !['almonds', 'walnuts', 'cashews', 'peanut-butter', 'milk', 'egg'].includes(i.foodId)))).toBe(true);
    });

    await test.step('at 1280 px every meal type badge shows its whole word; the day is named in full', async () => {
      const labels = page.getByTestId('meal-calendar').locator('.mantine-Badge-label', { hasText: /^(Breakfast|Lunch|Dinner)$/ });
      await expect(labels).toHaveCount(21);
      const cut = await labels.evaluateAll((els) =>
        els.filter((label) => label.scrollWidth > label.clientWidth + 0.5).map((label) => `${label.textContent} (${label.clientWidth} of ${label.scrollWidth} px)`),
      );
      expect(cut, 'badges cut short').toEqual([]);
      await expect(page.getByRole('heading', { level: 2, name: /nutrition$/ })).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)'s nutrition$/);
    });
    await dismissToasts(page);

    const first = (await planOf(page))?.meals[0];
    await test.step('View: ingredients, macros, preparation; Mark Complete moves the donut', async () => {
      await rows.first().getByRole('button', { name: /^View / }).click();
      const details = page.getByTestId('meal-details');
      await expect(details).toBeVisible();
      await expect(details.getByTestId('meal-ingredients').getByRole('listitem')).toHaveCount(first?.ingredients.length ?? 0);
      await expect(details.getByText(`${first?.nutrition.calories} kcal`, { exact: false })).toBeVisible();
      await details.getByRole('button', { name: 'Mark Complete' }).click();
      await expectToast(page, messages.mealMarked);
      await expect(page.getByTestId('meal-progress-text')).toHaveText('1 of 21 meals this week completed');
      await expect(page.getByTestId('meal-progress')).toHaveText('5%');
      expect((await planOf(page))?.progress).toEqual({ completed: 1, total: 21, percent: 4.8 });
      await expect(details.getByRole('button', { name: 'Mark not complete' })).toBeVisible();
    });
    await dismissToasts(page);

    await test.step('a completed, rated meal cannot be swapped: the button is off and says why; the rating stays', async () => {
      const details = page.getByTestId('meal-details');
      // Mantine's rating hides its radios and shows a label (a star) for each.
      const four = await details.getByRole('radio', { name: '4' }).getAttribute('id');
      await details.locator(`label[for="${four}"]`).click();
      await expectToast(page, messages.mealRated);
      const swap = details.getByRole('button', { name: 'Swap for another dish' });
      await expect(swap).toBeDisabled();
      await expect(details.getByTestId('meal-swap-note')).toHaveText(messages.mealSwapCompleted);
      await expect(swap).toHaveAccessibleDescription(messages.mealSwapCompleted);
      const after = (await planOf(page))?.meals[0];
      expect(after).toMatchObject({ id: first?.id, dish: first?.dish, status: true, rating: 4 });
      expect((await planOf(page))?.progress.completed).toBe(1);
      await page.keyboard.press('Escape');
    });
    await dismissToasts(page);

    await test.step('Reminder: time is needed, then it is saved and shown on the row', async () => {
      await rows.nth(1).getByRole('button', { name: /^Reminder for lunch/ }).click();
      const panel = page.getByTestId('meal-reminder-form');
      await panel.getByRole('button', { name: 'Save reminder' }).click();
      await expect(page.getByTestId('meal-reminder-problem')).toHaveText(messages.reminderMissing);
      await panel.getByLabel('Time').fill('12:30');
      await panel.getByRole('button', { name: 'Save reminder' }).click();
      await expectToast(page, messages.reminderSaved);
      await expect(rows.nth(1).getByRole('button', { name: /set for 12:30 PM/ })).toBeVisible();
    });
    await dismissToasts(page);

    await test.step('the shopping list: every food of the week, by aisle', async () => {
      await page.getByRole('button', { name: 'Shopping list' }).click();
      const list = page.getByTestId('shopping-list');
      const expected = await readApi<ShoppingList>(page, '/api/v1/meals/shopping-list');
      await expect(list.getByRole('checkbox')).toHaveCount(expected.groups.reduce((n, g) => n + g.items.length, 0));
      await expect(list.getByRole('heading', { name: 'Produce' })).toBeVisible();
      // A vegan, nut-free week: no aisle is called "Nuts & seeds" or "Dairy & eggs".
      const headings = await list.getByRole('heading', { level: 3 }).allTextContents();
      expect(headings).toEqual(expected.groups.map((g) => g.group));
      expect(headings.filter((h) => /nut|dairy|egg/i.test(h))).toEqual([]);
      await expect(list.getByRole('button', { name: 'Print' })).toBeVisible();
      await expectAccessible(page, 'the shopping list');
      await page.keyboard.press('Escape');
    });

    await test.step('at 360 px the calendar is cards: no sideways scroll, each dish with its type, kcal, View and Reminder in view together', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      const calendar = page.getByTestId('meal-calendar');
      await expect(rows).toHaveCount(21);
      await expect(rows.first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0);
      const sideways = await page.evaluate(() =>
        [...document.querySelectorAll('section[aria-labelledby="meal-calendar-heading"] *')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.scrollWidth} > ${el.clientWidth}`),
      );
      expect(sideways, 'boxes of the calendar that scroll sideways').toEqual([]);
      const plan = await planOf(page);
      for (const [index, meal] of (plan?.meals ?? []).entries()) {
        const card = rows.nth(index);
        await card.scrollIntoViewIfNeeded();
        await expect(card.getByTestId('meal-dish')).toHaveText(meal.dish);
        await expect(card.getByTestId('meal-type')).toHaveText(meal.type);
        await expect(card.getByText(`${meal.nutrition.calories} kcal`, { exact: true })).toBeVisible();
        const parts = [card.getByTestId('meal-dish'), card.getByTestId('meal-type').locator('.mantine-Badge-label'), card.getByRole('button', { name: /^View / }), card.getByRole('button', { name: /^Reminder for / })];
        const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
        for (const box of boxes) {
          expect(box, `${meal.dish}: a part is not shown`).not.toBeNull();
          expect(box && box.x >= 0 && box.x + box.width <= 360 && box.y >= 0 && box.y + box.height <= 740, `${meal.dish}: ${JSON.stringify(boxes)}`).toBe(true);
        }
        const cut = await parts[1]?.evaluate((label) => label.scrollWidth > label.clientWidth + 0.5);
        expect(cut, `${meal.type} badge cut short`).toBe(false);
      }
      // Each day is named above its meals.
      await expect(calendar.getByRole('heading', { level: 3 })).toHaveText(plan?.days.map((d) => d.weekday) ?? []);
      await rows.first().getByRole('button', { name: /^View / }).click();
      await expect(page.getByTestId('meal-details')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('/Meal: accessible, and fits a 360 px phone', async () => {
      await expectAccessible(page, '/Meal');
      await expectFitsPhone(page, page.getByRole('heading', { name: 'Meal calendar' }));
    });
  });
});
