import { messages } from '@iyl/core/catalog/messages';
import { expect, test } from '@playwright/test';
import { expectToast, registerAndSignIn } from '../support/helpers.ts';

test('a customer turns reminder e-mails off and the weekly insight e-mail on in Settings: one toast each, kept after a reload, and the reminders panel agrees', async ({ page }) => {
  await registerAndSignIn(page);
  await page.goto('/Settings');
  const section = page.getByRole('region', { name: messages.notificationPreferencesTitle });
  const reminders = section.getByRole('switch', { name: messages.notificationReminderEmails });
  const weekly = section.getByRole('switch', { name: messages.notificationWeeklyInsight });

  await test.step('all on but the weekly e-mail, which waits to be asked for', async () => {
    await expect(reminders).toBeChecked();
    await expect(section.getByRole('switch', { name: messages.notificationPush })).toBeChecked();
    await expect(section.getByRole('switch', { name: messages.notificationBookingEmails })).toBeChecked();
    await expect(section.getByRole('switch', { name: messages.notificationCommunityReplies })).toBeChecked();
    await expect(weekly).not.toBeChecked();
  });

  await test.step('each change is saved with one toast', async () => {
    await reminders.click({ force: true });
    await expectToast(page, messages.notificationPreferencesSaved);
    await expect(reminders).not.toBeChecked();
    await weekly.click({ force: true });
    await expect(weekly).toBeChecked();
    await expectToast(page, messages.notificationPreferencesSaved);
  });

  await test.step('kept after a reload, and read where each list keeps it', async () => {
    await page.reload();
    await expect(reminders).not.toBeChecked();
    await expect(weekly).toBeChecked();
    const overview = await page.evaluate(async () => (await fetch('/api/v1/reminders')).json());
    expect(overview.emailEnabled).toBe(false);
  });
});
