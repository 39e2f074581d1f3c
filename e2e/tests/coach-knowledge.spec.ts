import { messages } from '@iyl/core/catalog/messages';
import type { KnowledgeDocument, KnowledgePage } from '@iyl/core/coach-chat/contract';
import { expect, test } from '@playwright/test';
import { makePdf } from '../../apps/server/test/support/pdf.ts';
import { completeCoachProfile, dismissToasts, expectToast, registerAndSignIn } from '../support/helpers.ts';
import { contrastOf } from '../support/layout.ts';

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
    await expect(row.getByTestId('knowledge-badge')).toHaveText('Read', { timeout: 20_000 });
    await expect(row.getByTestId('knowledge-detail')).toHaveText('1 passage from 1 page.');
  });

  await test.step('deleting asks once more, then removes it', async () => {
    await dismissToasts(page);
    await section.getByRole('button', { name: 'Delete Sleep Foundations' }).click();
    await section.getByRole('button', { name: 'Delete “Sleep Foundations”' }).click();
    await expectToast(page, messages.knowledgeDeleted);
    await expect(section.getByTestId('knowledge-empty')).toBeVisible();
  });
});

test('the knowledge list shows each state in a short badge at AA contrast and the reason as a sentence beside it, its numbers with thousands separators', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await registerAndSignIn(page, 'Coach', { fullname: 'Kai Ledger' });
  await completeCoachProfile(page);
  // The list as the server gives it for a long PDF read in part and a damaged one (their reading is the server's own test).
  const failure = 'This PDF could not be read. Please check that it opens, or save it again as a PDF.';
  const document = (id: string, rest: Partial<KnowledgeDocument>): KnowledgeDocument => ({
    id,
    title: 'Budget Together Guide',
    specialization: 'Money',
    bytes: 2_000_000,
    state: 'read',
    failure: null,
    totalPages: null,
    pagesRead: null,
    passages: 0,
    createdAt: new Date().toISOString(),
    ...rest,
  });
  const list: KnowledgePage = {
    items: [
      document('00000000-0000-4000-8000-000000000001', { state: 'read', totalPages: 1500, pagesRead: 200, passages: 1000 }),
      document('00000000-0000-4000-8000-000000000002', { title: 'Broken Scan', state: 'failed', failure }),
    ],
    page: 1,
    pageSize: 20,
    pages: 1,
    total: 2,
  };
  await page.route(/\/api\/v1\/coach\/knowledge(\?|$)/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: list }) : route.continue(),
  );
  await page.goto('/CoachProfile');
  const rows = page.getByRole('region', { name: 'AI knowledge' }).getByTestId('knowledge-row');
  await expect(rows).toHaveCount(2);

  const read = rows.nth(0);
  await expect(read.getByTestId('knowledge-badge')).toHaveText('Read');
  await expect(read.getByTestId('knowledge-detail')).toHaveText('1,000 passages from the first 200 of 1,500 pages.');

  const failed = rows.nth(1);
  await expect(failed.getByTestId('knowledge-badge')).toHaveText('Could not be read');
  // The reason in its own words, as a sentence (not in the badge's capitals), said once.
  const reason = failed.getByTestId('knowledge-detail');
  await expect(reason).toHaveText(failure);
  expect(await reason.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
  await expect(failed.getByTestId('knowledge-badge')).not.toContainText('PDF');

  for (const badge of [read.getByTestId('knowledge-badge'), failed.getByTestId('knowledge-badge')]) {
    const ratio = await contrastOf(badge);
    expect(ratio, `${await badge.textContent()}: contrast ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
  }
});
