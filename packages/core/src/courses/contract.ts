import { z } from 'zod';
import { coursesMessages as messages } from './messages.ts';
import { coachProfilesMessages } from '../coach-profiles/messages.ts';
import { profileMessages } from '../profile/messages.ts';
import { PageQuery, pageOf } from '../http/contract.ts';
import {
  COURSE_BRIEF_MAX,
  COURSE_HOURS_MAX,
  COURSE_HOURS_MIN,
  COURSE_TITLE_MAX,
  courseCategoryValues,
  courseLevels,
  courseRatings,
  LESSON_CONTENT_MAX,
  LESSON_TITLE_MAX,
  LESSONS_PER_COURSE_MAX,
  LINK_MAX,
  videoKinds,
} from './constants.ts';

const text = (max: number, missing: string, tooLong = missing) =>
  z
    .string({ error: missing })
    .max(max * 4, { error: tooLong })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong });

// ---- A coach's courses ----------------------------------------------------------------------------

/**
 * Add New Course. Every field is asked for ('All Fields are Mandatory!'); the cover is uploaded first
 * (UploadCourseCover) and named here by the address that call gave.
 */
export const NewCourseBody = z.object({
  title: text(COURSE_TITLE_MAX, messages.courseFieldsMissing, messages.courseTitleTooLong),
  brief: text(COURSE_BRIEF_MAX, messages.courseFieldsMissing, messages.courseBriefTooLong),
  category: z.enum(courseCategoryValues, { error: messages.courseFieldsMissing }),
  level: z.enum(courseLevels, { error: messages.courseFieldsMissing }),
  durationHours: z.coerce
    .number({ error: messages.courseFieldsMissing })
    .min(COURSE_HOURS_MIN, { error: messages.courseHoursInvalid })
    .max(COURSE_HOURS_MAX, { error: messages.courseHoursInvalid })
    .refine((h) => Number.isInteger(h * 2), { error: messages.courseHoursInvalid }),
  coverUrl: z.string({ error: profileMessages.selectPhoto }).max(LINK_MAX, { error: messages.coverInvalid }).min(1, { error: profileMessages.selectPhoto }),
}, { error: messages.courseFieldsMissing });
export type NewCourseBody = z.infer<typeof NewCourseBody>;

export const CoverUploaded = z.object({ message: z.string(), coverUrl: z.string() });
export const LessonImageUploaded = z.object({ message: z.string(), imagesUrl: z.string() });

/** A lesson's video as the page plays it: the player's address is built on the server. */
export const LessonVideo = z.object({ kind: z.enum(videoKinds), embedUrl: z.string(), sourceUrl: z.string() });
export type LessonVideo = z.infer<typeof LessonVideo>;

/** A lesson. `content` is sanitised HTML (the notes editor's allowlist). */
export const Lesson = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  content: z.string(),
  imagesUrl: z.string().nullable(),
  video: LessonVideo.nullable(),
  /** A habit the learner can add to their routines in one click. */
  habit: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Lesson = z.infer<typeof Lesson>;

/** Save a lesson (the spec's PostCourseLecture for a course's content). Content, Images URL and Video URL are asked for. */
export const LessonBody = z.object({
  title: z.string({ error: messages.lessonFieldsMissing }).trim().max(LESSON_TITLE_MAX, { error: messages.lessonTitleTooLong }).optional(),
  content: z.string({ error: messages.lessonFieldsMissing }).max(LESSON_CONTENT_MAX, { error: messages.lessonContentTooLong }),
  imagesUrl: z.string({ error: messages.lessonFieldsMissing }).trim().max(LINK_MAX, { error: messages.imagesUrlInvalid }),
  videoUrl: z.string({ error: messages.lessonFieldsMissing }).trim().max(LINK_MAX, { error: messages.videoUrlInvalid }),
  habit: z.string({ error: messages.lessonFieldsMissing }).trim().max(LESSON_TITLE_MAX, { error: messages.lessonHabitTooLong }).optional(),
}, { error: messages.lessonFieldsMissing });
export type LessonBody = z.infer<typeof LessonBody>;

export const LessonOrderBody = z.object(
  { lessonIds: z.array(z.uuid({ error: messages.lessonOrderChanged }), { error: messages.lessonOrderChanged }).min(1).max(LESSONS_PER_COURSE_MAX) },
  { error: messages.lessonOrderChanged },
);

export const RatingSummary = z.object({
  /** The average in stars (1–5), one decimal; null before the first rating. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** A course as its card shows it (the coach's list and a coach's library alike). */
export const CourseCard = z.object({
  id: z.uuid(),
  title: z.string(),
  brief: z.string(),
  category: z.enum(courseCategoryValues),
  level: z.enum(courseLevels),
  durationHours: z.number(),
  coverUrl: z.string(),
  uploader: z.object({ name: z.string(), photo: z.string().nullable() }),
  /** Available once it has content; before that its card says 'Coming Soon'. */
  available: z.boolean(),
  lessons: z.number().int(),
  rating: RatingSummary,
  createdAt: z.iso.datetime({ offset: true }),
});
export type CourseCard = z.infer<typeof CourseCard>;

/** The coach's own view of a course: how customers take it. */
export const CourseStats = z.object({
  started: z.number().int(),
  finished: z.number().int(),
  /** Per lesson (in order): the customers on it now, who have not finished the course (where they stop). */
  stoppedAt: z.array(z.object({ lessonId: z.uuid(), title: z.string(), customers: z.number().int() })),
});
export const CoachCourse = CourseCard.extend({ stats: CourseStats });
export type CoachCourse = z.infer<typeof CoachCourse>;
export const CoachCoursePage = pageOf(CoachCourse).extend({
  /** The covers of the coach's first COURSE_COVERS_SHOWN courses (the /Lessons header). */
  covers: z.array(z.object({ id: z.uuid(), title: z.string(), coverUrl: z.string() })),
});
export type CoachCoursePage = z.infer<typeof CoachCoursePage>;

export const CoachCourseDetail = CoachCourse.extend({ lessons: z.array(Lesson) });
export type CoachCourseDetail = z.infer<typeof CoachCourseDetail>;

export const CourseCreated = z.object({ message: z.string(), course: CoachCourse });
export const LessonSaved = z.object({ message: z.string(), course: CoachCourseDetail });

export const CourseIdParams = z.object({ id: z.uuid({ error: messages.courseNotFound }) });
export const LessonIdParams = z.object({ id: z.uuid({ error: messages.courseNotFound }), lessonId: z.uuid({ error: messages.lessonNotFound }) });
export const CoursesQuery = PageQuery;

// ---- Customers ----------------------------------------------------------------------------------

/** CourseLecture: a coach's library, by the coach's e-mail (the spec's ref). */
export const LibraryParams = z.object({ email: z.string({ error: coachProfilesMessages.coachNotFound }).trim().toLowerCase().max(320) });
export const LibraryPage = pageOf(CourseCard).extend({ coach: z.object({ name: z.string(), photo: z.string().nullable() }) });
export type LibraryPage = z.infer<typeof LibraryPage>;

/** Where a customer is in a course. */
export const CourseProgress = z.object({
  done: z.array(z.uuid()),
  /** The lesson to resume at (the first not done, or the one they were on). */
  currentLessonId: z.uuid().nullable(),
  /** For a file video: where they were in it, in seconds. */
  positionSeconds: z.number().int(),
  percent: z.number().int(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CourseProgress = z.infer<typeof CourseProgress>;

/** A course opened: its card, and when available its lessons and the customer's progress and rating. */
export const CourseDetail = CourseCard.extend({
  lessons: z.array(Lesson),
  progress: CourseProgress.nullable(),
  /** The customer's own rating in stars, if they gave one. */
  myStars: z.number().int().nullable(),
  /** Archived by its coach after the customer started it: still theirs to finish. */
  archived: z.boolean(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

export const RatingBody = z.object(
  { rating: z.enum(courseRatings.map(([choice]) => choice) as ['Bad', 'Good', 'Excellent'], { error: messages.ratingInvalid }) },
  { error: messages.ratingInvalid },
);
export const Rated = z.object({ message: z.string(), rating: RatingSummary, myStars: z.number().int() });

export const PositionBody = z.object(
  {
    lessonId: z.uuid({ error: messages.lessonNotFound }),
    positionSeconds: z.coerce.number({ error: messages.coursePositionInvalid }).int().min(0).max(48 * 3600).default(0),
  },
  { error: messages.lessonNotFound },
);
export const ProgressAnswer = z.object({ message: z.string(), progress: CourseProgress });

/** "My courses" on /Coaching: the courses the customer started, with progress. */
export const MyCourse = CourseCard.extend({ progress: CourseProgress, archived: z.boolean() });
export const MyCoursePage = pageOf(MyCourse);
export type MyCoursePage = z.infer<typeof MyCoursePage>;
