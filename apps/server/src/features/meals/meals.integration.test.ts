import { messages } from '@iyl/core/catalog/messages';
import { weekdays } from '@iyl/core/time/weekdays';
import { addDays, weekdayIndex } from '@iyl/core/time/zone';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';
import { forbiddenWords } from './forbidden-words.ts';
import { breaches, nutritionOf } from './rules.ts';

const SETUP = { diet: 'vegan', allergies: ['nuts', 'soy'], preference: 'spicy', goal: 'muscle-gain', schedule: '3-meals' } as const;
const types = ['Breakfast', 'Lunch', 'Dinner'] as const;

/** A model's week: 21 meals of oats or lentils; `override` replaces some slots. */
function aiWeek(override: (day: number, type: string) => object | undefined = () => undefined) {
  return JSON.stringify({
    days: Array.from({ length: 7 }, (_, i) => ({
      day: i + 1,
      meals: types.map(
        (type) =>
          override(i + 1, type) ?? {
            type,
            dish: `AI ${type} ${i + 1}`,
            comment: 'Model comment.',
            minutes: 15,
            preparation: ['Cook it.'],
            ingredients: type === 'Breakfast' ? [{ food: 'oats', grams: 60 }, { food: 'soy-milk', grams: 200 }] : [{ food: 'lentils', grams: 200 }, { food: 'brown-rice', grams: 150 }, { food: 'spinach', grams: 60 }],
          },
      ),
    })),
  });
}

describe.each(testDatabases())('meal planner on $name', (testDb) => {
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
  const suite = suiteWithAi(testDb, { clock: clock.now, env: { SESSION_IDLE_HOURS: '2000', SESSION_MAX_DAYS: '365' } });
  beforeEach(() => clock.advance(86_400_000));

  const customer = (on: FastifyInstance = suite.app) => signedInUser(on, suite.smtp);
  const mealRows = (userId: string) =>
    queryRows(suite.database, sql`select m.dish, m.type, m.day, m.status, m.ingredients, m.calories from meals m join meal_plans p on p.id = m.plan_id where m.user_id = ${userId} and p.replaced_at is null order by m.day`);

  async function withPlan(on: FastifyInstance = suite.app, setup: object = SETUP) {
    const user = await customer(on);
    expect((await user.client.post('/api/v1/meals/setup', setup)).statusCode).toBe(200);
    const generated = await user.client.post('/api/v1/meals/generate');
    expect(generated.statusCode).toBe(200);
    const saved = await user.client.post('/api/v1/meals');
    expect(saved.statusCode).toBe(201);
    const plan = (await user.client.get('/api/v1/meals')).json().plan;
    return { ...user, plan, generated: generated.json() };
  }

  it('no setup: GetMealSetup is null, GetMeal has no plan, and generating asks for the setup first', async () => {
    const { client } = await customer();
    expect((await client.get('/api/v1/meals/setup')).json()).toEqual({ setup: null });
    expect((await client.get('/api/v1/meals')).json()).toEqual({ plan: null });
    const early = await client.post('/api/v1/meals/generate');
    expect(early.statusCode).toBe(404);
    expect(errorOf(early).message).toBe(messages.mealNoSetup);
    expect((await client.get('/api/v1/meals/shopping-list')).json()).toEqual({ startsOn: null, endsOn: null, groups: [] });
  });

  it.each(['diet', 'allergies', 'preference', 'goal', 'schedule'])('setup without %s: "Please enter all information!" and nothing saved', async (field) => {
    const { client } = await customer();
    const body: Record<string, unknown> = { ...SETUP };
    delete body[field];
    const res = await client.post('/api/v1/meals/setup', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(messages.mealSetupMissing);
    expect((await client.get('/api/v1/meals/setup')).json().setup).toBeNull();
    const empty = await client.post('/api/v1/meals/setup', { ...SETUP, allergies: [] });
    expect(errorOf(empty).message).toBe(messages.mealSetupMissing);
    const wrong = await client.post('/api/v1/meals/setup', { ...SETUP, diet: 'carnivore' });
    expect(errorOf(wrong).message).toBe(messages.mealSetupMissing);
  });

  it('setup → generate ("Meal Generated!") → PostMeal saves 21 meals ("All Meal Lists Successfully Saved!") that keep every rule; nutrition is the server\'s', async () => {
    const { client, id } = await customer();
    const saved = await client.post('/api/v1/meals/setup', { ...SETUP, allergies: ['none', 'nuts', 'soy', 'nuts'] });
    expect(saved.json().setup).toMatchObject({ diet: 'vegan', allergies: ['nuts', 'soy'], customTargets: false, targets: { calories: 2600, protein: 150 } });
    const generated = await client.post('/api/v1/meals/generate');
    expect(generated.json()).toEqual({ message: messages.mealGenerated, meals: 21, replaced: 0, source: 'builtin' });
    expect(await mealRows(id)).toHaveLength(0);
    const posted = await client.post('/api/v1/meals');
    expect(posted.json()).toEqual({ message: messages.mealsSaved });

    const rows = await mealRows(id);
    expect(rows).toHaveLength(21);
    for (const row of rows) {
      const ingredients = row.ingredients as { foodId: string; grams: number }[];
      expect(breaches(ingredients, row.type as 'Lunch', { diet: 'vegan', allergies: ['nuts', 'soy'], schedule: '3-meals' })).toEqual([]);
      expect(Number(row.calories)).toBeCloseTo(nutritionOf(ingredients).calories, 0);
    }
    const { plan } = (await client.get('/api/v1/meals')).json();
    const today = clock.now().toISOString().slice(0, 10);
    expect(plan).toMatchObject({ source: 'builtin', startsOn: today, endsOn: addDays(today, 6), progress: { completed: 0, total: 21, percent: 0 } });
    expect(plan.meals.map((m: { day: number; type: string }) => `${m.day}${m.type[0]}`).slice(0, 4)).toEqual(['1B', '1L', '1D', '2B']);
    expect(plan.meals[0]).toMatchObject({ date: today, weekday: weekdays[weekdayIndex(today)], status: false, rating: null, reminderTime: null });
    expect(plan.meals[20]).toMatchObject({ date: addDays(today, 6), day: 7, type: 'Dinner' });
    expect(plan.meals[0].comment).toMatch(/vegan, nut-free and soy-free/);
    const dayOne = plan.meals.filter((m: { day: number }) => m.day === 1);
    const sum = dayOne.reduce((s: number, m: { nutrition: { calories: number } }) => s + m.nutrition.calories, 0);
    expect(Math.abs(plan.days[0].nutrition.calories - sum)).toBeLessThanOrEqual(2);
    expect(plan.targets.calories).toBe(2600);
    // A second PostMeal has nothing left to save.
    const again = await client.post('/api/v1/meals');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(messages.mealNothingToSave);
  });

  it('21 meals or nothing: a draft short of a full week saves nothing ("Failed to Create Meal List!") and the current week stays', async () => {
    const { client, id, plan } = await withPlan();
    await client.post('/api/v1/meals/generate');
    await queryRows(suite.database, sql`update meal_setups set draft = draft - 20 where user_id = ${id}`);
    const res = await client.post('/api/v1/meals');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(messages.mealSaveFailed);
    expect((await client.get('/api/v1/meals')).json().plan.id).toBe(plan.id);
    // A draft whose last meal doubles a slot: the unique key refuses it, nothing of it is saved.
    await client.post('/api/v1/meals/generate');
    await queryRows(suite.database, sql`update meal_setups set draft = jsonb_set(draft, '{20,day}', '1') where user_id = ${id}`);
    expect(errorOf(await client.post('/api/v1/meals')).message).toBe(messages.mealSaveFailed);
    const plans = await queryRows(suite.database, sql`select count(*)::int as n from meal_plans where user_id = ${id}`);
    expect(plans[0]?.n).toBe(1);
    expect(await mealRows(id)).toHaveLength(21);
  });

  it('20 PostMeal calls at once on one draft: exactly one saves it (201), the rest get 409 "No Meal to save!", never a 500, and the draft is saved once', async () => {
    const { client, id } = await customer();
    await client.post('/api/v1/meals/setup', SETUP);
    await client.post('/api/v1/meals/generate');
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/v1/meals')));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: messages.mealNothingToSave });
    const plans = await queryRows(suite.database, sql`select count(*)::int as n from meal_plans where user_id = ${id}`);
    expect(plans[0]?.n).toBe(1);
    expect(await mealRows(id)).toHaveLength(21);
    // With a week saved, a new draft saved by 20 calls at once still replaces it once.
    await client.post('/api/v1/meals/generate');
    const again = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/v1/meals')));
    expect(again.map((r) => r.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const after = await queryRows(suite.database, sql`select count(*)::int as n, count(*) filter (where replaced_at is null)::int as current from meal_plans where user_id = ${id}`);
    expect(after[0]).toEqual({ n: 2, current: 1 });
    const total = await queryRows(suite.database, sql`select count(*)::int as n from meals where user_id = ${id}`);
    expect(total[0]?.n).toBe(42);
  });

  it('Mark Complete moves this week\'s progress; undo too; another customer cannot mark, rate, swap or remind of it', async () => {
    const { client, plan } = await withPlan();
    const meal = plan.meals[4];
    const marked = await client.request('PUT', `/api/v1/meals/${meal.id}/status`, { complete: true });
    expect(marked.json()).toMatchObject({ message: messages.mealMarked, meal: { id: meal.id, status: true } });
    expect((await client.get('/api/v1/meals')).json().plan.progress).toEqual({ completed: 1, total: 21, percent: 4.8 });
    const undone = await client.request('PUT', `/api/v1/meals/${meal.id}/status`, { complete: false });
    expect(undone.json().message).toBe(messages.mealUnmarked);

    const other = await customer();
    for (const [method, path, body] of [
      ['PUT', `/api/v1/meals/${meal.id}/status`, { complete: true }],
      ['PUT', `/api/v1/meals/${meal.id}/rating`, { rating: 5 }],
      ['POST', `/api/v1/meals/${meal.id}/swap`, undefined],
      ['PUT', `/api/v1/meals/${meal.id}/reminder`, { time: '12:30' }],
    ] as const) {
      const res = await other.client.request(method, path, body);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(messages.mealNotFound);
    }
    expect((await client.get('/api/v1/meals')).json().plan.meals[4]).toMatchObject({ status: false, rating: null, dish: meal.dish });
    expect((await other.client.get('/api/v1/meals')).json()).toEqual({ plan: null });
  });

  it('rating: 1 to 5 stars, else a clear message; swap gives another dish for the slot that keeps the rules', async () => {
    const { client, plan } = await withPlan();
    const meal = plan.meals[1];
    const bad = await client.request('PUT', `/api/v1/meals/${meal.id}/rating`, { rating: 6 });
    expect(errorOf(bad).message).toBe(messages.mealBadRating);
    const rated = await client.request('PUT', `/api/v1/meals/${meal.id}/rating`, { rating: 4 });
    expect(rated.json()).toMatchObject({ message: messages.mealRated, meal: { rating: 4 } });

    const swapped = await client.post(`/api/v1/meals/${meal.id}/swap`);
    expect(swapped.statusCode).toBe(200);
    const next = swapped.json().meal;
    expect(swapped.json().message).toBe(messages.mealSwapped);
    expect(next).toMatchObject({ id: meal.id, day: meal.day, type: meal.type, status: false, rating: null, source: 'builtin' });
    expect(next.dish).not.toBe(meal.dish);
    const week = (await client.get('/api/v1/meals')).json().plan.meals;
    expect(week.filter((m: { dish: string }) => m.dish === next.dish)).toHaveLength(1);
    const portions = next.ingredients.map((i: { foodId: string; grams: number }) => ({ foodId: i.foodId, grams: i.grams }));
    expect(breaches(portions, next.type, { diet: 'vegan', allergies: ['nuts', 'soy'], schedule: '3-meals' })).toEqual([]);
  });

  it('a meal marked complete is not swapped: 409 with a clear message, and it keeps its dish, mark and rating (the week\'s count too)', async () => {
    const { client, plan } = await withPlan();
    const meal = plan.meals[2];
    await client.request('PUT', `/api/v1/meals/${meal.id}/status`, { complete: true });
    await client.request('PUT', `/api/v1/meals/${meal.id}/rating`, { rating: 4 });
    const refused = await client.post(`/api/v1/meals/${meal.id}/swap`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'CONFLICT', message: messages.mealSwapCompleted });
    const after = (await client.get('/api/v1/meals')).json().plan;
    expect(after.meals[2]).toMatchObject({ id: meal.id, dish: meal.dish, status: true, rating: 4 });
    expect(after.progress).toEqual({ completed: 1, total: 21, percent: 4.8 });
    // Marked not complete, it may be swapped again.
    await client.request('PUT', `/api/v1/meals/${meal.id}/status`, { complete: false });
    const swapped = await client.post(`/api/v1/meals/${meal.id}/swap`);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().meal.dish).not.toBe(meal.dish);
  });

  it('targets: default by goal, editable within limits, and back to the default', async () => {
    const { client } = await withPlan();
    const bad = await client.request('PUT', '/api/v1/meals/targets', { calories: 200, protein: 100, carbs: 100, fat: 50 });
    expect(errorOf(bad).message).toBe(messages.mealBadTargets);
    const set = await client.request('PUT', '/api/v1/meals/targets', { calories: 2100, protein: 120, carbs: 220, fat: 70 });
    expect(set.json()).toMatchObject({ message: messages.mealTargetsSaved, setup: { customTargets: true, targets: { calories: 2100 } } });
    expect((await client.get('/api/v1/meals')).json().plan.targets.calories).toBe(2100);
    const reset = await client.request('PUT', '/api/v1/meals/targets', { reset: true });
    expect(reset.json()).toMatchObject({ message: messages.mealTargetsReset, setup: { customTargets: false, targets: { calories: 2600 } } });
  });

  it('shopping list: each food summed across the week\'s meals, by aisle', async () => {
    const { client, id } = await withPlan();
    const list = (await client.get('/api/v1/meals/shopping-list')).json();
    expect(list.startsOn).toBe((await client.get('/api/v1/meals')).json().plan.startsOn);
    const rows = await mealRows(id);
    const expected = new Map<string, number>();
    for (const row of rows) for (const i of row.ingredients as { foodId: string; grams: number }[]) expected.set(i.foodId, (expected.get(i.foodId) ?? 0) + i.grams);
    const items = list.groups.flatMap((g: { items: { foodId: string; grams: number }[] }) => g.items);
    expect(items).toHaveLength(expected.size);
    for (const item of items) expect(item.grams).toBe(expected.get(item.foodId));
    expect(list.groups[0].group).toBe('Produce');
  });

  it('regenerating: a new week replaces the current one (kept), shares few dishes with it, and meal reminders move to the new week', async () => {
    const { client, id, plan } = await withPlan();
    const lunch = plan.meals.find((m: { type: string; day: number }) => m.type === 'Lunch' && m.day === 3);
    const noTime = await client.request('PUT', `/api/v1/meals/${lunch.id}/reminder`, { time: '' });
    expect(errorOf(noTime).message).toBe(messages.reminderMissing);
    const reminder = await client.request('PUT', `/api/v1/meals/${lunch.id}/reminder`, { time: '12:30' });
    expect(reminder.json()).toMatchObject({ message: messages.reminderSaved, reminder: { mealId: lunch.id, day: lunch.weekday, time: '12:30', title: `Lunch: ${lunch.dish}` } });
    expect((await client.get('/api/v1/meals')).json().plan.meals.find((m: { id: string }) => m.id === lunch.id).reminderTime).toBe('12:30');

    await client.post('/api/v1/meals/generate');
    await client.post('/api/v1/meals');
    const next = (await client.get('/api/v1/meals')).json().plan;
    expect(next.id).not.toBe(plan.id);
    const shared = next.meals.filter((m: { dish: string }) => plan.meals.some((old: { dish: string }) => old.dish === m.dish));
    expect(shared.length).toBeLessThanOrEqual(2);
    const sameSlot = next.meals.find((m: { type: string; weekday: string }) => m.type === 'Lunch' && m.weekday === lunch.weekday);
    expect(sameSlot.reminderTime).toBe('12:30');
    const kept = await queryRows(suite.database, sql`select count(*)::int as n from meals where user_id = ${id}`);
    expect(kept[0]?.n).toBe(42);
  });

  describe('with the AI', () => {
    it('a meal with an allergen, one with an unknown food and a missing one are replaced; the rest are the AI\'s', async () => {
      suite.fake.queue({
        content: aiWeek((day, type) => {
          if (day === 2 && type === 'Lunch') return { type, dish: 'Satay noodles', comment: '', minutes: 20, preparation: ['Cook.'], ingredients: [{ food: 'peanut-butter', grams: 30 }, { food: 'rice-noodles', grams: 200 }] };
          if (day === 3 && type === 'Dinner') return { type, dish: 'Mystery stew', comment: '', minutes: 20, preparation: ['Cook.'], ingredients: [{ food: 'unicorn', grams: 100 }] };
          if (day === 4 && type === 'Breakfast') return { type: 'Lunch', dish: 'AI Lunch 4 again', comment: '', minutes: 5, preparation: ['x'], ingredients: [{ food: 'oats', grams: 50 }] };
          return undefined;
        }),
      });
      const { client, generated, plan } = await withPlan(suite.online, { ...SETUP, diet: 'balanced', allergies: ['nuts'] });
      expect(generated).toEqual({ message: messages.mealGenerated, meals: 21, replaced: 3, source: 'mixed' });
      expect(suite.fake.requests[0]?.body.messages.some((m) => m.content.includes('nut-free'))).toBe(true);
      const dishes = plan.meals.map((m: { dish: string }) => m.dish);
      expect(dishes).not.toContain('Satay noodles');
      expect(dishes).not.toContain('Mystery stew');
      expect(plan.meals.filter((m: { source: string }) => m.source === 'ai')).toHaveLength(18);
      expect(plan.meals[0]).toMatchObject({ dish: 'AI Breakfast 1', source: 'ai', comment: 'Model comment.' });
      expect(plan.meals[0].nutrition.calories).toBe(Math.round(nutritionOf([{ foodId: 'oats', grams: 60 }, { foodId: 'soy-milk', grams: 200 }]).calories));
      await client.get('/api/v1/meals');
    });

    it('a meal whose name, comment or steps name an allergen is replaced, though its ingredients are allowed', async () => {
      const allowed = [{ food: 'rice-noodles', grams: 200 }, { food: 'tahini', grams: 20 }, { food: 'broccoli', grams: 100 }];
      suite.fake.queue({
        content: aiWeek((day, type) => {
          if (day === 1 && type === 'Lunch') return { type, dish: 'Peanut noodle bowl', comment: '', minutes: 15, preparation: ['Whisk the tahini with lime.'], ingredients: allowed };
          if (day === 2 && type === 'Dinner') return { type, dish: 'Sesame noodle bowl', comment: '', minutes: 15, preparation: ['Boil the noodles.', 'Warm the peanut butter with a little water and toss through.'], ingredients: allowed };
          if (day === 3 && type === 'Lunch') return { type, dish: 'Green noodle bowl', comment: 'A pesto twist, with pine nuts for crunch.', minutes: 15, preparation: ['Toss it all.'], ingredients: allowed };
          if (day === 4 && type === 'Lunch') return { type, dish: 'Tahini noodle bowl', comment: 'Nut-free and quick.', minutes: 15, preparation: ['Toss it all.'], ingredients: allowed };
          return undefined;
        }),
      });
      const setup = { ...SETUP, diet: 'balanced', allergies: ['nuts'] } as const;
      const { generated, plan, client } = await withPlan(suite.online, setup);
      expect(generated).toEqual({ message: messages.mealGenerated, meals: 21, replaced: 3, source: 'mixed' });
      const dishes = plan.meals.map((m: { dish: string }) => m.dish);
      for (const gone of ['Peanut noodle bowl', 'Sesame noodle bowl', 'Green noodle bowl']) expect(dishes).not.toContain(gone);
      expect(dishes).toContain('Tahini noodle bowl');
      expect(suite.fake.requests[0]?.body.messages.some((m) => m.content.includes('never name one in a dish name'))).toBe(true);
      for (const meal of plan.meals) {
        const text = [meal.dish, meal.comment, ...meal.preparation, ...meal.ingredients.map((i: { name: string }) => i.name)].join('\n');
        expect(forbiddenWords(text, { diet: 'balanced', allergies: ['nuts'] }), meal.dish).toEqual([]);
      }
      const list = (await client.get('/api/v1/meals/shopping-list')).json();
      const names = list.groups.flatMap((g: { items: { name: string }[] }) => g.items.map((i) => i.name)).join('\n');
      expect(forbiddenWords(names, { diet: 'balanced', allergies: ['nuts'] })).toEqual([]);
    });

    it('an AI comment that claims what the meal\'s figures do not hold is replaced by one that says only what they do; a true one stays', async () => {
      const salty = [{ food: 'soy-sauce', grams: 40 }, { food: 'white-rice', grams: 200 }, { food: 'chicken-breast', grams: 120 }];
      const lentils = [{ food: 'lentils', grams: 200 }, { food: 'broccoli', grams: 100 }, { food: 'white-rice', grams: 100 }];
      suite.fake.queue({
        content: aiWeek((day, type) => {
          if (day === 1 && type === 'Dinner') return { type, dish: 'Soy chicken and rice', comment: 'Low in sodium and kind to your heart.', minutes: 20, preparation: ['Cook.'], ingredients: salty };
          if (day === 2 && type === 'Dinner') return { type, dish: 'Lentil and broccoli rice', comment: 'High in fibre and good for your heart.', minutes: 20, preparation: ['Cook.'], ingredients: lentils };
          if (day === 3 && type === 'Breakfast') {
            return {
              type,
              dish: 'Overnight oats with blueberries',
              comment: 'Ready in 5 minutes.',
              minutes: 5,
              preparation: ['The night before, stir the oats into the milk and chill overnight.', 'Top with the blueberries.'],
              ingredients: [{ food: 'oats', grams: 60 }, { food: 'milk', grams: 200 }, { food: 'blueberries', grams: 80 }],
            };
          }
          return undefined;
        }),
      });
      const { plan } = await withPlan(suite.online, { ...SETUP, diet: 'balanced', allergies: ['none'], goal: 'heart-health' });
      const soy = plan.meals.find((m: { dish: string }) => m.dish === 'Soy chicken and rice');
      const lentil = plan.meals.find((m: { dish: string }) => m.dish === 'Lentil and broccoli rice');
      expect(soy).toMatchObject({ source: 'ai' });
      const sodium = Math.round(nutritionOf(salty.map((i) => ({ foodId: i.food, grams: i.grams }))).sodium);
      expect(sodium).toBeGreaterThan(600);
      expect(soy.comment).not.toMatch(/low in sodium|heart(?!-health goal)/i);
      expect(soy.comment).toContain(`${sodium} mg sodium, above the 600 mg`);
      expect(lentil.comment).toBe('High in fibre and good for your heart.');
      // Overnight oats are not "ready in 5 minutes": the comment says they are made the night before.
      const oats = plan.meals.find((m: { dish: string }) => m.dish === 'Overnight oats with blueberries');
      expect(oats).toMatchObject({ source: 'ai' });
      expect(oats.comment).not.toMatch(/ready in/i);
      expect(oats.comment).toContain('Prepare it the night before (about 5 minutes of work).');
    });

    it('invalid JSON: one retry, then "Error parsing the AI response. Please try again." and nothing kept', async () => {
      const user = await customer(suite.online);
      await user.client.post('/api/v1/meals/setup', SETUP);
      suite.fake.queue({ content: 'not json' }, { content: '{"days": "soon"}' });
      const res = await user.client.post('/api/v1/meals/generate');
      expect(res.statusCode).toBe(502);
      expect(errorOf(res).message).toBe(messages.aiParseRetry);
      expect(suite.fake.requests).toHaveLength(2);
      expect(errorOf(await user.client.post('/api/v1/meals')).message).toBe(messages.mealNothingToSave);
      expect(await mealRows(user.id)).toHaveLength(0);
    });

    it('invalid JSON once, then a good week: saved', async () => {
      suite.fake.queue({ content: 'oops' }, { content: aiWeek() });
      const { generated } = await withPlan(suite.online, { ...SETUP, diet: 'balanced', allergies: ['none'] });
      expect(generated).toMatchObject({ meals: 21, replaced: 0, source: 'ai' });
    });
  });
});
