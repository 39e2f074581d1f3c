import { and, asc, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { type CardRow, cardColumns, type EnrolmentRow, flat, type LessonRow } from './repository.ts';
import { courseEnrolments, courseLessons, courseRatings, courses, lessonCompletions } from './schema.ts';

/** The lesson of the row being read, named in full (a lone table's select list leaves its columns unqualified). */
const lessonId = sql.raw('"course_lessons"."id"');

const customer = sql.placeholder('customer');
const course = sql.placeholder('course');

/** The statements, each built once per database handle (platform/db/built-once.ts). */
const viewQuery = builtOnce((db: DbOrTx) =>
  db
    .select({
      ...cardColumns,
      enrolment: courseEnrolments,
      onTop: sql<boolean>`coalesce(${courseEnrolments.lastOpenedAt} >= (select max(mine.last_opened_at) from course_enrolments mine where mine.customer_id = ${customer}), false)`,
      myStars: sql<number | null>`(select r.stars from ${courseRatings} r where r.customer_id = ${customer} and r.course_id = ${courses.id} limit 1)`,
    })
    .from(courses)
    .leftJoin(courseEnrolments, and(eq(courseEnrolments.customerId, customer), eq(courseEnrolments.courseId, courses.id)))
    .where(eq(courses.id, course))
    .prepare('iyl_course_view'),
);
const lessonsQuery = builtOnce((db: DbOrTx) =>
  db
    .select({
      lesson: courseLessons,
      done: sql<boolean>`exists (select 1 from ${lessonCompletions} c where c.customer_id = ${customer} and c.course_id = ${course} and c.lesson_id = ${lessonId})`,
    })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, course))
    .orderBy(asc(courseLessons.position))
    .prepare('iyl_course_lessons'),
);

/**
 * GetCourse's own reads in two statements (they were six, four one after another; issue 50): the course
 * with its card facts, the customer's enrolment (and whether it is already on top of My courses) and
 * stars; and the lessons, each saying whether the customer marked it done.
 */
export function createCoursePageRepository(db: DbOrTx) {
  return {
    /** The course and the customer's place in it, or undefined when there is no such course. */
    async view(customerId: string, courseId: string) {
      const [found] = await viewQuery(db).execute({ customer: customerId, course: courseId });
      if (!found) return undefined;
      const { course, lessons, available, ratingAverage, ratingCount, ...rest } = found;
      const row: CardRow = flat({ course, lessons, available, ratingAverage, ratingCount });
      return { row, ...rest, enrolment: rest.enrolment ?? undefined };
    },

    /** The course's lessons in order, each with whether the customer marked it done. */
    async lessons(customerId: string, courseId: string): Promise<(LessonRow & { done: boolean })[]> {
      const rows = await lessonsQuery(db).execute({ customer: customerId, course: courseId });
      return rows.map(({ lesson, done }) => ({ ...lesson, done }));
    },

    /**
     * Records an opening that changes something: the first starts the enrolment at the first lesson, a later
     * one moves the course to the top of My courses. (Opening again the course already on top is read, not
     * written: a course page opened again and again cost a durable write each time, issue 50.)
     */
    async recordOpening(customerId: string, courseId: string, firstLessonId: string | null, now: Date): Promise<EnrolmentRow> {
      const [row] = await db
        .insert(courseEnrolments)
        .values({ customerId, courseId, openedAt: now, lastOpenedAt: now, currentLessonId: firstLessonId })
        .onConflictDoUpdate({ target: [courseEnrolments.customerId, courseEnrolments.courseId], set: { lastOpenedAt: now } })
        .returning();
      if (!row) throw new Error('enrolment upsert returned nothing');
      return row;
    },
  };
}
