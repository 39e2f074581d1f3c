import { readFileSync } from 'node:fs';
import { messages } from '@iyl/core/catalog/messages';
import { noteFontSizes } from '@iyl/core/notes/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { dismissToasts, expectPath, expectToast, registerAndSignIn } from '../support/helpers.ts';

const DAY = /^[A-Z][a-z]{2} \d{2}, \d{4}$/;

const noteDialog = (page: Page, name: 'New note' | 'Edit note') => page.getByRole('dialog', { name });
const noteItem = (page: Page, title: string) => page.getByTestId('note-item').filter({ hasText: title });
/** Text set in a font size (the editor writes 'font-size: 24px', the server's sanitiser 'font-size:24px'). */
const sized = (root: Locator) => root.locator('span[style*="font-size"]');

test.describe('notes', () => {
  test('write a rich note, keep its draft over a reload, edit, search, export and delete it', async ({ page }) => {
    test.setTimeout(120_000);
    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await dismissToasts(page);

    await page.goto('/Notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
    await expect(page).toHaveTitle('Notes — IYL');
    await expect(page.getByTestId('notes-empty')).toContainText('No notes yet');

    await test.step('an empty note is refused', async () => {
      await page.getByRole('button', { name: 'New note' }).first().click();
      const dialog = noteDialog(page, 'New note');
      await expect(dialog.getByTestId('note-editor')).toBeVisible();
      await dialog.getByRole('button', { name: 'Save Notes' }).click();
      await expectToast(page, messages.emptyNote, { kind: 'error' });
      // The editor's text area is tied to the message, as a field is to its error.
      const editor = dialog.getByTestId('note-editor');
      await expect(editor).toHaveAttribute('aria-invalid', 'true');
      const errorId = (await editor.getAttribute('aria-describedby')) ?? '';
      await expect(page.locator(`[id="${errorId}"]`)).toHaveText(messages.emptyNote);
      // A title alone is not a note either.
      await dialog.getByLabel('Title', { exact: true }).fill('Only a title');
      await dialog.getByRole('button', { name: 'Save Notes' }).click();
      await expectToast(page, messages.emptyNote, { kind: 'error' });
      await dialog.getByLabel('Title', { exact: true }).fill('');
      await dismissToasts(page);
    });

    await test.step('bold text and font size 5; a reload mid-typing keeps the draft', async () => {
      const dialog = noteDialog(page, 'New note');
      await dialog.getByLabel('Title', { exact: true }).fill('Morning walks');
      const editor = dialog.getByRole('textbox', { name: 'Note' });
      await editor.click();
      await page.keyboard.type('Walk before breakfast. ');
      await dialog.getByRole('button', { name: 'Bold', exact: true }).click();
      await page.keyboard.type('Sunlight helps');
      await dialog.getByRole('button', { name: 'Bold', exact: true }).click();
      await dialog.getByLabel('Font size').selectOption('5');
      await page.keyboard.type(' big words');
      await expect(editor).not.toHaveAttribute('aria-invalid');
      await expect(editor.locator('strong')).toHaveText('Sunlight helps');
      await expect(sized(editor)).toHaveText('big words');
      await expect(sized(editor)).toHaveCSS('font-size', noteFontSizes[5]);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'New note' }).first().click();
      const reopened = noteDialog(page, 'New note');
      await expect(reopened.getByTestId('draft-offer')).toContainText('Morning walks');
      await reopened.getByRole('button', { name: 'Restore draft' }).click();
      await expect(reopened.getByLabel('Title', { exact: true })).toHaveValue('Morning walks');
      const restored = reopened.getByRole('textbox', { name: 'Note' });
      await expect(restored).toContainText('Walk before breakfast.');
      await expect(restored.locator('strong')).toHaveText('Sunlight helps');
      await expect(sized(restored)).toHaveText('big words');
      await expect(sized(restored)).toHaveCSS('font-size', noteFontSizes[5]);

      await reopened.getByRole('button', { name: 'Save Notes' }).click();
      await expectToast(page, messages.noteSaved);
      await expect(reopened).toBeHidden();
      await expect(noteItem(page, 'Morning walks')).toHaveCount(1);
      await expect(noteItem(page, 'Morning walks').getByText(DAY)).toBeVisible();
      // Saved: the draft is gone.
      expect(await page.evaluate(() => localStorage.getItem('iyl.note-draft.v1'))).toBeNull();
      await dismissToasts(page);
    });

    await test.step('the side panel shows the kept formatting and exports a .docx', async () => {
      await noteItem(page, 'Morning walks').click();
      const panel = page.getByRole('dialog', { name: 'Morning walks' });
      const content = panel.getByTestId('note-content');
      await expect(content.locator('strong')).toHaveText('Sunlight helps');
      await expect(sized(content)).toHaveText('big words');
      await expect(sized(content)).toHaveCSS('font-size', noteFontSizes[5]);
      await expect(panel.getByText(/^Written on [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();

      const downloading = page.waitForEvent('download');
      await panel.getByRole('button', { name: 'Export Doc' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Morning walks.docx');
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      await expectToast(page, messages.exportDone);
      await dismissToasts(page);
    });

    await test.step('edit it', async () => {
      const panel = page.getByRole('dialog', { name: 'Morning walks' });
      await panel.getByRole('button', { name: 'Edit', exact: true }).click();
      const dialog = noteDialog(page, 'Edit note');
      await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Morning walks');
      await expect(dialog.getByTestId('draft-offer')).toHaveCount(0);
      await dialog.getByLabel('Title', { exact: true }).fill('Morning walks and tea');
      const editor = dialog.getByRole('textbox', { name: 'Note' });
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Green tea afterwards.');
      await dialog.getByRole('button', { name: 'Save Notes' }).click();
      await expectToast(page, messages.noteSaved);
      await expect(dialog).toBeHidden();
      await expect(noteItem(page, 'Morning walks and tea')).toHaveCount(1);
      await expect(page.getByTestId('note-item')).toHaveCount(1);
      await noteItem(page, 'Morning walks and tea').click();
      const edited = page.getByRole('dialog', { name: 'Morning walks and tea' });
      await expect(edited.getByTestId('note-content')).toContainText('Green tea afterwards.');
      await expect(edited.getByTestId('note-content').locator('strong')).toHaveText('Sunlight helps');
      await edited.getByRole('button', { name: 'Close' }).click();
      await expect(edited).toBeHidden();
      await dismissToasts(page);
    });

    await test.step('search finds it by a word of its text, and not by a missing word', async () => {
      const search = page.getByLabel('Search notes');
      await search.fill('breakfast');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('breakfast');
      await expect(noteItem(page, 'Morning walks and tea')).toHaveCount(1);
      await search.fill('zebra');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('zebra');
      await expect(page.getByTestId('notes-empty')).toContainText('No notes match your search');
      await expect(page.getByTestId('note-item')).toHaveCount(0);
      // The search is in the address: a reload keeps it.
      await page.reload();
      await expect(page.getByLabel('Search notes')).toHaveValue('zebra');
      await expect(page.getByTestId('notes-empty')).toContainText('No notes match your search');
      await page.getByLabel('Search notes').fill('');
      await expect(noteItem(page, 'Morning walks and tea')).toHaveCount(1);
    });

    await test.step('delete it after confirming', async () => {
      await noteItem(page, 'Morning walks and tea').click();
      const panel = page.getByRole('dialog', { name: 'Morning walks and tea' });
      await panel.getByRole('button', { name: 'Delete Note' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await panel.getByRole('button', { name: 'Delete Note' }).click();
      await dismissToasts(page);
      await page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete', exact: true }).click();
      await expectToast(page, messages.noteDeleted);
      await expect(panel).toBeHidden();
      await expect(page.getByTestId('notes-empty')).toContainText('No notes yet');
      // One outcome, one toast: the deleted note is not fetched again and reported missing.
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('toast')).toHaveCount(1);
      await expect(page.getByText(messages.noteNotFound)).toHaveCount(0);
    });
  });
});
