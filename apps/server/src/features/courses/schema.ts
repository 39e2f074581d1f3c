import type { CourseCategory, CourseLevel, VideoKind } from '@iyl/core/courses/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/** A coach's course (spec part 2 §2 Course library). Archived once customers started it and the coach deleted it. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    brief: text('brief').notNull(),
    category: text('category').$type<CourseCategory>().notNull(),
    level: text('level').$type<CourseLevel>().notNull(),
    durationHours: real('duration_hours').notNull(),
    /** /uploads/<name>.webp, one of the coach's cover uploads. */
    coverUrl: text('cover_url').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The coach's list (and a coach's library), newest first.
    index('courses_coach_list_idx')
      .on(t.coachId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.archivedAt} is null`),
    // The cap counts archived ones too.
    index('courses_coach_idx').on(t.coachId),
  ],
);

/**
 * Pictures a coach uploaded (UploadCourseCover, UploadLessonImage): a course's cover and a lesson's
 * picture of the app's own may only name one of these, so deleting a course never removes a file it did
 * not bring (someone's profile photo).
 */
export const courseCovers = pgTable('course_covers', {
  name: text('name').primaryKey(),
  coachId: uuid('coach_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A course's lessons, in order. The position is unique per course, checked at commit (a reorder rewrites them in one statement). */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML (the notes editor's allowlist). */
    content: text('content').notNull(),
    imagesUrl: text('images_url'),
    /** The provider and id (YouTube, Vimeo) or the https file; the player's address is built from them. */
    videoKind: text('video_kind').$type<VideoKind>(),
    videoId: text('video_id'),
    habit: text('habit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // DEFERRABLE INITIALLY DEFERRED is added in the migration (drizzle cannot say it).
    unique('course_lessons_course_position_key').on(t.courseId, t.position),
    check('course_lessons_video_kind', sql`${t.videoKind} is null or ${t.videoKind} in ('youtube', 'vimeo', 'file')`),
  ],
);

/** A customer who opened an available course: where they are in it. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    currentLessonId: uuid('current_lesson_id').references(() => courseLessons.id, { onDelete: 'set null' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.courseId] }),
    index('course_enrolments_customer_opened_idx').on(t.customerId, t.lastOpenedAt.desc()),
    index('course_enrolments_course_idx').on(t.courseId),
    index('course_enrolments_current_lesson_idx').on(t.currentLessonId),
  ],
);

/** A lesson a customer marked done. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.lessonId] }),
    index('lesson_completions_course_customer_idx').on(t.courseId, t.customerId),
    index('lesson_completions_lesson_idx').on(t.lessonId),
  ],
);

/** One rating per customer per course (a second replaces the first): Bad, Good, Excellent as 1, 3, 5 stars. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.courseId] }),
    check('course_ratings_stars', sql`${t.stars} in (1, 3, 5)`),
    index('course_ratings_course_idx').on(t.courseId),
  ],
);
