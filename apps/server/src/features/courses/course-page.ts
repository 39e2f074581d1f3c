import { and, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../platform/db/built-once.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { type CardRow, cardColumns, type EnrolmentRow, flat, type LessonRow } from './repository.ts';
import { courseEnrolments, courseLessons, courseRatings, courses, lessonCompletions } from './schema.ts';

/** The course of the row being read, named in full. */
const courseOfRow = sql.raw('"courses"."id"');
const customer = sql.placeholder('customer');
const course = sql.placeholder('course');

/** A lesson as the view's statement gives it: a JSON array (the lessons are one column of the course's row). */
type LessonJson = [
  id: string,
  position: number,
  title: string,
  content: string,
  imagesUrl: string | null,
  videoKind: LessonRow['videoKind'],
  videoId: string | null,
  habit: string | null,
  updatedAt: string,
  done: boolean,
];

/** The statements, each built once per database handle (platform/db/built-once.ts). */
const viewQuery = builtOnce((db: DbOrTx) =>
  db
    .select({
      ...cardColumns,
      enrolment: courseEnrolments,
      onTop: sql<boolean>`coalesce(${courseEnrolments.lastOpenedAt} >= (select max(mine.last_opened_at) from course_enrolments mine where mine.customer_id = ${customer}), false)`,
      myStars: sql<number | null>`(select r.stars from ${courseRatings} r where r.customer_id = ${customer} and r.course_id = ${courseOfRow} limit 1)`,
      lessonList: sql<LessonJson[]>`coalesce((select json_agg(json_build_array(l.id, l.position, l.title, l.content, l.images_url, l.video_kind, l.video_id, l.habit, l.updated_at,
          exists (select 1 from ${lessonCompletions} c where c.customer_id = ${customer} and c.course_id = l.course_id and c.lesson_id = l.id)) order by l.position)
        from ${courseLessons} l where l.course_id = ${courseOfRow}), '[]'::json)`,
    })
    .from(courses)
    .leftJoin(courseEnrolments, and(eq(courseEnrolments.customerId, customer), eq(courseEnrolments.courseId, courses.id)))
    .where(eq(courses.id, course))
    .prepare('iyl_course_view'),
);
const openingQuery = builtOnce((db: DbOrTx) =>
  db
    .insert(courseEnrolments)
    .values({ customerId: customer, courseId: course, openedAt: sql.placeholder('now'), lastOpenedAt: sql.placeholder('now'), currentLessonId: sql.placeholder('firstLesson') })
    .onConflictDoUpdate({ target: [courseEnrolments.customerId, courseEnrolments.courseId], set: { lastOpenedAt: sql`excluded.last_opened_at` } })
    .returning()
    .prepare('iyl_course_opening'),
);

/**
 * GetCourse's own reads in one statement (they were six, four one after another; issue 50): the course
 * with its card facts, the customer's enrolment (and whether it is already on top of My courses) and
 * stars, and its lessons in order, each saying whether the customer marked it done.
 */
export function createCoursePageRepository(db: DbOrTx) {
  return {
    /** The course and the customer's place in it, or undefined when there is no such course. */
    async view(customerId: string, courseId: string) {
      const [found] = await viewQuery(db).execute({ customer: customerId, course: courseId });
      if (!found) return undefined;
      const { course, lessons, available, ratingAverage, ratingCount, lessonList, ...rest } = found;
      const row: CardRow = flat({ course, lessons, available, ratingAverage, ratingCount });
      const lessonRows = lessonList.map(([id, position, title, content, imagesUrl, videoKind, videoId, habit, updatedAt, done]) => ({
        id,
        position,
        title,
        content,
        imagesUrl,
        videoKind,
        videoId,
        habit,
        updatedAt: new Date(updatedAt),
        done,
      }));
      return { row, ...rest, enrolment: rest.enrolment ?? undefined, lessons: lessonRows };
    },

    /**
     * Records an opening that changes something: the first starts the enrolment at the first lesson, a later
     * one moves the course to the top of My courses. (Opening again the course already on top is read, not
     * written: a course page opened again and again cost a durable write each time, issue 50.)
     */
    async recordOpening(customerId: string, courseId: string, firstLessonId: string | null, now: Date): Promise<EnrolmentRow> {
      const [row] = await openingQuery(db).execute({ customer: customerId, course: courseId, now, firstLesson: firstLessonId });
      if (!row) throw new Error('enrolment upsert returned nothing');
      return row;
    },
  };
}
