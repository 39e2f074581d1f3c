/** Small wording helpers the built-in coach's reports share. */
import type { AreaFigure } from '@iyl/core/insights/contract';
import { NO_DATA_RATING } from '@iyl/core/insights/figures';
import { type ReadinessPart, readinessWords } from '@iyl/core/insights/readiness';
import { plainQuote, squish } from '../../platform/ai/offline-helpers.ts';

/** A customer's own title, quoted as plain text (the project's plainQuote: one line, no markup, double quotes made single), at most 70 characters. */
export const quote = (title: string) => `"${plainQuote(title, 70)}"`;

/** A badge, when there is one, as words after a rating ("Good Performance"). */
export const badgeOf = (badge: string | null) => (badge ? `, ${badge}` : '');

/** The rating of something with too little data to rate. */
export const noData = (rating: number) => rating === NO_DATA_RATING;

/** The plain words of a part short of data, as one text: what is needed, then when it can be ready. */
export function shortOfData(part: ReadinessPart, ready: AreaFigure['ready'], today: string, within?: string): string {
  const r = readinessWords(part, ready, today, 'rating', within);
  return squish(`${r.needed} ${r.when}`);
}
