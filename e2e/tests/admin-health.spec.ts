import { messages } from '@iyl/core/catalog/messages';
import { expect, type Page, test } from '@playwright/test';
import { embeddedUrl } from '../../apps/server/src/platform/db/embedded.ts';
import { failedJob } from '../../apps/server/test/support/failed-job.ts';
import { admin, dataDir } from '../support/env.ts';
import { dismissToasts, expectPath, expectToast, signIn } from '../support/helpers.ts';
import { expectAccessible, expectFitsPhone } from '../support/screens.ts';

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true });

test.describe('platform health', () => {
  test('an admin opens Platform health, sees the figures from the database and retries a failed job, which the audit log records', async ({ page }) => {
    test.setTimeout(90_000);
    // A job of the server's database that failed for good, in a queue of its own.
    const url = embeddedUrl(dataDir());
    if (!url) throw new Error('the e2e server runs no embedded database');
    const queue = `e2e-health-${Date.now().toString(36)}`;
    const jobId = await failedJob(url, queue, 'The mail server refused the connection');

    await signIn(page, admin.email, admin.password);
    await expectPath(page, '/adminHome');
    await dismissToasts(page);
    await section(page, 'Platform health').click();
    await expect(page).toHaveURL(/section=health/);
    await expect(page.getByRole('heading', { level: 2, name: 'Platform health' })).toBeVisible();
    await expect(page.getByTestId('health-updated')).toContainText('UTC day');

    // Each area's figures: the queue's failed job, the AI provider, the database.
    const figure = (area: string, label: string) => page.getByTestId(`health-${area}`).getByTestId('health-figure').filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure('jobs', 'Failed, kept').locator('dd')).not.toHaveText('0');
    await expect(figure('ai', 'Provider').locator('dd')).toHaveText('Built-in engine');
    await expect(figure('database', 'Size').locator('dd')).toHaveText(/^\d+\.\d MB$/);
    await expect(figure('database', 'Connections').locator('dd')).toHaveText(/^\d+ of \d+$/);
    for (const area of ['reminders', 'mail', 'pdf']) await expect(page.getByTestId(`health-${area}`)).toBeVisible();
    // A deleted account's mail leaves the outbox with it: the card says the count cannot include it.
    await expect(page.getByTestId('health-mail')).toContainText('mail to an account deleted since is no longer counted');
    const queueRow = page.getByTestId('queue-row').and(page.locator(`[data-queue="${queue}"]`));
    await expect(queueRow).toContainText(queue);
    await expect(queueRow.getByRole('cell').last()).toHaveText('1');

    // The failed job, with its error; Retry: one toast, and it leaves the list and the queue's failed count.
    const jobRow = page.getByTestId('failed-job-row').and(page.locator(`[data-job="${jobId}"]`));
    await expect(jobRow).toContainText('The mail server refused the connection');
    await expectAccessible(page, 'the platform health section');
    await expectFitsPhone(page, page.getByRole('heading', { level: 2, name: 'Platform health' }));
    await jobRow.getByRole('button', { name: new RegExp(`^Retry the ${queue} job`) }).click();
    await expectToast(page, messages.jobRetried);
    await expect(jobRow).toHaveCount(0);
    await expect(queueRow.getByRole('cell').nth(0)).toHaveText('1');
    await expect(queueRow.getByRole('cell').last()).toHaveText('0');

    // Refresh reads the figures again.
    await page.getByRole('button', { name: 'Refresh platform health' }).click();
    await expect(page.getByRole('button', { name: 'Refresh platform health' })).toBeEnabled();

    // The audit log has the retry: who, what and the job.
    await dismissToasts(page);
    await section(page, 'Audit log').click();
    await page.getByLabel('Search the audit log').fill(jobId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const entry = page.getByTestId('audit-row').filter({ hasText: 'Failed job retried' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(admin.fullname);
  });
});
