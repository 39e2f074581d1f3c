import { type HabitLibrary, type LibraryItem, libraryCategories } from '@iyl/core/habits/contract';
import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import { keywordHits, rankByScore } from '../../platform/ai/offline-helpers.ts';
import { type LibraryContent, colorHex, libraryContent } from './content/index.ts';

/** Weight of one keyword hit in the survey's free-text answers. */
const TEXT_HIT = 3;

function freeText(a: SurveyAnswers): string {
  return [a.healthChallenge, a.relationshipChallenge, a.financeChallenge, a.balanceChallenge, a.ninetyDayGoal].filter(Boolean).join(' \n ');
}

function toItem({ keywords: _keywords, base: _base, fit: _fit, ...item }: LibraryContent): LibraryItem {
  return { ...item, hexadecimalIcon: colorHex[item.color] };
}

/**
 * The built-in habit library: every curated habit in the four categories (Health, Relationship,
 * Biohacks, Financial), each category ordered so the habits that fit the answers best come first.
 */
export function offlineHabitLibrary(answers?: SurveyAnswers): HabitLibrary {
  const text = answers ? freeText(answers) : '';
  const score = (item: LibraryContent) =>
    item.base + (answers && item.fit ? item.fit(answers) : 0) + TEXT_HIT * Math.min(2, keywordHits(text, item.keywords));
  const habits = libraryCategories.flatMap((category) =>
    rankByScore(
      libraryContent.filter((item) => item.category === category),
      score,
    ).map(toItem),
  );
  return { habits };
}
