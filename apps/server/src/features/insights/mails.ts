import { MEAL_DAYS, MOOD_DAYS } from '@iyl/core/insights/constants';
import type { GoalFigures, MealFigures, MoodFigures, Rated, Readiness } from '@iyl/core/insights/contract';
import { percentText } from '@iyl/core/insights/format';
import { type ReadinessPart, readinessWords } from '@iyl/core/insights/readiness';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { composeMail, greet, type MailSite, NOTIFICATION_SETTINGS_LINK } from '../../platform/mail/templates/layout.ts';

/**
 * A section's line: its rating; or, when it has entries but too few days of them, what it still needs
 * and when it can be ready (the screen's words); or where its data would come from.
 */
const ratedLine = (name: ReadinessPart, r: Rated & { ready: Readiness }, started: boolean, empty: string, day: string, within?: string) => {
  if (r.performance !== null) return `${name}: ${r.rating}/10, performance ${percentText(r.performance)} (${r.badge})`;
  if (!started) return `${name}: ${empty}`;
  const words = readinessWords(name, r.ready, day, 'rating', within);
  return `${name}: not enough data yet. ${words.needed}${words.when ? ` ${words.when}` : ''}`;
};

/**
 * The weekly insight e-mail, on the one layout: the week's figures from the customer's own records (no
 * AI words: a job writes it), each section's rating and what to do where there is nothing to rate, the
 * way back, and one-click unsubscribe (List-Unsubscribe, RFC 8058) that turns the e-mail off without signing in.
 */
export function weeklyMail(
  site: MailSite,
  to: { email: string; fullname: string },
  figures: { day: string; goals: GoalFigures; meals: MealFigures; mood: MoodFigures },
  unsubscribe: { oneClickUrl: string; pageUrl: string },
): Promise<MailMessage> {
  const { goals, meals, mood } = figures;
  const noPlan = 'nothing to rate yet: create a plan or tick one off on your dashboard.';
  const { day } = figures;
  const lines = [
    ratedLine('Health', goals.Health, goals.Health.items > 0, noPlan, day),
    ratedLine('Finance', goals.Finance, goals.Finance.items > 0, noPlan, day),
    ratedLine('Relationship', goals.Relationship, goals.Relationship.items > 0, noPlan, day),
    ratedLine('Meals', meals, meals.ready.days > 0, 'nothing to rate yet: plan a week on the Meal Planner and mark the meals you eat.', day, `within ${MEAL_DAYS} days`),
    ratedLine('Mood', mood, mood.logged > 0, 'nothing to rate yet: log your mood each day on the Emotional page.', day, `within ${MOOD_DAYS} days`),
    goals.routines.current > 0
      ? `Routines: ${goals.routines.checkIns30} check-ins in the last 30 days across ${goals.routines.current} routines; best streak now ${goals.routines.bestStreak} days.`
      : 'Routines: none yet. Add one from the habit library.',
  ];
  if (mood.goodPercent !== null && mood.performance !== null) lines.push(`Your mood was calm or better on ${percentText(mood.goodPercent)} of the ${mood.logged} days you logged in the last 30.`);
  const intro = 'Here is how your week looks, from your own plans, routines, meals and moods.';
  return composeMail(site, {
    to: to.email,
    subject: 'Your weekly insights from IYL',
    preview: intro,
    greeting: greet(to.fullname),
    blocks: [
      { kind: 'p', text: intro },
      { kind: 'list', items: lines },
      { kind: 'button', label: 'See the full analysis', path: '/Insights' },
    ],
    reason: 'You get this e-mail because you turned on the weekly insight e-mail in IYL.',
    unsubscribe: { ...unsubscribe, label: 'Stop the weekly insight e-mail' },
    footerLinks: [NOTIFICATION_SETTINGS_LINK],
  });
}
