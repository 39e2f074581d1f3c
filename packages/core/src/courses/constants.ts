/** Courses (spec part 2 §2 Course library, Lessons, Lesson content; §5; §9; issue 32). */

/** §5's categories, with the labels the form shows. 'Others' is its own value (the spec reused ethics for it). */
export const courseCategories = [
  ['tech', 'Tech'],
  ['business', 'Business'],
  ['design', 'Design'],
  ['marketing', 'Marketing'],
  ['finance', 'Finance'],
  ['healthcare', 'Healthcare'],
  ['education', 'Education'],
  ['science', 'Science'],
  ['engineering', 'Engineering'],
  ['law', 'Law'],
  ['data-science', 'Data Science'],
  ['ai-ml', 'AI & Machine Learning'],
  ['cybersecurity', 'Cybersecurity'],
  ['software-dev', 'Software Development'],
  ['cloud-computing', 'Cloud Computing'],
  ['networking', 'Networking'],
  ['blockchain', 'Blockchain'],
  ['psychology', 'Psychology'],
  ['social-sciences', 'Social Sciences'],
  ['arts', 'Arts'],
  ['music', 'Music'],
  ['film', 'Film'],
  ['writing', 'Writing'],
  ['game-dev', 'Game Development'],
  ['entrepreneurship', 'Entrepreneurship'],
  ['personal-development', 'Personal Development'],
  ['real-estate', 'Real Estate'],
  ['hr-management', 'HR Management'],
  ['supply-chain', 'Supply Chain'],
  ['hospitality', 'Hospitality'],
  ['sports', 'Sports'],
  ['languages', 'Languages'],
  ['agriculture', 'Agriculture'],
  ['architecture', 'Architecture'],
  ['automotive', 'Automotive'],
  ['aviation', 'Aviation'],
  ['government', 'Government'],
  ['ethics', 'Ethics'],
  ['others', 'Others'],
] as const;
export type CourseCategory = (typeof courseCategories)[number][0];
export const courseCategoryValues = courseCategories.map(([value]) => value) as [CourseCategory, ...CourseCategory[]];
export const categoryLabel = (value: string) => courseCategories.find(([v]) => v === value)?.[1] ?? value;

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const COURSE_TITLE_MAX = 120;
export const COURSE_BRIEF_MAX = 2_000;
/** Duration in hours: from half an hour, in half hours. */
export const COURSE_HOURS_MIN = 0.5;
export const COURSE_HOURS_MAX = 1_000;
/** Courses a coach may keep (archived ones included), lessons a course may hold. */
export const COURSES_PER_COACH_MAX = 100;
export const LESSONS_PER_COURSE_MAX = 50;
export const LESSON_TITLE_MAX = 120;
/** A lesson's content: sanitised HTML from the notes editor, at most this many characters. */
export const LESSON_CONTENT_MAX = 100_000;
export const LINK_MAX = 2_000;
/** /Lessons shows the covers of the first 7 courses (§9). */
export const COURSE_COVERS_SHOWN = 7;
export const COURSE_PAGE_SIZE = 12;
/** §9: stars filled up to 5. Bad, Good and Excellent count as 1, 3 and 5 stars. */
export const STARS_MAX = 5;
export const courseRatings = [
  ['Bad', 1],
  ['Good', 3],
  ['Excellent', 5],
] as const;
export type CourseRatingChoice = (typeof courseRatings)[number][0];
export const starsOf = (choice: CourseRatingChoice) => courseRatings.find(([c]) => c === choice)?.[1] ?? 0;

/** Multipart field of the cover picture. */
export const COVER_FIELD = 'file';
export const videoKinds = ['youtube', 'vimeo', 'file'] as const;
export type VideoKind = (typeof videoKinds)[number];
