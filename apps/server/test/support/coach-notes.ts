/**
 * A page of a coach's evening notes that speaks of caffeine in one sentence, among others with amounts and
 * times: quoting it, the built-in coach must take the caffeine sentence for a caffeine question
 * (coach-quotes.test.ts on the composer, coach-quotes.integration.test.ts on an uploaded PDF).
 */
export const EVENING_NOTES: readonly string[] = [
  'Stress builds up over a busy week and shows first in how you sleep.',
  'Write down the 3 things on your mind before 9 pm, on paper.',
  'Take 10 minutes after work to walk or stretch, even on busy days.',
  'Talk to someone you trust when the same worry keeps coming back.',
  'Caffeine stays in your body for hours: a late coffee keeps you awake.',
  'Keep the bedroom cool and dark, and get up at the same time daily.',
];
