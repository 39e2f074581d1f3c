import { messages } from '@iyl/core/catalog/messages';
import { markedMessage, type PlanItemKind, planCreatedMessage } from '@iyl/core/plans/contract';
import { PLANS_PER_CUSTOMER_MAX } from '@iyl/core/plans/limits';
import { expect, type Page, test } from '@playwright/test';
import { givePlans } from '../support/database.ts';
import { dismissToasts, expectPath, expectToast, finishSurvey, postAsUser, registerAndSignIn, spokenText, withFakeVoice } from '../support/helpers.ts';

type Card = 'pending' | 'completed' | 'total';
type Part = 'all' | 'goals' | 'tasks' | 'habits';

/** One number of the summary cards (Pending, Completed, Total; all or one kind). */
const summaryCount = (page: Page, card: Card, part: Part = 'all') =>
  page.getByTestId(`summary-${card}`).getByTestId(`summary-${part}`);

async function readCount(page: Page, card: Card, part: Part = 'all'): Promise<number> {
  return Number(await summaryCount(page, card, part).textContent());
}

const list = (page: Page, kind: PlanItemKind) => page.getByTestId(`plan-list-${kind}`);

test.describe('action plans', () => {
  test('New Plans, Mark Complete with Undo, strategies and Save Notes on /Finance; /Health keeps to its own area; tabs on a phone; archive and restore', async ({ page }) => {
    test.setTimeout(120_000);
    // Debian's Chromium has no speech engine; Read aloud is tried with a recording voice.
    await withFakeVoice(page);
    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await finishSurvey(page);
    await dismissToasts(page);

    await test.step('a Finance plan from the customer’s own challenge', async () => {
      await page.goto('/Finance');
      await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
      await page.getByRole('button', { name: 'Get Started Now' }).click();
      const panel = page.getByRole('dialog', { name: 'New Plans' });
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, messages.challengeEmpty, { kind: 'error' });

      const challenge = 'I have credit card debt on two cards and never manage to save anything at the end of the month.';
      await panel.getByLabel('Describe your challenge').fill(challenge);
      await expect(panel.getByTestId('challenge-counter')).toHaveText(`${challenge.length} / 4,000 characters`);
      await panel.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, planCreatedMessage.Finance);
      await expect(panel).toBeHidden();

      await expect(list(page, 'goal').getByTestId('plan-item-goal')).toHaveCount(1);
      await expect(list(page, 'task').getByTestId('plan-item-task').filter({ hasText: /debt/i }).first()).toBeVisible();
      await expect(list(page, 'habit').getByTestId('plan-item-habit').first()).toBeVisible();
      // A task shows its dates as 'Mar 02, 2026 – Apr 30, 2026'.
      await expect(list(page, 'task').getByTestId('plan-item-task').first()).toContainText(
        /[A-Z][a-z]{2} \d{2}, \d{4} – [A-Z][a-z]{2} \d{2}, \d{4}/,
      );
      await expect(summaryCount(page, 'completed')).toHaveText('0');
      await dismissToasts(page);
    });

    await test.step('one goal (after its confirmation), one task and one habit marked complete', async () => {
      const pending = await readCount(page, 'pending');
      const total = await readCount(page, 'total');
      expect(total).toBe(pending);
      let done = 0;
      for (const kind of ['goal', 'task', 'habit'] as const) {
        const pendingOfKind = list(page, kind).locator('[data-status="pending"]');
        const before = await pendingOfKind.count();
        await list(page, kind).getByRole('button', { name: 'Mark Complete' }).first().click();
        if (kind === 'goal') {
          // A goal is the end of a plan of weeks: it asks first (issue 47), and "Not yet" changes nothing.
          const confirm = page.getByRole('dialog', { name: 'Mark this goal complete?' });
          await expect(confirm).toBeVisible();
          await expect(confirm).toContainText('Marking it complete says you have reached this goal');
          await expect(confirm).toContainText(/\d+ of its actions and habits are still open\./);
          const marks: string[] = [];
          const onRequest = (request: { method(): string; url(): string }) => {
            if (request.method() === 'POST' && /\/plans\/goals\/[^/]+\/complete$/.test(request.url())) marks.push(request.url());
          };
          page.on('request', onRequest);
          await confirm.getByRole('button', { name: 'Not yet' }).click();
          await expect(confirm).toBeHidden();
          await expect(pendingOfKind).toHaveCount(before);
          await expect(summaryCount(page, 'completed')).toHaveText(String(done));
          expect(marks, 'no goal is marked before the customer says yes').toEqual([]);
          page.off('request', onRequest);
          await list(page, kind).getByRole('button', { name: 'Mark Complete' }).first().click();
          await page.getByRole('dialog', { name: 'Mark this goal complete?' }).getByRole('button', { name: 'Yes, mark it complete' }).click();
        }
        await expectToast(page, markedMessage[kind]);
        done += 1;
        await expect(summaryCount(page, 'pending')).toHaveText(String(pending - done));
        await expect(summaryCount(page, 'completed')).toHaveText(String(done));
        await expect(summaryCount(page, 'completed', `${kind}s`)).toHaveText('1');
        await expect(pendingOfKind).toHaveCount(before - 1);
        await expect(list(page, kind).locator('[data-status="completed"]')).toHaveCount(1);
      }
      await expect(summaryCount(page, 'total')).toHaveText(String(total));
      await dismissToasts(page);
    });

    await test.step('Undo in the toast takes a completion back', async () => {
      const pending = await readCount(page, 'pending');
      await list(page, 'task').getByRole('button', { name: 'Mark Complete' }).first().click();
      const toast = await expectToast(page, markedMessage.task);
      await expect(summaryCount(page, 'pending')).toHaveText(String(pending - 1));
      await expect(summaryCount(page, 'completed', 'tasks')).toHaveText('2');
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expectToast(page, messages.markUndone);
      await expect(summaryCount(page, 'pending')).toHaveText(String(pending));
      await expect(summaryCount(page, 'completed', 'tasks')).toHaveText('1');
      await expect(list(page, 'task').locator('[data-status="completed"]')).toHaveCount(1);
      await dismissToasts(page);
    });

    await test.step('View shows a task’s strategies; Save Notes keeps them', async () => {
      const task = list(page, 'task').getByTestId('plan-item-task').first();
      const title = ((await task.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
      await task.getByRole('button', { name: 'View' }).click();
      const panel = page.getByRole('dialog', { name: 'Action' });
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('item-panel-title')).toHaveText(title);
      await expect(panel.getByRole('heading', { name: 'AI strategies' })).toBeVisible();
      await expect(panel.getByTestId('strategy-html')).toContainText(/\w+/, { timeout: 30_000 });
      // The test server runs the built-in engine, and the panel says so.
      await expect(panel.getByText(messages.builtInCoach)).toBeVisible();

      await panel.getByRole('switch', { name: 'Read aloud' }).click();
      await expectToast(page, messages.speechActivated);
      await expect.poll(() => spokenText(page)).not.toBe('');

      await panel.getByRole('button', { name: 'Save Notes' }).click();
      await expectToast(page, messages.actionSavedInNotes);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await dismissToasts(page);
    });

    await test.step('the dashboard’s Finance donut has moved', async () => {
      // In-app navigation: the metrics come from the cache the marks refreshed.
      await page.getByRole('link', { name: 'IYL home' }).click();
      await expectPath(page, '/Board');
      const finance = page.getByTestId('area-score-Finance').getByTestId('area-score-label');
      await expect(finance).toHaveText(/^\d+(\.\d)?\/10$/);
      await expect(finance).not.toHaveText('0/10');
    });

    await test.step('/Health shows only Health items: its own welcome card', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Health', exact: true }).click();
      await expectPath(page, '/Health');
      await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Click Here to Get Started' })).toBeVisible();
      await expect(page.getByTestId(/^plan-item-/)).toHaveCount(0);
      await expect(page.getByText(/debt/i)).toHaveCount(0);
    });

    await test.step('on a 360 × 740 phone /Relationship shows compact summary cards and the lists as tabs, the first item in view', async () => {
      await postAsUser(page, '/api/v1/plans/Relationship', { challenge: 'We argue about chores and rarely spend an evening together.' });
      await page.setViewportSize({ width: 360, height: 740 });
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
      // One list at a time in the page's own flow, none scrolling inside it: far from the ~4,200 px
      // of the three fixed-height lists one under another.
      await expect(page.locator('[data-testid^="plan-list-"] .mantine-ScrollArea-root')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2_000);

      await tabs.getByRole('tab', { name: 'Action' }).click();
      await expect(page.getByTestId('plan-item-task').first()).toBeVisible();
      await expect(page.getByTestId('plan-item-goal')).toHaveCount(0);
      await tabs.getByRole('tab', { name: 'Habits' }).click();
      await expect(page.getByTestId('plan-item-habit').first()).toBeVisible();
      await expect(page.getByTestId('plan-item-task')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    await test.step('on tablets (800 and 1024 px) the lists are tabs in the page flow, not three fixed-height boxes one under another', async () => {
      for (const width of [800, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const tabs = page.getByRole('tablist');
        await expect(tabs.getByRole('tab'), `${width} px`).toHaveText(['Goals', 'Action', 'Habits']);
        await tabs.getByRole('tab', { name: 'Goals' }).click();
        await expect(page.getByTestId('plan-item-goal').first()).toBeVisible();
        // One list shown, none scrolling inside the scrolling page.
        await expect(page.locator('[data-testid^="plan-list-"]')).toHaveCount(1);
        await expect(page.locator('[data-testid^="plan-list-"] .mantine-ScrollArea-root')).toHaveCount(0);
        const first = await page.getByTestId('plan-item-goal').first().boundingBox();
        expect(first!.y, 'the first goal starts inside the viewport').toBeLessThan(800 - 40);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });

    await test.step('at 1280 px the same screen keeps its three columns', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('tablist')).toHaveCount(0);
      const kinds = ['goal', 'task', 'habit'] as const;
      for (const kind of kinds) await expect(list(page, kind).getByTestId(`plan-item-${kind}`).first()).toBeVisible();
      // Measured together, and again until the layout has settled after the resize.
      await expect
        .poll(async () => new Set(await Promise.all(kinds.map(async (kind) => (await list(page, kind).boundingBox())?.y))).size, {
          message: 'the three lists start at the same height',
        })
        .toBe(1);
    });

    await test.step('a second plan repeats nothing pending; the earlier plan is archived (with Undo) and restored', async () => {
      await postAsUser(page, '/api/v1/plans/Relationship', { challenge: 'We argue about chores and rarely spend an evening together.' });
      await page.reload();
      const goals = list(page, 'goal').getByTestId('plan-item-goal');
      await expect(goals).toHaveCount(2);
      const titles = await list(page, 'task').getByTestId('plan-item-task').locator('h3').allTextContents();
      expect(new Set(titles).size, 'no task twice').toBe(titles.length);
      const total = await readCount(page, 'total');
      await dismissToasts(page);

      // Newest first: the second card is the earlier plan.
      await goals.nth(1).getByRole('button', { name: 'Archive plan' }).click();
      const toast = await expectToast(page, messages.planArchived);
      await expect(goals).toHaveCount(1);
      await expect.poll(() => readCount(page, 'total')).toBeLessThan(total);
      // Undo brings it straight back.
      await toast.getByTestId('toast-action').click();
      await expectToast(page, messages.itemRestored);
      await expect(goals).toHaveCount(2);
      await dismissToasts(page);

      await goals.nth(1).getByRole('button', { name: 'Archive plan' }).click();
      await expect(goals).toHaveCount(1);
      await page.getByRole('switch', { name: 'Show archived' }).check();
      const archived = list(page, 'goal').getByTestId('plan-item-goal');
      await expect(archived).toHaveCount(1);
      await expect(list(page, 'task').getByTestId('plan-item-task').first()).toBeVisible();
      await expect(list(page, 'goal').getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
      await archived.getByRole('button', { name: 'Restore' }).click();
      await expectToast(page, messages.itemRestored);
      await expect(page.getByTestId('plan-empty-goal')).toContainText('No archived goals');
      await page.getByRole('switch', { name: 'Show archived' }).uncheck();
      await expect(goals).toHaveCount(2);
      await expect.poll(() => readCount(page, 'total')).toBe(total);
    });
  });
  test(`at ${PLANS_PER_CUSTOMER_MAX} plans going, New Plans says why it cannot make another and keeps the text`, async ({ page }) => {
    const account = await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await dismissToasts(page);
    await givePlans(account.email, PLANS_PER_CUSTOMER_MAX);
    await page.goto('/Finance');
    await page.getByRole('button', { name: 'Get Started Now' }).click();
    const panel = page.getByRole('dialog', { name: 'New Plans' });
    const challenge = 'I never know where my money goes by the end of the month.';
    await panel.getByLabel('Describe your challenge').fill(challenge);
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, messages.plansFull, { kind: 'error' });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Describe your challenge')).toHaveValue(challenge);
  });

  test('a failed load says so and clears the busy state; a failed New Plans keeps the text', async ({ page }) => {
    await registerAndSignIn(page, 'As a User');
    await expectPath(page, '/Quiz');
    await dismissToasts(page);
    const failure = (status: number, code: string, message: string) => ({ status, json: { error: { code, message } } });

    await test.step('the summary cannot be loaded', async () => {
      await page.route('**/api/v1/plans/Relationship/summary', (route) => route.fulfill(failure(500, 'INTERNAL', messages.internal)));
      await page.goto('/Relationship');
      await expectToast(page, messages.loadFailed, { kind: 'error' });
      await expect(page.getByTestId('busy-overlay')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await page.unroute('**/api/v1/plans/Relationship/summary');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('button', { name: 'Start Connecting' })).toBeVisible();
      await dismissToasts(page);
    });

    await test.step('an AI failure toasts with the AI title and the challenge stays', async () => {
      await page.route('**/api/v1/plans/Relationship', (route) =>
        route.request().method() === 'POST' ? route.fulfill(failure(502, 'AI_FAILED', messages.aiFailed)) : route.fallback(),
      );
      await page.getByRole('button', { name: 'Start Connecting' }).click();
      const panel = page.getByRole('dialog', { name: 'New Plans' });
      const challenge = 'We argue about chores and rarely spend an evening together.';
      await panel.getByLabel('Describe your challenge').fill(challenge);
      await panel.getByRole('button', { name: 'Submit' }).click();
      const toast = await expectToast(page, messages.aiFailed, { kind: 'error' });
      await expect(toast).toContainText(messages.aiFailedTitle);
      await expect(panel).toBeVisible();
      await expect(panel.getByLabel('Describe your challenge')).toHaveValue(challenge);
      await expect(page.getByTestId('busy-overlay')).toHaveCount(0);
    });
  });
});
