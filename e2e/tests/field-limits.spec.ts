import { messages } from '@iyl/core/catalog/messages';
import { MOOD_NOTE_MAX } from '@iyl/core/mood/constants';
import { NOTE_TITLE_MAX } from '@iyl/core/notes/constants';
import type { MoodToday } from '@iyl/core/mood/contract';
import { ROUTINE_REASON_MAX, ROUTINE_TITLE_MAX } from '@iyl/core/routines/constants';
import type { RoutinePage } from '@iyl/core/routines/contract';
import { expect, type Locator, test } from '@playwright/test';
import { dismissToasts, expectToast, finishSurvey, registerAndSignIn } from '../support/helpers.ts';
import { readApi } from '../support/screens.ts';

/** A capped one-line field as a person meets it: its counter ("12/80") and the line once it is full. */
const counterOf = (field: Locator) => field.locator('xpath=ancestor::div[contains(@class, "mantine-InputWrapper-root")][1]').getByTestId('field-counter');
const fullLineOf = (field: Locator) => field.locator('xpath=ancestor::div[contains(@class, "mantine-InputWrapper-root")][1]').getByTestId('field-full');

/** Types past the cap: the field keeps the first `max` characters, counts them and says it is full. */
async function expectStopsAtCap(field: Locator, max: number, fullWords: string) {
  await expect(counterOf(field)).toHaveText(`0/${max}`);
  await expect(fullLineOf(field)).toHaveText('');
  await field.fill('x'.repeat(max - 1));
  await expect(counterOf(field)).toHaveText(`${max - 1}/${max}`);
  await field.press('End');
  await field.pressSequentially('yz');
  await expect(field).toHaveValue(`${'x'.repeat(max - 1)}y`);
  await expect(counterOf(field)).toHaveText(`${max}/${max}`);
  await expect(fullLineOf(field)).toHaveText(fullWords);
  // A paste past the cap is cut at it, and told the same way.
  await field.fill('');
  await field.fill('p'.repeat(max + 40));
  await expect(field).toHaveValue('p'.repeat(max));
  await expect(counterOf(field)).toHaveText(`${max}/${max}`);
  await expect(fullLineOf(field)).toHaveText(fullWords);
}

test('capped one-line fields show a counter, stop at the cap with a line saying so, and count as the server does', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await registerAndSignIn(page, 'As a User', { fullname: 'Lena Limit' });
  await finishSurvey(page);

  await test.step('the mood note: 140 characters, an emoji counted as two (as the server counts), and the note kept whole', async () => {
    await page.goto('/Emotional');
    const note = page.getByLabel('A note for today (optional)');
    await expectStopsAtCap(note, MOOD_NOTE_MAX, messages.moodNoteTooLong);
    // "😀" is two UTF-16 code units: the server's zod max counts those, and so do the counter and the cap.
    const words = `${'a'.repeat(MOOD_NOTE_MAX - 5)} ok😀`;
    expect(words.length).toBe(MOOD_NOTE_MAX);
    await note.fill(words);
    await expect(counterOf(note)).toHaveText(`${MOOD_NOTE_MAX}/${MOOD_NOTE_MAX}`);
    await note.press('End');
    await note.pressSequentially('!');
    await expect(note).toHaveValue(words);
    await page.getByTestId('mood-tile-Calm').click();
    await expectToast(page, messages.moodRecorded);
    const today = await readApi<MoodToday>(page, '/api/v1/mood/today');
    expect(today.log?.note, 'the server took the note as counted').toBe(words);
    await dismissToasts(page);
  });

  await test.step('Add Habit: the title stops at 120 and the routine is added with all of it; a skip reason stops at 140', async () => {
    await page.goto('/Routine');
    await page.getByRole('button', { name: 'Add Habit' }).click();
    const panel = page.getByRole('dialog', { name: 'Add Habit' });
    const title = panel.getByLabel('Title');
    await expectStopsAtCap(title, ROUTINE_TITLE_MAX, messages.fieldFull);
    const long = `Walk ${'w'.repeat(ROUTINE_TITLE_MAX)}`.slice(0, ROUTINE_TITLE_MAX);
    await title.fill(long);
    await panel.getByLabel('Description').fill('Out of the door before breakfast.');
    await panel.getByRole('radio', { name: 'Morning' }).check();
    await panel.getByRole('radio', { name: 'Daily' }).check();
    await panel.getByRole('button', { name: 'Start Routine' }).click();
    await expectToast(page, messages.routineAdded);
    await expect(panel).toBeHidden();
    const routines = await readApi<RoutinePage>(page, '/api/v1/routines');
    expect(routines.items.map((r) => r.title)).toContain(long);
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Skip today' }).first().click();
    const skip = page.getByRole('dialog', { name: 'Skip today' });
    await expectStopsAtCap(skip.getByLabel('Reason (optional)'), ROUTINE_REASON_MAX, messages.routineReasonTooLong);
    await skip.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, messages.routineSkipped);
    await dismissToasts(page);
  });

  await test.step("a note's title stops at 200 with its counter", async () => {
    await page.goto('/Notes');
    await page.getByRole('button', { name: 'New note' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New note' });
    await expectStopsAtCap(dialog.getByLabel('Title', { exact: true }), NOTE_TITLE_MAX, messages.fieldFull);
  });
});
