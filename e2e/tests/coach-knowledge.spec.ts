import { messages } from '@iyl/core/catalog/messages';
import { expect, test } from '@playwright/test';
import { makePdf } from '../../apps/server/test/support/pdf.ts';
import { completeCoachProfile, dismissToasts, expectToast, registerAndSignIn } from '../support/helpers.ts';

test('a coach adds a knowledge PDF on My Profile, watches it being read, and deletes it', async ({ page }) => {
  // Reading runs as a background job (it polls every 2 s), on a machine that may be busy.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await registerAndSignIn(page, 'Coach', { fullname: 'Kira Knowledge' });
  await completeCoachProfile(page);
  await page.goto('/CoachProfile');

  const section = page.getByRole('region', { name: 'AI knowledge' });
  await expect(section.getByTestId('knowledge-empty')).toBeVisible();
  const submit = section.getByRole('button', { name: 'Submit' });

  await test.step('the spec’s messages, in the order a coach meets them', async () => {
    await submit.click();
    await expectToast(page, messages.knowledgeFieldsMissing, { kind: 'error' });
    await dismissToasts(page);
    await section.getByLabel('Knowledge Title').fill('Sleep Foundations');
    await section.getByLabel('Areas of Specialization').fill('Sleep');
    await submit.click();
    await expectToast(page, messages.pdfMissing, { kind: 'error' });
    await dismissToasts(page);
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Upload PDF' }).click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await submit.click();
    await expectToast(page, messages.pdfInvalid, { kind: 'error' });
    await dismissToasts(page);
  });

  await test.step('a real PDF is kept, then read into passages', async () => {
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Upload PDF' }).click();
    await (await chooser).setFiles({ name: 'sleep.pdf', mimeType: 'application/pdf', buffer: await makePdf([['Keep the same wake-up time every day.']]) });
    await expect(section.getByTestId('knowledge-chosen')).toHaveText('sleep.pdf');
    await submit.click();
    await expectToast(page, messages.pdfUploaded);
    await expect(section.getByLabel('Knowledge Title')).toHaveValue('');
    const row = section.getByTestId('knowledge-row');
    await expect(row).toContainText('Sleep Foundations');
    // The job reads it in the background; the list asks again while it waits.
    await expect(row.getByTestId('knowledge-state')).toHaveText('Read: 1 passage from 1 page', { timeout: 20_000 });
  });

  await test.step('deleting asks once more, then removes it', async () => {
    await dismissToasts(page);
    await section.getByRole('button', { name: 'Delete Sleep Foundations' }).click();
    await section.getByRole('button', { name: 'Delete “Sleep Foundations”' }).click();
    await expectToast(page, messages.knowledgeDeleted);
    await expect(section.getByTestId('knowledge-empty')).toBeVisible();
  });
});
