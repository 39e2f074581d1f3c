import { dayIn, timeIn } from '@iyl/core/time/zone';
import type { Services } from '../platform/modules.ts';

/** When each meal of the demo is eaten (the customer's clock): a meal is marked eaten only once its time has come. */
export const demoMealTimes: Record<'Breakfast' | 'Lunch' | 'Dinner', string> = { Breakfast: '08:00', Lunch: '12:30', Dinner: '19:00' };

/** True when `meal` (its calendar day and type) is already in the past at `now` for this customer. */
export function demoMealEaten(meal: { date: string; type: keyof typeof demoMealTimes }, now: Date, timeZone: string): boolean {
  const today = dayIn(now, timeZone);
  return meal.date < today || (meal.date === today && demoMealTimes[meal.type] <= timeIn(now, timeZone));
}

/**
 * /Meals: a Mediterranean, nut-free week from the built-in coach (heart-health, traditional cooking),
 * today's meals whose time has passed marked done (the week starts today: none of a later day), the
 * first two of them rated (5 and 2 stars), and a reminder for tomorrow's lunch.
 */
export async function seedMeals(services: Services, user: { id: string; timeZone: string }) {
  await services.meals.saveSetup(user, { diet: 'mediterranean', allergies: ['nuts'], preference: 'traditional', goal: 'heart-health', schedule: '3-meals' });
  await services.meals.generateAndSave(user);
  const { plan } = await services.meals.plan(user);
  if (!plan) return;
  const now = new Date();
  const done = plan.meals.filter((meal) => demoMealEaten(meal, now, user.timeZone));
  for (const meal of done) await services.meals.mark(user, meal.id, true);
  const [liked, disliked] = done;
  if (liked) await services.meals.rate(user, liked.id, 5);
  if (disliked) await services.meals.rate(user, disliked.id, 2);
  // Day 1 of the week is today, so tomorrow is day 2.
  const lunch = plan.meals.find((m) => m.day === 2 && m.type === 'Lunch');
  if (lunch) await services.reminders.post(user, 'meal', lunch.id, { time: '12:30' });
}
