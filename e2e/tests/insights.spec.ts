import { messages } from '@iyl/core/catalog/messages';
import type { ExperimentResponse, InsightsOverview, Rated } from '@iyl/core/insights/contract';
import type { HabitPage, TaskPage } from '@iyl/core/plans/contract';
import { expect, type Page, type Request, test } from '@playwright/test';
import type { z } from 'zod';
import { livedDays } from '../support/database.ts';
import { dismissToasts, expectToast, finishSurvey, postAsUser, recordToasts, registerAndSignIn } from '../support/helpers.ts';
import { expectAccessible, expectFitsPhone, readApi } from '../support/screens.ts';

const sections = ['Health', 'Finance', 'Relationship', 'Meals', 'Mood'] as const;
type Section = (typeof sections)[number];

/** The generate calls the page makes for stale reports. */
const generateCall = /^\/api\/v1\/insights\/(goals|meals|mood)$/;
const isGenerate = (request: Request) => request.method() === 'POST' && generateCall.test(new URL(request.url()).pathname);
/** For page.route, which matches a RegExp against the whole URL. */
const toGenerate = (url: URL) => generateCall.test(url.pathname);

/** How many recorded toasts carry the message ('Analysis Generated!' is also part of the meal and mood ones). */
const timesShown = (shown: string[], text: string) =>
  shown.filter((t) => t.includes(text) && (text !== messages.analysisGenerated || !/(Meal|Mood) Analysis Generated!/.test(t))).length;

/** Each section's figures in the overview (undefined while it has no report). */
function figuresOf(overview: InsightsOverview): Record<Section, Rated | undefined> {
  return {
    Health: overview.goals.report?.figures.Health,
    Finance: overview.goals.report?.figures.Finance,
    Relationship: overview.goals.report?.figures.Relationship,
    Meals: overview.meals.report?.figures,
    Mood: overview.mood.report?.figures,
  };
}

const routineTitle = 'Evening walk';

/**
 * A customer with a week behind them (/Insights rates from 7 days with entries): a Health plan with an
 * item ticked off on each of the last 7 days, an evening routine and a mood on each of them, all through
 * the API, then moved back a day at a time (livedDays).
 */
async function customerWithData(page: Page) {
  const account = await registerAndSignIn(page, 'As a User', { fullname: 'Ines Insight' });
  await finishSurvey(page);
  await postAsUser(page, '/api/v1/plans/Health', { challenge: 'I sleep badly and feel tired every afternoon.' });
  const tasks = await readApi<z.infer<typeof TaskPage>>(page, '/api/v1/plans/Health/tasks?status=pending');
  const habits = await readApi<z.infer<typeof HabitPage>>(page, '/api/v1/plans/Health/habits?status=pending');
  const items = [...tasks.items.map((t) => `tasks/${t.id}`), ...habits.items.map((h) => `habits/${h.id}`)].slice(0, 7);
  expect(items).toHaveLength(7);
  for (const item of items) await postAsUser(page, `/api/v1/plans/${item}/complete`, {});
  await postAsUser(page, '/api/v1/routines', { title: routineTitle, description: 'A walk after dinner', target: 'Evening', routineType: 'Daily' });
  await postAsUser(page, '/api/v1/mood/today', { mood: 'Calm' });
  await livedDays(account.email, ['Happy', 'Calm', 'Stressed', 'Grateful', 'Calm', 'Anxious']);
  await dismissToasts(page);
}

test('a new customer with some data: reports written once, figures match the API, an experiment and the weekly e-mail; accessible and phone-sized', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await customerWithData(page);
  const toasts = await recordToasts(page);
  const generated: string[] = [];
  page.on('request', (request) => {
    if (isGenerate(request)) generated.push(new URL(request.url()).pathname);
  });

  await test.step('first visit: the busy state, then the reports written and told in one toast', async () => {
    // The generate calls are held back a little, so the wait is there to be seen.
    await page.route(toGenerate, async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    await page.goto('/Insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Behavioural Insights' })).toBeVisible();
    await expect(page.getByTestId('insights-writing').first()).toBeVisible();
    await expect(page.getByTestId('performance-Health')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('insights-writing')).toHaveCount(0, { timeout: 20_000 });
    await page.unrouteAll({ behavior: 'wait' });
    // One toast for the visit: the plans and the mood (a week of each) were analysed for the first time
    // (the general words for the two); the meals, with no meal plan, have nothing to rate and are not told. (Read from
    // the record: on a busy machine the toast's 5 s may be over before a check looks.)
    const shown: string[] = [];
    const record = async () => {
      shown.push(...(await toasts.shown()));
      return shown;
    };
    await expect.poll(async () => timesShown(await record(), messages.analysisGenerated)).toBe(1);
    await page.waitForLoadState('networkidle');
    await record();
    expect(generated.sort()).toEqual(['/api/v1/insights/goals', '/api/v1/insights/meals', '/api/v1/insights/mood']);
    expect(shown.filter((t) => t.includes(messages.analysisGenerated)), `toasts: ${shown.join(' | ')}`).toEqual([messages.analysisGenerated]);
    await dismissToasts(page);
  });

  await test.step('five sections whose figures are the server’s; a chart per area', async () => {
    const overview = await readApi<InsightsOverview>(page, '/api/v1/insights');
    expect(overview.goals.fresh && overview.meals.fresh && overview.mood.fresh).toBe(true);
    const figures = figuresOf(overview);
    expect(figures.Health?.performance, 'the Health plan has something to rate').not.toBeNull();
    // No Finance or Relationship plan and no meal plan: nothing to rate there.
    for (const name of ['Finance', 'Relationship', 'Meals'] as const) expect(figures[name]?.performance, name).toBeNull();
    for (const name of sections) {
      await expect(page.getByTestId(`section-${name}`)).toBeVisible();
      await expect(page.getByTestId(`section-${name}`).getByRole('button').first()).toContainText(name);
      const performance = figures[name]?.performance;
      if (performance === null || performance === undefined) {
        // No plan (nothing to rate) or a plan with too few days of ticks (what it needs and when).
        await expect(page.getByTestId(`rating-${name}`)).toHaveText(/^(No rating yet|Not enough data yet)$/);
        await expect(page.getByTestId(`performance-${name}`)).toHaveCount(0);
      } else {
        await expect(page.getByTestId(`performance-${name}`)).toHaveText(`${performance}%`);
      }
    }
    for (const chart of ['chart-Health', 'chart-Finance', 'chart-Relationship']) await expect(page.getByTestId(chart)).toBeVisible();
    await expect(page.getByTestId('insights-overall')).toBeVisible();
  });

  await test.step('one figure reads the same in a card’s header, its figures and its words (Health and Mood, a week of each)', async () => {
    const overview = await readApi<InsightsOverview>(page, '/api/v1/insights');
    const health = overview.goals.report!.figures.Health;
    const healthCard = page.getByTestId('section-Health');
    await expect(page.getByTestId('performance-Health')).toHaveText(`${health.performance}%`);
    await expect(healthCard).toContainText(`Your Health rating is ${health.rating} out of 10 (${health.performance}% performance`);
    await expect(healthCard.getByTestId('area-figures')).toContainText(`Items done${health.done} of ${health.items}`);
    const mood = overview.mood.report!.figures;
    expect(mood).toMatchObject({ logged: 7, commonest: 'Calm', goodPercent: 71 });
    const moodCard = page.getByTestId('section-Mood');
    await moodCard.getByRole('button').first().click();
    const grid = moodCard.getByTestId('mood-figures');
    await expect(grid).toContainText('Calm or better71%');
    await expect(grid).toContainText('Commonest moodCalm');
    await expect(moodCard).toContainText('Over the last 30 days you logged a mood on 7 days. 71% of them were calm or better. Your most common mood was Calm.');
    await expect(page.getByTestId('performance-Mood')).toHaveText(`${mood.performance}%`);
    await moodCard.getByRole('button').first().click();
  });

  await test.step('a reload asks for no new report and tells of none', async () => {
    generated.length = 0;
    await page.reload();
    await expect(page.getByTestId('performance-Health')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(generated).toEqual([]);
    await expect(page.getByTestId('insights-writing')).toHaveCount(0);
    expect((await toasts.shown()).filter((t) => t.includes(messages.analysisGenerated))).toEqual([]);
  });

  await test.step('new data: the report is written anew without a toast; a Retry the customer asks for is told', async () => {
    const tickOne = async () => {
      const habits = await readApi<z.infer<typeof HabitPage>>(page, '/api/v1/plans/Health/habits?status=pending');
      expect(habits.items.length).toBeGreaterThan(0);
      await postAsUser(page, `/api/v1/plans/habits/${habits.items[0]!.id}/complete`, {});
    };
    // One more task ticked off: the plans' report is out of date, and the mood's (it reads every part);
    // the meals' is not. Both had something to rate already.
    await tickOne();
    generated.length = 0;
    await page.reload();
    await expect.poll(() => generated.sort()).toEqual(['/api/v1/insights/goals', '/api/v1/insights/mood']);
    await expect(page.getByTestId('insights-writing')).toHaveCount(0, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await toasts.shown(), 'a report written anew is shown, not told').toEqual([]);

    // Another one, and the plans' analysis fails once: the customer's Retry writes it and says so.
    await tickOne();
    await page.route(toGenerate, (route) => route.fulfill({ status: 502, json: { error: { code: 'AI_FAILED', message: messages.aiFailed } } }));
    await page.reload();
    const retry = page.getByTestId('insights-overall').getByTestId('insights-retry');
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await page.unrouteAll({ behavior: 'wait' });
    await dismissToasts(page);
    await toasts.shown();
    await retry.click();
    const told: string[] = [];
    const recordTold = async () => {
      told.push(...(await toasts.shown()));
      return told.filter((t) => t.includes(messages.analysisGenerated));
    };
    await expect.poll(recordTold).toEqual([messages.analysisGenerated]);
    await expect(page.getByTestId('insights-writing')).toHaveCount(0, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await recordTold();
    expect(told.filter((t) => t.includes(messages.analysisGenerated)), `toasts: ${told.join(' | ')}`).toEqual([messages.analysisGenerated]);
    await dismissToasts(page);
  });

  await test.step('start an experiment on the routine, then turn the weekly e-mail on', async () => {
    const form = page.getByTestId('experiment-form');
    await form.getByLabel('Routine to test').selectOption({ label: routineTitle });
    await form.getByText('14 days', { exact: true }).click();
    const started = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/v1/insights/experiments');
    await form.getByRole('button', { name: 'Start the experiment' }).click();
    const response = await started;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as ExperimentResponse;
    expect(body.experiment.days).toBe(14);
    await expectToast(page, body.message);
    await expect(page.getByTestId('experiment-running')).toContainText(routineTitle);
    // It starts tomorrow: today is not in the schedule.
    await expect(page.getByTestId('experiment-day')).toHaveText('Starts tomorrow');
    const first = body.experiment.schedule[0]!;
    await expect(page.getByTestId('experiment-first-day')).toHaveText(`Your first day is tomorrow: ${first.assigned === 'do' ? 'do it' : 'skip it'}`);
    await expect(page.getByTestId('experiment-today')).toHaveCount(0);
    const boxes = page.getByTestId('experiment-schedule').getByRole('listitem');
    await expect(boxes).toHaveCount(14);
    await expect(boxes.first()).toHaveAttribute('aria-label', /\(tomorrow\): (do it|skip it)$/);
    await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
    await expect(page.getByTestId('experiment-form')).toHaveCount(0);
    await dismissToasts(page);

    const weekly = page.getByRole('switch', { name: 'E-mail me my insights every Monday' });
    await expect(weekly).not.toBeChecked();
    await weekly.click();
    await expectToast(page, messages.weeklyEmailOn);
    await expect(weekly).toBeChecked();
    expect((await readApi<InsightsOverview>(page, '/api/v1/insights')).weeklyEmail).toBe(true);
    await dismissToasts(page);
  });

  await test.step('once it has started (the overview seen as of its first day): day 1, today’s assignment and today’s box', async () => {
    await page.route('**/api/v1/insights', async (route) => {
      const response = await route.fetch();
      const overview = (await response.json()) as InsightsOverview;
      const experiment = overview.experiment;
      if (experiment) {
        overview.day = experiment.startDay;
        experiment.today = experiment.schedule[0]?.assigned ?? null;
      }
      await route.fulfill({ response, json: overview });
    });
    await page.reload();
    await expect(page.getByTestId('experiment-day')).toHaveText('Day 1 of 14');
    await expect(page.getByTestId('experiment-today')).toHaveText(/^Today: (do it|skip it)$/);
    await expect(page.getByTestId('experiment-first-day')).toHaveCount(0);
    const today = page.getByTestId('experiment-schedule').locator('[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText('Today');
    await expect(today).toHaveAttribute('aria-label', /^Day 1, .+ \(today\): (do it|skip it)$/);
    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    await expect(page.getByTestId('experiment-day')).toHaveText('Starts tomorrow');
  });

  await test.step('the screen is accessible and fits a phone', async () => {
    await expectAccessible(page, '/Insights');
    await expectFitsPhone(page, page.getByTestId('experiment-running'));
  });

  await test.step('with a score line under the title on a phone, each chevron still sits beside its title; a card writes its percentages one way', async () => {
    await expectChevronsBesideTitles(page);
    // The header's "Performance 22%" and the words below it ("22% performance") alike, never "22 %".
    for (const card of [page.getByTestId('section-Health'), page.getByTestId('insights-overall'), page.getByTestId('section-Mood')]) {
      await card.scrollIntoViewIfNeeded();
      const text = (await card.textContent()) ?? '';
      expect(text, 'a percentage written "22 %"').not.toMatch(/\d[\s\u00a0\u202f]+%/);
    }
    await expect(page.getByTestId('section-Health')).toContainText(/\d%/);
  });
});

/** Each section's chevron beside its title (on the title's line, not the score's below it), at the row's end. */
async function expectChevronsBesideTitles(page: Page) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const name of sections) {
      const control = page.getByTestId(`section-${name}`).getByRole('button').first();
      await control.scrollIntoViewIfNeeded();
      const [row, chevron, title] = await Promise.all([
        control.boundingBox(),
        control.locator('[data-chevron]').boundingBox(),
        control.getByText(name, { exact: true }).boundingBox(),
      ]);
      if (!row || !chevron || !title) throw new Error(`${name} at ${width} px: no layout box`);
      const where = `${name} at ${width} px: chevron ${JSON.stringify(chevron)}, title ${JSON.stringify(title)}, row ${JSON.stringify(row)}`;
      expect(chevron.x, `${where}: right of the title`).toBeGreaterThanOrEqual(title.x + title.width);
      expect(chevron.x + chevron.width, `${where}: at the row's end`).toBeGreaterThan(row.x + row.width - 48);
      expect(chevron.y + chevron.height, `${where}: not above the title`).toBeGreaterThan(title.y);
      expect(title.y - row.y, `${where}: the title at the row's top, no line above it`).toBeLessThan(24);
      expect(Math.abs(chevron.y + chevron.height / 2 - (title.y + title.height / 2)), `${where}: on the title's line`).toBeLessThan(4);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('each section’s chevron sits beside its title, at the row’s end, at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndSignIn(page, 'As a User', { fullname: 'Cleo Chevron' });
  await finishSurvey(page);
  await page.goto('/Insights');
  await expect(page.getByTestId('section-Health')).toBeVisible();
  await expectChevronsBesideTitles(page);
});

test('minutes after sign-up, with one mood (Stressed): each part says "Not enough data yet", what it needs and when, and claims nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndSignIn(page, 'As a User', { fullname: 'Nora Newcomer' });
  // The survey, and its last step writes the first plans (as /QuizCompletion does): every area has items, none ticked off yet.
  await finishSurvey(page);
  for (const area of ['Health', 'Finance', 'Relationship']) await postAsUser(page, '/api/v1/onboarding/plans', { area });
  await postAsUser(page, '/api/v1/mood/today', { mood: 'Stressed' });
  await dismissToasts(page);
  await page.goto('/Insights');
  await expect(page.getByTestId('insights-writing')).toHaveCount(0, { timeout: 20_000 });
  const overview = await readApi<InsightsOverview>(page, '/api/v1/insights');
  const day = overview.day;
  const weekday = (n: number) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()}`;
  };

  await test.step('the Overall and an area with a plan: not enough data yet, never 0/10 or "out of reach"', async () => {
    await expect(page.getByTestId('overall-rating')).toHaveText('Not enough data yet');
    // The heading says it once; the words go on with the mood logged (never "nothing is logged"), in plain text, not bold.
    const comment = page.getByTestId('overall-comment');
    await expect(comment).toContainText('Your overall rating is the average of the sections that are rated, and none is rated yet.');
    await expect(comment).toContainText('You have 1 of the 7 so far.');
    await expect(page.getByTestId('insights-overall')).not.toContainText(/Not enough data for an overall rating|Nothing is logged/);
    expect(Number(await comment.evaluate((el) => getComputedStyle(el).fontWeight))).toBeLessThan(600);
    await expect(page.getByTestId('rating-Health')).toHaveText('Not enough data yet');
    const health = page.getByTestId('not-enough-Health');
    await expect(health).toBeVisible();
    await expect(health.getByTestId('not-enough-Health-needed')).toHaveText(
      'Tick off an item of your Health plan on 7 different days to see your Health rating and where it is heading. Nothing is ticked off yet, and that is fine: the first day is the one to start with.',
    );
    // Today is one of the 7 days: today and 6 more, the same day as the mood's 6 more after today's.
    await expect(health.getByTestId('not-enough-Health-when')).toHaveText(`Tick off an item today and on each of the next 6 days, and it can be ready: ${weekday(6)} at the earliest.`);
    await expect(health.getByRole('link', { name: 'Add to your Health plan' })).toBeVisible();
  });

  await test.step('the mood: one day logged, six to go, and no "most common" or "often" from one entry', async () => {
    const mood = page.getByTestId('section-Mood');
    await expect(page.getByTestId('rating-Mood')).toHaveText('Not enough data yet');
    await mood.getByRole('button').first().click();
    await expect(page.getByTestId('not-enough-Mood-needed')).toHaveText(
      'Log your mood on 7 different days within 30 days to see your mood rating and where it is heading. You have 1 of the 7 so far.',
    );
    await expect(page.getByTestId('not-enough-Mood-when')).toHaveText(`Log your mood on each of the next 6 days, and it can be ready: ${weekday(6)} at the earliest.`);
    await expect(mood.getByRole('link', { name: 'Log your mood on the Emotional page' })).toBeVisible();
  });

  await test.step('the trends wait for 14 days, and nothing on the page claims more than the data shows', async () => {
    await expect(page.getByTestId('chart-mood-not-enough-needed')).toHaveText(
      'Log your mood on 14 different days within 30 days to see this trend. You have 1 of the 14 so far.',
    );
    await expect(page.getByTestId('chart-Health-not-enough')).toBeVisible();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/most common|\boften\b|out of reach|Needs Improvement|0\/10/i);
  });

  await test.step('accessible, and it fits a phone', async () => {
    await expectAccessible(page, '/Insights');
    await expectFitsPhone(page, page.getByTestId('not-enough-Health'));
  });
});
