import { type PlanItemKind, planAreas } from '@iyl/core/plans/contract';
import { addDays, dayIn, mondayOf } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';
import type { Services } from '../platform/modules.ts';
import { seedChats } from './chats.ts';
import { seedCoaches } from './coaches.ts';
import { seedCommunity } from './community.ts';
import { answers, brandPieces, completionWeeks, moodWeeks, notes } from './content/customer.ts';
import { seedCourses } from './courses.ts';
import { seedMeals } from './meals.ts';
import { seedRoutines } from './routines.ts';
import { seedStaff } from './staff.ts';

export const demoAccounts = {
  customer: { fullname: 'Demo Customer', email: 'demo@iyl.local', password: 'demo-password-2026' },
  coach: { fullname: 'Demo Coach', email: 'coach@iyl.local', password: 'demo-password-2026' },
  /** The console's accounts (/adminHome and /globalHome), with some history in the audit log (staff.ts). */
  admin: { fullname: 'Adam Admin', email: 'admin@iyl.local', password: 'admin-password-2026' },
  global: { fullname: 'Grace Global', email: 'global@iyl.local', password: 'global-password-2026' },
} as const;

/** The weeks of completionWeeks (this week the last). */
const COMPLETION_WEEKS = 6;

/** The time of day (the customer's clock) the demo's past plan work is ticked off. */
const COMPLETION_TIME = '18:00';

/**
 * The demo: a customer with a finished survey, plans in all three areas (one more from a New Plans
 * challenge, and an archived one), plan work ticked off over six weeks, a habit library, notes, six
 * weeks of moods, routines (one whose days go with the moods, for /Insights) and a week of meals; and a coach
 * (coaches.ts) with chats (chats.ts), courses (courses.ts) and the community (community.ts). Runs once (skips when
 * the demo customer exists).
 */
export async function seedDemo(services: Services): Promise<boolean> {
  if (await services.auth.accountExists(demoAccounts.customer.email)) return false;
  const customer = await services.auth.createUser({ ...demoAccounts.customer, role: 'Customer' });
  const coach = await services.auth.createUser({ ...demoAccounts.coach, role: 'Coach' });
  await services.onboarding.submitSurvey(customer, answers);
  // The demo customer's days (moods, routines, plan work) are UTC days.
  const moodUser = { id: customer.id, timeZone: 'UTC' };
  const today = dayIn(new Date(), moodUser.timeZone);
  // The survey's plans were written on the first day of the six weeks, so their tasks' dates run from
  // then and the work ticked off since falls on or after each task's start.
  const planDay = zonedInstant(addDays(mondayOf(today), -7 * (COMPLETION_WEEKS - 1)), '09:00', moodUser.timeZone);
  for (const area of planAreas) await services.plans.withClock(() => planDay).generateFromSurvey(customer.id, area);
  await services.habits.generateLibrary(customer.id);
  await seedCompletions(services, moodUser, today);
  for (const [title, html] of notes) await services.notes.create(customer.id, title, html);
  // New Plans from the customer's own words: the built-in coach builds the programme for the topic.
  await services.plans.createFromChallenge(customer.id, 'Health', 'My left knee hurts after runs over 10 km.');
  // An earlier plan the customer archived: hidden from the lists and scores, kept under "Archived".
  const earlier = await services.plans.createFromChallenge(customer.id, 'Relationship', 'We argue about chores most evenings.');
  await services.plans.setArchived('goal', earlier.plan.goalId, customer.id, true);
  // Six weeks of moods with some challenges done, so /Emotional has counts, a calendar and a history
  // (and /Insights a pattern with the evening walk, seeded with the routines below).
  for (const [i, [mood, note]] of moodWeeks.entries()) {
    const log = await services.mood.recordOn(moodUser, addDays(today, i - moodWeeks.length), mood, note);
    for (let c = 0; c < i % 4; c++) await services.mood.markChallenge(moodUser, log.id, c, true);
  }
  // Two pieces in the brand-voice history (/BrandVoice).
  for (const choices of brandPieces) await services.brandVoice.keepBuiltIn(customer.id, choices);
  await seedRoutines(services, moodUser, today);
  await seedMeals(services, moodUser);
  await seedCoaches(services, customer, coach);
  await seedChats(services, customer, coach);
  await seedCourses(services, customer, coach);
  const community = await seedCommunity(services, customer);
  await seedStaff(services, demoAccounts, community);
  return true;
}

/**
 * Plan work ticked off week by week (completionWeeks): a past week's items at 18:00 on different days of
 * that week (the customer's clock; a task not before its start), this week's now, so the dashboard shows
 * progress today too.
 */
async function seedCompletions(services: Services, user: { id: string; timeZone: string }, today: string) {
  const thisMonday = mondayOf(today);
  for (const [a, area] of planAreas.entries()) {
    const weeks = completionWeeks[area];
    const pending = async (kind: PlanItemKind) => (await services.plans.list(kind, user.id, area, { status: 'pending', limit: 8 })).items;
    const open = { goal: await pending('goal'), task: await pending('task'), habit: await pending('habit') };
    for (const [w, kinds] of weeks.entries()) {
      const weeksAgo = weeks.length - 1 - w;
      for (const [i, kind] of kinds.entries()) {
        const item = open[kind].shift();
        if (!item) continue;
        // Monday to Sunday of that week, a different day for each area and item, never before a task's start.
        const drawn = addDays(thisMonday, -7 * weeksAgo + ((a * 2 + i * 3 + w) % 7));
        const day = 'startDate' in item && item.startDate > drawn ? item.startDate : drawn;
        if (weeksAgo === 0 || day >= today) await services.plans.complete(kind, item.id, user.id);
        else await services.plans.withClock(() => zonedInstant(day, COMPLETION_TIME, user.timeZone)).complete(kind, item.id, user.id);
      }
    }
  }
}
