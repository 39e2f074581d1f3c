import type { LibraryItem, bootstrapColors } from '@iyl/core/habits/contract';
import type { SurveyAnswers } from '@iyl/core/onboarding/survey';

type Color = (typeof bootstrapColors)[number];

/** The hex shown for each Bootstrap colour class; warning and info use darker shades that stay readable on white. */
export const colorHex: Record<Color, string> = {
  'text-primary': '#0d6efd',
  'text-success': '#198754',
  'text-danger': '#dc3545',
  'text-warning': '#b45309',
  'text-info': '#0e7490',
  'text-secondary': '#6c757d',
};

/** A curated habit-library entry: the library item minus its hex colour, plus how to rank it for a person. */
export interface LibraryContent extends Omit<LibraryItem, 'hexadecimalIcon'> {
  /** Words in the survey's free-text answers that make this habit more relevant. */
  keywords: readonly string[];
  /** Relevance with no answers; also the tie-breaker order. */
  base: number;
  /** Extra relevance from the survey answers (positive when the answers show the need). */
  fit?: (a: SurveyAnswers) => number;
}
