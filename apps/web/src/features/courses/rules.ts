import { messages } from '@iyl/core/catalog/messages';
import { COURSE_HOURS_MAX, COURSE_HOURS_MIN, STARS_MAX } from '@iyl/core/courses/constants';
import type { RatingSummary } from '@iyl/core/courses/contract';

/** A title as the library shows it: every word starting with a capital ("sleep better" → "Sleep Better"; "and/or" stays). */
export const titleCase = (text: string) => text.replace(/(^|[\s(])(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());

/** The average rounded to the nearest half star, within 0–5. */
export const roundedStars = (average: number | null) => (average === null ? 0 : Math.min(STARS_MAX, Math.max(0, Math.round(average * 2) / 2)));

export type StarFill = 'full' | 'half' | 'empty';

/** The five stars' fill for an average (rounded to the nearest half). */
export function starFills(average: number | null): StarFill[] {
  const stars = roundedStars(average);
  return Array.from({ length: STARS_MAX }, (_, i) => (stars >= i + 1 ? 'full' : stars >= i + 0.5 ? 'half' : 'empty'));
}

/** What a screen reader hears of a rating: "4.5 out of 5 stars, 3 ratings", or "No ratings yet". */
export function ratingLabel(rating: RatingSummary) {
  if (rating.count === 0 || rating.average === null) return 'No ratings yet';
  return `${roundedStars(rating.average)} out of ${STARS_MAX} stars, ${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'}`;
}

/** "2 Hours", "1 Hour", "1.5 Hours". */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'Hour' : 'Hours'}`;

export const levelText = (level: string) => titleCase(level);

export interface LessonDraft {
  title: string;
  content: string;
  imagesUrl: string;
  videoUrl: string;
  habit: string;
}

/** An editor's content with no text in it ('<p></p>', spaces): counts as empty. */
export const isBlankHtml = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '' && !/<img\b/i.test(html);

/** The lesson form's own check before it calls: content, Images URL and Video URL are asked for. Null when fine. */
export function lessonDraftProblem(draft: LessonDraft): string | null {
  if (isBlankHtml(draft.content) || !draft.imagesUrl.trim() || !draft.videoUrl.trim()) return messages.lessonFieldsMissing;
  return null;
}

export interface CourseDraft {
  title: string;
  brief: string;
  category: string;
  level: string;
  durationHours: number | string;
}

/** The new-course form's check: every field, then the cover. Null when fine. */
export function courseDraftProblem(draft: CourseDraft, hasCover: boolean): string | null {
  const hours = typeof draft.durationHours === 'number' ? draft.durationHours : Number.parseFloat(draft.durationHours);
  if (!draft.title.trim() || !draft.brief.trim() || !draft.category || !draft.level || !Number.isFinite(hours)) return messages.courseFieldsMissing;
  if (hours < COURSE_HOURS_MIN || hours > COURSE_HOURS_MAX || !Number.isInteger(hours * 2)) return messages.courseHoursInvalid;
  if (!hasCover) return messages.selectPhoto;
  return null;
}
