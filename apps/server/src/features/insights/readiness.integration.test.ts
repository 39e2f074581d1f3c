import { calendarDate } from '@iyl/core/coach-profiles/rules';
import { NO_DATA_RATING } from '@iyl/core/insights/figures';
import { kcalText, percentText } from '@iyl/core/insights/format';
import type { GoalReport, InsightsOverview, MealReport, MoodReport } from '@iyl/core/insights/contract';
import type { Mood } from '@iyl/core/mood/constants';
import type { PlanArea } from '@iyl/core/plans/contract';
import { addDays } from '@iyl/core/time/zone';
import { describe, expect, it } from 'vitest';
import { manualClock, signedInUser, suiteApp } from '../../../test/support/app.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { weeklyMail } from './mails.ts';

/*
 * Issue 47: insights that claim no more than the data shows. One customer per stage — minutes after
 * sign-up, after one day, after one week, after six weeks — lived day by day on the app's clock, each
 * checked against the thresholds: a rating and a prediction from 7 days with entries for that part,
 * a trend from 14, no "often", "most common" or strongest part from fewer than 3 entries. Then: a
 * figure reads the same wherever it appears (the report's figures and words, the charts' table, the
 * weekly e-mail, the dashboard).
 */

const DAY = 86_400_000;
/** Words no report may say of a part short of data. */
const CLAIMS = /\boften\b|most common|strongest|likely|out of reach|Needs Improvement/i;

describe.each(testDatabases())('insights claim no more than the data shows, on $name', (testDb) => {
  // The Sunday before a Monday, 2 March 2026: each stage starts on a morning of its own (nextMorning).
  const clock = manualClock(new Date('2026-03-01T07:00:00Z'));
  const suite = suiteApp(testDb, () => ({ clock: clock.now, env: { SESSION_IDLE_HOURS: '2000', SESSION_MAX_DAYS: '365' } }));
  const today = () => clock.now().toISOString().slice(0, 10);
  /** Moves the clock to 07:00 UTC of the next day (each stage starts on a morning of its own). */
  const nextMorning = () => {
    const next = Date.parse(`${addDays(today(), 1)}T07:00:00Z`);
    clock.advance(next - clock.now().getTime());
  };
  /** Moves the clock to 20:00 UTC today: the day's meals have come. */
  const evening = () => clock.advance(Date.parse(`${today()}T20:00:00Z`) - clock.now().getTime());

  async function customer() {
    const user = await signedInUser(suite.app, suite.smtp);
    expect((await user.client.request('PUT', '/api/v1/auth/time-zone', { timeZone: 'UTC' })).statusCode).toBe(200);
    const services = suite.app.services;
    const me = { id: user.id, timeZone: 'UTC' };
    return {
      ...user,
      me,
      /** A plan for the area, as New Plans (or the survey) writes it. */
      plan: async (area: PlanArea) => {
        expect((await user.client.post(`/api/v1/plans/${area}`, { challenge: `I want to do better with my ${area.toLowerCase()} this spring.` })).statusCode).toBe(201);
      },
      /** Ticks off the area's next pending task (or habit). */
      tick: async (area: PlanArea) => {
        const task = (await services.plans.list('task', user.id, area, { status: 'pending', limit: 1 })).items[0];
        if (task) return void (await services.plans.complete('task', task.id, user.id));
        const habit = (await services.plans.list('habit', user.id, area, { status: 'pending', limit: 1 })).items[0];
        if (!habit) throw new Error(`nothing left to tick off in ${area}`);
        await services.plans.complete('habit', habit.id, user.id);
      },
      mood: (mood: Mood) => services.mood.recordOn(me, today(), mood),
      /** A meal plan from today, as the Meal Planner saves it. */
      mealPlan: async () => {
        if (!(await services.meals.getSetup(me))) {
          await services.meals.saveSetup(me, { diet: 'balanced', allergies: ['none'], preference: 'savory', goal: 'maintenance', schedule: '3-meals' });
        }
        await services.meals.generateAndSave(me);
      },
      /** Marks today's meals of these types eaten. */
      eat: async (...types: ('Breakfast' | 'Lunch' | 'Dinner')[]) => {
        const { plan } = await services.meals.plan(me);
        const meals = (plan?.meals ?? []).filter((m) => m.date === today() && types.includes(m.type));
        expect(meals).toHaveLength(types.length);
        for (const meal of meals) await services.meals.mark(me, meal.id, true);
      },
      reports: async () => {
        const goals = (await user.client.post('/api/v1/insights/goals')).json().report as GoalReport;
        const meals = (await user.client.post('/api/v1/insights/meals')).json().report as MealReport;
        const mood = (await user.client.post('/api/v1/insights/mood')).json().report as MoodReport;
        const overview = (await user.client.get('/api/v1/insights')).json() as InsightsOverview;
        return { goals, meals, mood, overview };
      },
    };
  }

  it('minutes after sign-up, with plans in every area: nothing is rated or predicted, each part says what it needs and when', async () => {
    nextMorning();
    const c = await customer();
    for (const area of ['Health', 'Finance', 'Relationship'] as const) await c.plan(area);
    const { goals, meals, mood, overview } = await c.reports();
    const readyOn = addDays(today(), 6);
    expect(readyOn).toBe('2026-03-08');
    for (const area of ['Health', 'Finance', 'Relationship'] as const) {
      expect(goals.figures[area], area).toMatchObject({ rating: NO_DATA_RATING, performance: null, badge: null, ready: { days: 0, need: 7, ready: false, more: 7, readyOn } });
      expect(goals.figures[area].items).toBeGreaterThan(0);
    }
    expect(goals.figures.overall).toEqual({ rating: NO_DATA_RATING, performance: null, badge: null });
    expect(goals.words.Health.RatingComment).toBe(
      'Not enough data for a Health rating yet. Tick off an item of your Health plan on 7 different days to see your Health rating and where it is heading. Nothing is ticked off yet, and that is fine: the first day is the one to start with. Tick off an item today and on each of the next 6 days, and it can be ready: Mar 08, 2026 at the earliest.',
    );
    expect(goals.words.Overall.RatingComment).toMatch(/^Your overall rating is the average of the sections that are rated, and none is rated yet\./);
    // The "Overall 0/10 NEEDS IMPROVEMENT" and "likely to stay out of reach": gone.
    expect(JSON.stringify(goals.words)).not.toMatch(CLAIMS);
    expect(meals.figures).toMatchObject({ rating: NO_DATA_RATING, plan: null });
    expect(mood.figures).toMatchObject({ rating: NO_DATA_RATING, logged: 0, ready: { days: 0, more: 7, readyOn } });
    expect(JSON.stringify([meals.words, mood.words])).not.toMatch(CLAIMS);
    for (const trend of Object.values(overview.charts.trends)) expect(trend).toMatchObject({ days: 0, need: 14, ready: false });
  });

  it('after one day (one mood, Stressed; a task ticked off; three meals eaten): still nothing rated, no "often" or "most common", six more days', async () => {
    nextMorning();
    const c = await customer();
    await c.plan('Health');
    await c.mealPlan();
    evening();
    await c.mood('Stressed');
    await c.tick('Health');
    await c.eat('Breakfast', 'Lunch', 'Dinner');
    const { goals, meals, mood, overview } = await c.reports();
    const readyOn = addDays(today(), 6);
    expect(mood.figures).toMatchObject({ rating: NO_DATA_RATING, logged: 1, commonest: null, ready: { days: 1, more: 6, readyOn } });
    expect(mood.words.MoodSummary.OverallMoodComment).toBe(
      `Not enough data for a mood rating yet. Log your mood on 7 different days within 30 days to see your mood rating and where it is heading. You have 1 of the 7 so far. Log your mood on each of the next 6 days, and it can be ready: ${calendarDate(readyOn)} at the earliest.`,
    );
    // The goals report's Overall reads the same mood: one day logged, never "nothing is logged".
    expect(goals.figures.Mood).toEqual({ rating: NO_DATA_RATING, performance: null, badge: null, ready: mood.figures.ready });
    expect(goals.words.Overall.RatingComment).toContain('You have 1 of the 7 so far.');
    expect(goals.words.Overall.RatingComment).not.toMatch(/nothing is (logged|ticked off)/i);
    expect(goals.figures.Health).toMatchObject({ rating: NO_DATA_RATING, done: 1, ready: { days: 1, more: 6, readyOn } });
    expect(meals.figures).toMatchObject({ rating: NO_DATA_RATING, due: 3, eaten: 3, ready: { days: 1, more: 6, readyOn } });
    // "Stressed was your most common mood, on 1 of your 1 logged day", "Feeling stressed often", "likely to stay as it is now": gone.
    expect(JSON.stringify([goals.words, meals.words, mood.words])).not.toMatch(CLAIMS);
    expect(overview.charts.trends.mood).toMatchObject({ days: 1, need: 14, ready: false, more: 13 });
  });

  it('after one week (a mood, a tick and two meals each day): rated and predicted, but no "most common" mood of 2 days, no trend yet', async () => {
    nextMorning();
    const c = await customer();
    await c.plan('Health');
    await c.mealPlan();
    evening();
    const week: Mood[] = ['Stressed', 'Calm', 'Happy', 'Stressed', 'Calm', 'Grateful', 'Anxious'];
    for (const [i, mood] of week.entries()) {
      if (i > 0) clock.advance(DAY);
      await c.mood(mood);
      await c.tick('Health');
      await c.eat('Breakfast', 'Dinner');
    }
    const { goals, meals, mood, overview } = await c.reports();
    expect(mood.figures).toMatchObject({ logged: 7, commonest: null, ready: { days: 7, ready: true } });
    expect(mood.figures.performance).not.toBeNull();
    expect(JSON.stringify(mood.words)).not.toMatch(/most common|\boften\b/);
    expect(goals.figures.Health.performance).not.toBeNull();
    expect(goals.words.Health.PredictiveOutcome).toMatch(/^If you keep/);
    // Overall: the mean of every rated section, the mood and the meals too (review H3).
    expect(goals.figures.Mood.rating).toBe(mood.figures.rating);
    expect(goals.figures.overall.rating).toBe(Math.round(((goals.figures.Health.rating + meals.figures.rating + mood.figures.rating) / 3) * 10) / 10);
    // Seven days of meals: 21 planned, today's not-eaten lunch not yet due; 14 eaten.
    expect(meals.figures).toMatchObject({ due: 20, eaten: 14, ready: { days: 7, ready: true } });
    expect(meals.figures.rating).toBe(7);
    expect(meals.words.Health.PredictiveOutcome).toMatch(/^If you keep/);
    // Every breakfast and dinner eaten, no lunch: lunch is missed most; breakfast and dinner are level, so neither is "most regular".
    expect(meals.figures.keptPercent).toEqual({ Breakfast: 100, Lunch: 0, Dinner: 100 });
    expect(meals.words.Health.EatingPatterns).toContain('Lunch is the meal you miss most often.');
    expect(JSON.stringify(meals.words)).not.toMatch(/most regular/);
    for (const part of ['Health', 'meals', 'mood'] as const) expect(overview.charts.trends[part], part).toMatchObject({ days: 7, need: 14, ready: false, more: 7 });
  });

  it('a Health plan made today beside one with a week of its own history: each goal predicted from its own items (review M6)', async () => {
    nextMorning();
    const c = await customer();
    const services = suite.app.services;
    const newPlan = async (challenge: string) => expect((await c.client.post('/api/v1/plans/Health', { challenge })).statusCode).toBe(201);
    await newPlan('I scroll on my phone every evening and want to cut my screen time.');
    evening();
    for (let day = 0; day < 7; day++) {
      if (day > 0) clock.advance(DAY);
      await c.tick('Health');
    }
    const pendingTitles = async () => {
      const [tasks, habits] = await Promise.all([
        services.plans.list('task', c.id, 'Health', { status: 'pending', limit: 50 }),
        services.plans.list('habit', c.id, 'Health', { status: 'pending', limit: 50 }),
      ]);
      return [...tasks.items.map((t) => t.task), ...habits.items.map((h) => h.habit)];
    };
    const olderItems = await pendingTitles();
    const older = (await services.plans.list('goal', c.id, 'Health', { status: 'pending', limit: 1 })).items[0]!.description;
    await newPlan('My knee hurts when I climb the stairs and I want to walk without pain.');
    const newer = (await services.plans.list('goal', c.id, 'Health', { status: 'pending', limit: 1 })).items[0]!.description;
    expect(newer).not.toBe(older);
    const newerItems = (await pendingTitles()).filter((t) => !olderItems.includes(t));
    expect(newerItems.length).toBeGreaterThan(0);

    const { goals } = await c.reports();
    expect(goals.figures.Health.performance).not.toBeNull();
    const [predicted, tooNew] = goals.words.Health.PredictiveOutcome.split(/ (?="[^"]+" is too new for a prediction of its own)/);
    expect(tooNew).toMatch(/is too new for a prediction of its own: none of its items is ticked off yet\.$/);
    expect(tooNew!.startsWith(`"${newer.slice(0, 40)}`)).toBe(true);
    // The prediction names the older goal and only its own items; nothing of the new plan.
    const quoted = [...predicted!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.replace(/…$/, ''));
    expect(quoted[0] && older.startsWith(quoted[0])).toBe(true);
    for (const item of quoted.slice(1)) expect(olderItems.some((t) => t.startsWith(item)), item).toBe(true);
    for (const item of newerItems) expect(predicted).not.toContain(item.slice(0, 30));
  });

  it('after six weeks: every part rated, trends drawn, and a figure reads the same on every card, table, word and e-mail', async () => {
    nextMorning();
    const c = await customer();
    await c.plan('Health');
    await c.plan('Health');
    await c.plan('Finance');
    evening();
    for (let day = 0; day < 42; day++) {
      if (day > 0) clock.advance(DAY);
      if (day % 7 === 0) {
        // A new week's meal plan each Monday morning (the old one has ended).
        await c.mealPlan();
      }
      await c.mood(day % 5 === 0 ? 'Stressed' : day % 3 === 0 ? 'Happy' : 'Calm');
      if (day % 3 === 0) await c.tick('Health');
      if (day % 5 === 0) await c.tick('Finance');
      await c.eat(...(day % 4 === 0 ? (['Breakfast', 'Lunch', 'Dinner'] as const) : (['Breakfast', 'Dinner'] as const)));
    }
    const { goals, meals, mood, overview } = await c.reports();

    for (const area of ['Health', 'Finance'] as const) expect(goals.figures[area].performance, area).not.toBeNull();
    expect(goals.figures.Relationship).toMatchObject({ items: 0, rating: NO_DATA_RATING });
    expect(mood.figures).toMatchObject({ logged: 30, commonest: 'Calm', ready: { ready: true } });
    expect(meals.figures.ready.ready).toBe(true);
    expect(overview.charts.trends).toMatchObject({ Health: { ready: true }, meals: { ready: true }, mood: { ready: true }, Finance: { ready: false } });

    // ——— The same figure wherever it appears ———
    // Overall: the mean of every rated section (review H3), each the same figure as its own card's.
    expect(goals.figures.Meals).toMatchObject({ rating: meals.figures.rating, performance: meals.figures.performance, badge: meals.figures.badge });
    expect(goals.figures.Mood).toMatchObject({ rating: mood.figures.rating, performance: mood.figures.performance, badge: mood.figures.badge });
    const sections = [goals.figures.Health.rating, goals.figures.Finance.rating, meals.figures.rating, mood.figures.rating];
    expect(goals.figures.overall.rating).toBe(Math.round((sections.reduce((a, b) => a + b, 0) / 4) * 10) / 10);
    expect(goals.words.Overall.RatingComment).toContain('the average of your Health, Finance, Meals and Mood ratings.');
    const named = [...(['Health', 'Finance', 'Meals', 'Mood'] as const)].sort((a, b) => goals.figures[b].rating - goals.figures[a].rating);
    if (goals.figures[named[0]!].rating !== goals.figures[named[1]!].rating) expect(goals.words.Overall.Summary).toContain(`${named[0]} is where you are strongest, at ${goals.figures[named[0]!].rating} out of 10`);
    const h = goals.figures.Health;
    expect(goals.words.Health.RatingComment).toContain(`Your Health rating is ${h.rating} out of 10 (${percentText(h.performance!)} performance, ${h.badge}).`);
    expect(goals.words.Health.RatingComment).toContain(`You have done ${h.done} of your ${h.items} Health items.`);
    const metrics = (await c.client.get('/api/v1/dashboard/metrics')).json();
    expect(Math.round(metrics.Health.taskPerformance)).toBe(h.taskPerformance);

    const m = meals.figures;
    expect(m.averageCalories).not.toBeNull();
    expect(meals.words.Health.RatingComment).toContain(`you ate ${m.eaten} of ${m.due} planned meals (${percentText(m.performance!)} performance`);
    expect(meals.words.Health.RatingComment).toContain(`your meals came to ${kcalText(m.averageCalories!)} on average`);
    if (m.calorieTarget !== null) expect(meals.words.Health.RatingComment).toContain(`your target of ${kcalText(m.calorieTarget)}`);
    // Each day's calories: the report's and the chart's (its table) are one figure; today is the chart's
    // only partial day and not in the report's daily list.
    const chartDay = new Map(overview.charts.meals.map((d) => [d.day, d]));
    expect(m.dailyCalories.length).toBeGreaterThanOrEqual(20);
    for (const d of m.dailyCalories) {
      expect(chartDay.get(d.day), d.day).toMatchObject({ calories: d.calories, target: m.calorieTarget, partial: false });
    }
    expect(overview.charts.meals.filter((d) => d.partial).map((d) => d.day)).toEqual([today()]);
    const whole = m.dailyCalories.map((d) => d.calories);
    expect(m.averageCalories).toBe(Math.round(whole.reduce((a, b) => a + b, 0) / whole.length));

    const f = mood.figures;
    expect(mood.words.MoodSummary.OverallMoodComment).toContain(`${percentText(f.goodPercent!)} of them were calm or better.`);
    expect(mood.words.MoodSummary.OverallMoodComment).toContain(`Your mood rating is ${f.rating} out of 10 (${percentText(f.performance!)} performance`);
    expect(mood.words.MoodSummary.MoodPattern).toContain(`Calm was your most common mood, on ${f.counts.Calm} of your ${f.logged} logged days.`);
    // The mood chart's last day is today's, the same mood.
    expect(overview.charts.mood.at(-1)).toMatchObject({ day: today(), mood: 'Calm' });

    // The weekly e-mail writes the same figures the same way.
    const site = { appUrl: 'https://iyl.example', supportEmail: 'support@iyl.example' };
    const mail = await weeklyMail(site, { email: c.email, fullname: 'Six Weeks' }, await suite.app.services.insights.figures(c.me), { oneClickUrl: 'https://iyl.example/api/v1/unsubscribe/insights.t', pageUrl: 'https://iyl.example/u' });
    expect(mail.text).toContain(`Health: ${h.rating}/10, performance ${percentText(h.performance!)} (${h.badge})`);
    expect(mail.text).toContain(`Meals: ${m.rating}/10, performance ${percentText(m.performance!)} (${m.badge})`);
    expect(mail.text).toContain(`Your mood was calm or better on ${percentText(f.goodPercent!)} of the ${f.logged} days`);
    // No text anywhere writes a percentage "22 %".
    expect(JSON.stringify([goals.words, meals.words, mood.words, mood.patterns, mail.text])).not.toMatch(/\d[ \u00a0\u202f]%/);
  });
});
