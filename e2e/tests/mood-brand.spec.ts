import { readFileSync } from 'node:fs';
import { messages } from '@iyl/core/catalog/messages';
import { expect, type Page, test } from '@playwright/test';
import { baseUrl } from '../support/env.ts';
import { dismissToasts, expectToast, registerAndSignIn } from '../support/helpers.ts';

const result = (page: Page) => page.getByTestId('brand-result');

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillBrandForm(page: Page, length: 'Short' | 'Detailed') {
  await choose(page, 'Personality', 'Friendly');
  await choose(page, 'Tone', 'Playful');
  await choose(page, 'Word choice', 'Simple');
  await choose(page, 'Length', length);
  await page.getByLabel('Description').fill('Our new oat-milk coffee shop opening in Leeds on Saturday');
}

test.describe('mood tracking and brand voice', () => {
  test('pick a mood → advice, challenges and history; reload shows today recorded; change it', async ({ page }) => {
    test.setTimeout(120_000);
    await registerAndSignIn(page, 'As a User');
    await dismissToasts(page);

    await page.goto('/Emotional');
    await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracking' })).toBeVisible();
    await expectToast(page, messages.moodWelcome);
    const tiles = page.getByRole('group', { name: 'How do you feel today?' }).getByRole('button');
    await expect(tiles).toHaveText(['Happy', 'Anxious', 'Stressed', 'Calm', 'Excited', 'Sad', 'Grateful', 'Confident', 'Angry'].map((m) => new RegExp(m)));
    await dismissToasts(page);

    await test.step('pick Stressed with a note', async () => {
      await page.getByLabel('A note for today (optional)').fill('Deadline at work');
      await page.getByTestId('mood-tile-Stressed').click();
      const toast = await expectToast(page, messages.moodRecorded);
      await expect(toast).toContainText(messages.moodGenerated);
      await expect(page.getByTestId('mood-today-mood')).toHaveText('Stressed');
      await expect(page.getByTestId('mood-today')).toContainText('Deadline at work');
      await expect(page.getByTestId('mood-today')).toContainText(messages.builtInCoach);
      await expect(page.getByTestId('mood-advice')).not.toBeEmpty();
      await expect(page.getByTestId('mood-challenges').getByRole('checkbox')).toHaveCount(5);
      await expect(page.getByTestId('mood-count-Stressed')).toContainText('1');
      await expect(page.getByTestId('mood-history-item')).toHaveCount(1);
      await expect(page.getByTestId('mood-score')).toHaveText('Mood score 1 / 10');
      await dismissToasts(page);
    });

    await test.step('tick a challenge', async () => {
      const first = page.getByTestId('mood-challenges').getByRole('checkbox').first();
      await first.click();
      await expect(first).toBeChecked();
      await expectToast(page, messages.moodChallengeDone);
      await expect(page.getByTestId('mood-challenges-done')).toHaveText('1 of 5 done');
      await dismissToasts(page);
    });

    await test.step('a reload shows today recorded, not the picker', async () => {
      await page.reload();
      await expect(page.getByTestId('mood-today-mood')).toHaveText('Stressed');
      await expect(page.getByTestId('mood-challenges-done')).toHaveText('1 of 5 done');
      await expect(page.getByTestId('mood-tile-Happy')).toHaveCount(0);
      await expect(page.getByTestId('toast').filter({ hasText: messages.moodWelcome })).toHaveCount(0);
      const today = new Date();
      await expect(page.getByTestId('mood-calendar').getByRole('cell', { name: `${today.getDate()}: Stressed` })).toBeVisible();
    });

    await test.step('a phone (360 px): nothing runs off the side', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.getByTestId('mood-calendar')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step("change today's mood", async () => {
      await page.getByRole('button', { name: "Change today's mood" }).click();
      await page.getByRole('dialog', { name: "Change today's mood" }).getByTestId('mood-tile-Calm').click();
      await expectToast(page, messages.moodChanged);
      await expect(page.getByTestId('mood-today-mood')).toHaveText('Calm');
      await expect(page.getByTestId('mood-history-item')).toHaveCount(1);
    });
  });

  test('brand voice: the empty form, streamed writing, copy, export, history, stop', async ({ page }) => {
    test.setTimeout(120_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await registerAndSignIn(page, 'As a User');
    await dismissToasts(page);
    await page.goto('/BrandVoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Voice' })).toBeVisible();
    await expect(page.getByTestId('brand-history-empty')).toBeVisible();
    // Hidden until generated.
    await expect(page.getByTestId('brand-result')).toHaveCount(0);

    await test.step('any missing input is refused', async () => {
      await page.getByRole('button', { name: 'Generate' }).click();
      await expectToast(page, messages.brandMissing, { kind: 'error' });
      await dismissToasts(page);
      await choose(page, 'Personality', 'Friendly');
      await page.getByRole('button', { name: 'Generate' }).click();
      await expectToast(page, messages.brandMissing, { kind: 'error' });
      await dismissToasts(page);
    });

    await test.step('the text streams in before it is finished', async () => {
      await fillBrandForm(page, 'Detailed');
      await page.getByRole('button', { name: 'Generate' }).click();
      const live = page.getByTestId('brand-live');
      await expect(live).toContainText(/\w+ \w+ \w+/);
      // Still writing: the Stop button is there while the words arrive.
      await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
      const early = (await live.textContent()) ?? '';
      await expect(page.getByTestId('brand-result')).toBeVisible({ timeout: 30_000 });
      await expectToast(page, messages.brandReady);
      const final = (await page.getByTestId('note-editor').textContent()) ?? '';
      expect(final.length).toBeGreaterThan(early.length);
      expect(final.toLowerCase()).toContain('coffee shop');
      await expect(page.getByTestId('brand-result')).toContainText(messages.builtInCoach);
      await dismissToasts(page);
    });

    await test.step('copy and export', async () => {
      await result(page).getByRole('button', { name: 'Copy', exact: true }).click();
      await expectToast(page, messages.copied);
      expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toContain('coffee shop');
      const downloading = page.waitForEvent('download');
      await result(page).getByRole('button', { name: 'Export' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.docx$/);
      expect(readFileSync(await download.path()).subarray(0, 2).toString('latin1')).toBe('PK');
      await expectToast(page, messages.exportDone);
      await dismissToasts(page);
    });

    await test.step('empty content cannot be copied or exported', async () => {
      const editor = page.getByTestId('note-editor');
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await result(page).getByRole('button', { name: 'Copy', exact: true }).click();
      await expectToast(page, messages.cannotCopyEmpty, { kind: 'error' });
      await result(page).getByRole('button', { name: 'Export' }).click();
      await expectToast(page, messages.cannotExportEmpty, { kind: 'error' });
      await dismissToasts(page);
    });

    await test.step('a phone (360 px): the editor and its buttons fit', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(result(page).getByRole('button', { name: 'Save to Notes' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the history keeps it: reopen, then delete', async () => {
      const items = page.getByTestId('brand-history-item');
      await expect(items).toHaveCount(1);
      await items.first().getByRole('button', { name: /^Open/ }).click();
      await expect(page.getByTestId('note-editor')).toContainText(/coffee shop/i);
      await items.first().getByRole('button', { name: /^Delete/ }).click();
      await expectToast(page, messages.brandDeleted);
      await expect(page.getByTestId('brand-history-empty')).toBeVisible();
      await dismissToasts(page);
    });

    await test.step('stop part way keeps what was written', async () => {
      await page.getByRole('button', { name: 'Generate' }).click();
      await expect(page.getByTestId('brand-live')).toContainText(/\w+ \w+ \w+/);
      await page.getByRole('button', { name: 'Stop' }).click();
      await expectToast(page, messages.brandStopped);
      await expect(page.getByTestId('brand-result')).toBeVisible();
      await expect(page.getByTestId('brand-history-item').first()).toContainText('stopped');
      await page.reload();
      await expect(page.getByTestId('brand-history-item')).toHaveCount(1);
      await expect(page.getByTestId('brand-history-item').first()).toContainText('stopped');
    });
  });
});
