import { messages } from '@iyl/core/catalog/messages';
import type { ReportCard } from '@iyl/core/routines/contract';
import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, expectToast, finishSurvey, postAsUser, registerAndSignIn } from '../support/helpers.ts';
import { choose, expectAccessible, expectFitsPhone, gotoAnnounced, readApi } from '../support/screens.ts';

const routineItem = (page: Page, title: string) =>
  page.getByTestId('routine-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('habit library and routines', () => {
  test('library → routine → check-ins, completion, a custom weekly routine, score card and reminders', async ({ page }) => {
    test.setTimeout(180_000);
    await registerAndSignIn(page, 'As a User');
    // Onboarding: the survey, then the library the built-in coach makes from it.
    await finishSurvey(page);
    await postAsUser(page, '/api/v1/onboarding/habit-library', {});
    await dismissToasts(page);

    await gotoAnnounced(page, '/Habit', 'Habits Library');
    const cards = page.getByTestId('habit-card');
    await expect(cards.first()).toBeVisible();
    // One My Routines, with the count (it opens the My Routines modal, which leads on to /Routine).
    await expect(page.getByRole('button', { name: /^My Routines/ })).toHaveText('My Routines (0)');
    await expect(page.getByRole('link', { name: /^My Routines/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/Board');

    await test.step('filter by category and back to all', async () => {
      const filters = page.getByRole('group', { name: 'Filter by category' });
      await expect(filters.getByRole('button')).toHaveText(['All', 'health', 'relationship', 'Financial habit', 'Biohacks']);
      await filters.getByRole('button', { name: 'Financial habit' }).click();
      await expect(filters.getByRole('button', { name: 'Financial habit' })).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      // One read of every card at once: a card read one by one may be gone by then (the list re-renders), and its read waits out the test.
      await expect.poll(async () => { const texts = await cards.allTextContents(); return texts.length > 0 && texts.every((t) => t.includes('Financial')); }).toBe(true);
      await filters.getByRole('button', { name: 'All' }).click();
      await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    });

    const title = (await cards.first().getByRole('button').textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(2);
    const card = cards.filter({ has: page.getByRole('button', { name: title, exact: true }) });

    await test.step('search', async () => {
      await page.getByLabel('Search habits').fill(title);
      await expect(page.getByText(/habits? match/)).toBeVisible();
      await expect(card).toHaveCount(1);
      await page.getByLabel('Search habits').fill('zzzz no such habit');
      await expect(page.getByTestId('library-empty')).toHaveText(messages.libraryEmpty);
      await page.getByLabel('Search habits').fill('');
      await expect(card).toHaveCount(1);
    });

    await test.step('a card: both choices are needed, then the routine is added', async () => {
      await card.getByRole('button', { name: title, exact: true }).click();
      const panel = page.getByRole('dialog', { name: title });
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: 'Add Routine' }).click();
      await expect(panel.getByTestId('add-routine-problem')).toHaveText(messages.routinePickTimeAndType);
      await panel.getByRole('radio', { name: 'Evening' }).check();
      await panel.getByRole('button', { name: 'Add Routine' }).click();
      await expect(panel.getByTestId('add-routine-problem')).toHaveText(messages.routinePickType);
      await panel.getByRole('radio', { name: 'Daily' }).check();
      await panel.getByRole('button', { name: 'Add Routine' }).click();
      await expectToast(page, messages.routineAdded);
      await expect(panel).toBeHidden();
      await expect(card.getByTestId('habit-added')).toHaveText('Added');
      await expect(page.getByRole('button', { name: /^My Routines/ })).toHaveText('My Routines (1)');
      await dismissToasts(page);
    });

    await test.step('the added card no longer offers Add Routine (it would only fail): it leads to My Routines', async () => {
      await card.getByRole('button', { name: title, exact: true }).click();
      const panel = page.getByRole('dialog', { name: title });
      await expect(panel.getByTestId('library-added-note')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Add Routine' })).toHaveCount(0);
      await expect(panel.getByRole('radio')).toHaveCount(0);
      await expect(panel.getByRole('link', { name: 'Open in My Routines' })).toHaveAttribute('href', '/Routine');
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
    });

    await test.step('the My Routines modal filters by type', async () => {
      await page.getByRole('button', { name: 'My Routines (1)', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'My Routines' });
      await expect(modal.getByTestId('my-routines-list')).toContainText(title);
      await modal.getByRole('button', { name: 'Weekly' }).click();
      await expect(modal.getByTestId('my-routines-empty')).toBeVisible();
      await modal.getByRole('button', { name: 'Daily' }).click();
      await expect(modal.getByTestId('my-routines-list')).toContainText(title);
      await modal.getByRole('button', { name: 'Reload' }).click();
      await expect(modal.getByTestId('my-routines-list')).toContainText(title);
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
      // Focus goes back to the button that opened it.
      await expect(page.getByRole('button', { name: 'My Routines (1)', exact: true })).toBeFocused();
      // The modal leads on to the page of the routines.
      await page.getByRole('button', { name: 'My Routines (1)', exact: true }).click();
      await expect(modal.getByRole('link', { name: 'Open My Habit Routines' })).toHaveAttribute('href', '/Routine');
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
    });

    await test.step('/Habit: accessible, and fits a 360 px phone', async () => {
      await expectAccessible(page, '/Habit');
      await expectFitsPhone(page, cards.first());
    });

    await test.step('Open in My Routines goes to the routine', async () => {
      await card.getByRole('button', { name: title, exact: true }).click();
      await page.getByRole('dialog', { name: title }).getByRole('link', { name: 'Open in My Routines' }).click();
      await expect(page).toHaveURL(/\/Routine$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My Habit Routines' })).toBeVisible();
      await expect(routineItem(page, title)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await gotoAnnounced(page, '/Routine', 'My Habit Routines');
    await expect(page.getByTestId('routine-greeting')).toHaveText(/^Good (Morning|Afternoon|Evening), Cass\. You have 1 routine going\.$/);
    await expect(page.getByTestId('tile-daily')).toContainText('1');
    await expect(page.getByTestId('tile-weekly')).toContainText('0');
    const daily = routineItem(page, title);
    await expect(daily).toContainText('Daily Habit');
    await expect(daily).toContainText('Evening');
    await expect(daily.getByTestId('routine-streak')).toHaveText('0-day streak');

    await test.step('Done today', async () => {
      await daily.getByRole('checkbox', { name: 'Done today' }).check();
      await expectToast(page, messages.routineDone);
      await expect(daily.getByRole('checkbox', { name: 'Done today' })).toBeChecked();
      await expect(daily.getByTestId('routine-streak')).toHaveText('1-day streak');
      await expect(daily.getByRole('progressbar', { name: /^Strength \d+%$/ })).toBeVisible();
      await dismissToasts(page);
    });

    await test.step('the heatmap shows today done', async () => {
      await daily.getByRole('button', { name: 'Heatmap' }).click();
      const modal = page.getByRole('dialog', { name: `Heatmap: ${title}` });
      await expect(modal.getByTestId('heatmap-counts')).toContainText('1 done');
      await expect(modal.locator('rect[data-state="done"]')).toHaveCount(1);
      await expect(modal.getByRole('list', { name: 'Legend' })).toContainText('Missed');
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
    });

    const entry = {
      summary: 'A calm run of evening walks',
      wins: 'Walked even when it rained',
      affirmations: 'I keep my promises to myself',
    };
    await test.step('Mark Complete: the summary is needed, then the entry is listed as completed', async () => {
      await daily.getByRole('button', { name: 'Mark Complete' }).click();
      const modal = page.getByRole('dialog', { name: 'Mark Complete' });
      await modal.getByRole('button', { name: 'Submit' }).click();
      await expect(modal.getByTestId('summary-problem')).toHaveText(messages.routineSummaryMissing);
      await modal.getByLabel('Wins').fill(entry.wins);
      await modal.getByLabel('Affirmations').fill(entry.affirmations);
      await choose(modal, page, 'Well-being', 'Good');
      await modal.getByLabel('Experience summary').fill(entry.summary);
      await modal.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, messages.routineCompleted);
      await expect(modal).toBeHidden();
      await expect(daily).toHaveCount(0);
      const done = page.getByTestId('completed-item').filter({ hasText: title });
      await expect(done).toHaveCount(1);
      expect(await done.getByTestId('completed-entry').textContent()).toBe(
        [`Summary: ${entry.summary}`, `Wins: ${entry.wins}`, `Affirmations: ${entry.affirmations}`, 'Well-being: Good', 'Mood of the day: not logged'].join('\n'),
      );
      await expect(page.getByTestId('tile-completed')).toContainText('1');
      await dismissToasts(page);
    });

    const custom = 'Sunday budget review';
    await test.step('Add Habit: a custom weekly routine', async () => {
      await page.getByRole('button', { name: 'Add Habit' }).click();
      const panel = page.getByRole('dialog', { name: 'Add Habit' });
      await panel.getByRole('button', { name: 'Start Routine' }).click();
      await expect(panel.getByTestId('add-habit-problem')).toHaveText(messages.routineCustomize);
      await panel.getByLabel('Title').fill(custom);
      await panel.getByLabel('Description').fill('Fifteen minutes with the bank app and a cup of tea.');
      await panel.getByRole('radio', { name: 'Morning' }).check();
      await panel.getByRole('radio', { name: 'Weekly' }).check();
      await panel.getByRole('button', { name: 'Start Routine' }).click();
      await expectToast(page, messages.routineAdded);
      await expect(panel).toBeHidden();
      await dismissToasts(page);
    });

    const weekly = routineItem(page, custom);
    await test.step("tick today's box; Mark Certified appears", async () => {
      await expect(weekly).toContainText('Weekly Habit');
      const boxes = weekly.getByTestId('week-boxes').getByRole('checkbox');
      await expect(boxes).toHaveCount(7);
      for (const [i, day] of ['Mon', 'Tue', 'Wed', 'Thurs', 'Fri', 'Sat', 'Sun'].entries()) await expect(boxes.nth(i)).toHaveAccessibleName(day);
      await expect(weekly.getByRole('button', { name: 'Mark Certified' })).toHaveCount(0);
      // Today in the customer's zone is the one box that can change (the routine started today).
      const open = weekly.getByTestId('week-boxes').locator('input[type="checkbox"]:not([disabled])');
      await expect(open).toHaveCount(1);
      await open.check();
      await expectToast(page, messages.routineMarked);
      await expect(open).toBeChecked();
      await expect(weekly.getByRole('button', { name: 'Mark Certified' })).toBeVisible();
      await dismissToasts(page);
    });

    await test.step('Settings: a reminder needs a time and a day; the next due times are listed', async () => {
      await page.getByRole('button', { name: 'Settings' }).click();
      const panel = page.getByRole('dialog', { name: 'Settings' });
      const form = panel.getByTestId('reminder-form');
      await expect(form.getByRole('combobox', { name: 'Routine', exact: true })).toHaveValue(custom);
      await form.getByRole('button', { name: 'Add reminder' }).click();
      await expect(form.getByTestId('reminder-problem')).toHaveText(messages.reminderMissing);
      await form.getByLabel('Message (optional)').fill('Tea, then the bank app');
      await form.getByLabel('Time', { exact: true }).fill('07:30');
      await choose(form, page, 'Day', 'Everyday');
      await form.getByRole('button', { name: 'Add reminder' }).click();
      await expectToast(page, messages.reminderSaved);
      await expect(panel.getByTestId('reminders-list')).toContainText(custom);
      await expect(panel.getByTestId('reminders-list')).toContainText('Everyday at 07:30 AM');
      await expect(panel.getByTestId('next-reminders').getByRole('listitem').first()).toHaveText(
        new RegExp(`^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \\d{2}, 07:30 AM · ${custom}$`),
      );
      await expect(panel.getByRole('switch', { name: 'Reminder e-mails' })).toBeChecked();
      await expect(panel.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
      await expectAccessible(page, 'the Settings panel');
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      await dismissToasts(page);
    });

    await test.step('Mark Certified', async () => {
      await weekly.getByRole('button', { name: 'Mark Certified' }).click();
      const modal = page.getByRole('dialog', { name: 'Mark Certified' });
      await modal.getByLabel('Experience summary').fill('Looked at every payment this week.');
      await modal.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, messages.routineCompleted);
      await expect(weekly).toHaveCount(0);
      await expect(page.getByTestId('completed-item').filter({ hasText: custom })).toHaveCount(1);
      await expect(page.getByTestId('routines-empty')).toBeVisible();
      await dismissToasts(page);
    });

    await test.step('completed entries: filter and search', async () => {
      const section = page.getByRole('region', { name: 'Completed' });
      await section.getByRole('button', { name: 'Weekly' }).click();
      await expect(section.getByTestId('completed-item')).toHaveCount(1);
      await expect(section.getByTestId('completed-item')).toContainText(custom);
      await section.getByRole('button', { name: 'Daily' }).click();
      await section.getByLabel('Search entries').fill('rained');
      await expect(section.getByTestId('completed-item')).toHaveCount(1);
      await expect(section.getByTestId('completed-item')).toContainText(title);
      await section.getByLabel('Search entries').fill('nothing like this');
      await expect(section.getByTestId('completed-empty')).toBeVisible();
      // "All" searches both types' entries; an empty search lists them all.
      await section.getByRole('button', { name: 'All' }).click();
      await expect(section.getByTestId('completed-empty')).toBeVisible();
      await section.getByLabel('Search entries').fill('rained');
      await expect(section.getByTestId('completed-item')).toHaveCount(1);
      await section.getByLabel('Search entries').fill('');
      await expect(section.getByTestId('completed-item')).toHaveCount(2);
    });

    await test.step('My Score Card shows what the server counts, each figure with its period', async () => {
      await page.getByRole('button', { name: 'My Score Card' }).click();
      const modal = page.getByRole('dialog', { name: 'My Score Card' });
      await expect(modal.getByTestId('score-points')).toBeVisible();
      const card = await readApi<ReportCard>(page, '/api/v1/routines/report-card');
      await expect(modal.getByText('Total performance (last 7 days)')).toBeVisible();
      await expect(modal.getByTestId('score-total')).toHaveText(card.total === null ? (card.totalMessage ?? '') : `${card.total.toFixed(1)} / 10`, { ignoreCase: true });
      await expect(modal.getByText('Points (all time)')).toBeVisible();
      await expect(modal.getByTestId('score-points')).toHaveText(String(card.points));
      expect(card.points).toBeGreaterThan(0);
      await expect(modal.getByTestId('score-top-performer')).toHaveText(messages.routineTopAsk);
      await expect(modal.getByTestId('score-bar-mood')).toContainText(messages.routineNoMoodYet);
      await expect(modal.getByRole('progressbar', { name: /^Habit performance \d+%$/ })).toBeVisible();
    });

    await test.step('Top challengers: not shown until asked and answered yes; asked once; changeable', async () => {
      const modal = page.getByRole('dialog', { name: 'My Score Card' });
      const question = modal.getByTestId('top-challengers-question');
      await expect(question).toBeVisible();
      await expect(modal.getByText('(you)')).toHaveCount(0);
      await expect(modal.getByRole('switch', { name: 'Show me in the top challengers' })).toHaveCount(0);
      await question.getByRole('button', { name: 'Yes, show me' }).click();
      await expectToast(page, messages.routineSettingsSaved);
      await expect(question).toHaveCount(0);
      const me = modal.getByTestId('top-challengers').getByRole('listitem').filter({ hasText: '(you)' });
      await expect(me).toContainText(/This week: \d+ points/);
      await expect(modal.getByRole('switch', { name: 'Show me in the top challengers' })).toBeChecked();
      await expect(modal.getByTestId('score-top-performer')).toHaveText(/^You are number \d+ of this week's top performers\.$/);
      await dismissToasts(page);
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('button', { name: 'My Score Card' })).toBeFocused();
      // Opened again: not asked again; the switch turns it off.
      await page.getByRole('button', { name: 'My Score Card' }).click();
      await expect(modal.getByTestId('top-challengers')).toContainText('(you)');
      await expect(modal.getByTestId('top-challengers-question')).toHaveCount(0);
      await modal.getByRole('switch', { name: 'Show me in the top challengers' }).click();
      await expectToast(page, messages.routineSettingsSaved);
      await expect(modal.getByText('(you)')).toHaveCount(0);
      await expect(modal.getByRole('switch', { name: 'Show me in the top challengers' })).not.toBeChecked();
      await dismissToasts(page);
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('button', { name: 'My Score Card' })).toBeFocused();
    });

    await test.step('a routine with a reminder: skip today, pause, resume and delete it', async () => {
      const stretch = 'Evening stretch';
      await page.getByRole('button', { name: 'Add Habit' }).click();
      const panel = page.getByRole('dialog', { name: 'Add Habit' });
      await panel.getByLabel('Title').fill(stretch);
      await panel.getByLabel('Description').fill('Ten minutes of stretching before bed.');
      await panel.getByRole('radio', { name: 'Evening' }).check();
      await panel.getByRole('radio', { name: 'Daily' }).check();
      await panel.getByLabel('Reminder time').fill('21:15');
      await panel.getByRole('button', { name: 'Start Routine' }).click();
      await expect(panel.getByTestId('add-habit-problem')).toHaveText(messages.reminderMissing);
      await choose(panel, page, 'Reminder day', 'Sun');
      await panel.getByRole('button', { name: 'Start Routine' }).click();
      await expectToast(page, messages.routineAdded);
      await dismissToasts(page);
      const item = routineItem(page, stretch);

      await item.getByRole('button', { name: 'Skip today' }).click();
      const skip = page.getByRole('dialog', { name: 'Skip today' });
      await expect(skip.getByRole('radio', { name: /^Skipped/ })).toBeChecked();
      await skip.getByLabel('Reason (optional)').fill('Sore back');
      await skip.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, messages.routineSkipped);
      await expect(item).toContainText('Skipped today: Sore back');
      // Focus is back on the button that opened the modal (now offering to undo the skip).
      await expect(item.getByRole('button', { name: 'Undo skip' })).toBeFocused();
      await item.getByRole('button', { name: 'Undo skip' }).click();
      await expectToast(page, messages.routineCleared);
      await dismissToasts(page);

      await item.getByRole('button', { name: 'Pause' }).click();
      const pause = page.getByRole('dialog', { name: 'Pause this routine?' });
      await pause.getByLabel('Reason (optional)').fill('Travelling');
      await pause.getByRole('button', { name: 'Pause routine' }).click();
      await expectToast(page, messages.routinePaused);
      await expect(item.getByTestId('routine-paused')).toHaveText('Paused: Travelling');
      await expect(item.getByRole('checkbox', { name: 'Done today' })).toBeDisabled();
      await item.getByRole('button', { name: 'Resume' }).click();
      await expectToast(page, messages.routineResumed);
      await expect(item.getByTestId('routine-paused')).toHaveCount(0);
      await dismissToasts(page);

      // A second reminder for the same routine, set in Settings: both are kept, each removable on its own.
      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      const list = settings.getByTestId('reminders-list');
      await expect(list).toContainText('Sun at 09:15 PM');
      const form = settings.getByTestId('reminder-form');
      await choose(form, page, 'Routine', stretch);
      await form.getByLabel('Time', { exact: true }).fill('07:00');
      await choose(form, page, 'Day', 'Everyday');
      await form.getByRole('button', { name: 'Add reminder' }).click();
      await expectToast(page, messages.reminderSaved);
      const stretchReminders = list.getByRole('listitem').filter({ hasText: stretch });
      await expect(stretchReminders).toHaveCount(2);
      await expect(list).toContainText('Sun at 09:15 PM');
      await expect(list).toContainText('Everyday at 07:00 AM');
      await settings.getByRole('button', { name: `Delete the reminder for ${stretch}, Sun at 09:15 PM` }).click();
      await expectToast(page, messages.reminderDeleted);
      await expect(stretchReminders).toHaveCount(1);
      await expect(stretchReminders).toContainText('Everyday at 07:00 AM');
      await dismissToasts(page);
      await settings.getByRole('button', { name: 'Close' }).click();
      await expect(settings).toBeHidden();

      await item.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this routine?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, messages.routineDeleted);
      await expect(item).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Your routines' })).toBeFocused();
      await dismissToasts(page);
    });

    await test.step('the reminders panel comes in pages', async () => {
      // Eleven more reminders over three routines (made through the API), twelve in all: two pages of ten.
      for (const [r, minutes] of [['Page one', [0, 1, 2, 3, 4]], ['Page two', [5, 6, 7, 8, 9]], ['Page three', [10]]] as const) {
        const { routine } = await postAsUser(page, '/api/v1/routines', { title: r, description: `${r} routine`, target: 'Morning', routineType: 'Daily' });
        for (const m of minutes) await postAsUser(page, `/api/v1/routines/${routine.id}/reminders`, { time: `06:${String(m).padStart(2, '0')}`, day: 'Mon' });
      }
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'My Habit Routines' })).toBeVisible();
      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      const list = settings.getByTestId('reminders-list');
      await expect(settings.getByText('12 reminders, by time of day')).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(10);
      await expect(list).toContainText('Mon at 06:00 AM');
      await settings.getByRole('button', { name: '2', exact: true }).click();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list).toContainText('Mon at 06:10 AM');
      // The certified weekly routine's reminder is still there (it waits while its routine is finished).
      await expect(list).toContainText('Everyday at 07:30 AM');
      await settings.getByRole('button', { name: 'Close' }).click();
      await expect(settings).toBeHidden();
    });

    await test.step('/Routine: accessible, and fits a 360 px phone', async () => {
      await expectAccessible(page, '/Routine');
      await expectFitsPhone(page, page.getByRole('region', { name: 'Completed' }));
    });
  });

  test('the unsubscribe link works without signing in and says when it is not valid', async ({ page }) => {
    await page.goto('/Unsubscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Reminder e-mails' })).toBeVisible();
    await expect(page.getByTestId('unsubscribe-invalid')).toHaveText(messages.reminderUnsubscribeInvalid);

    await page.goto('/Unsubscribe?token=not-a-real-token-0000');
    await page.getByRole('button', { name: 'Stop reminder e-mails' }).click();
    await expectToast(page, messages.reminderUnsubscribeInvalid, { kind: 'error' });
    await expect(page.getByTestId('unsubscribe-outcome')).toHaveText(messages.reminderUnsubscribeInvalid);
    await expectAccessible(page, '/Unsubscribe');

    // The weekly insight e-mail's link names its list: the page is about that e-mail, and so is its answer.
    await page.goto('/Unsubscribe?list=insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly insight e-mail' })).toBeVisible();
    await expect(page.getByTestId('unsubscribe-invalid')).toHaveText(messages.weeklyEmailUnsubscribeInvalid);
    await page.goto('/Unsubscribe?list=Insights&token=not-a-real-token-0000');
    await page.getByRole('button', { name: 'Stop the weekly e-mail' }).press('Enter');
    await expectToast(page, messages.weeklyEmailUnsubscribeInvalid, { kind: 'error' });
    // The keyboard is left on the answer, not on the page's body.
    await expect(page.getByTestId('unsubscribe-outcome')).toHaveText(messages.weeklyEmailUnsubscribeInvalid);
    await expect(page.getByTestId('unsubscribe-outcome')).toBeFocused();
  });
});
