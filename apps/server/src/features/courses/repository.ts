import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from '../../platform/db/database.ts';
import { lockUntilCommit } from '../../platform/transaction-lock.ts';
import { courseCovers, courseEnrolments, courseLessons, courseRatings, courses, lessonCompletions } from './schema.ts';

export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;
export type EnrolmentRow = typeof courseEnrolments.$inferSelect;

/**
 * The course of the row being read, named in full: drizzle leaves a lone table's columns unqualified,
 * and inside a subquery a bare "id" would be the inner table's.
 */
const courseId = sql.raw('"courses"."id"');

/** What a card shows beyond the course's own row, read in the same statement as the rows (never one query per row). */
const facts = {
  lessons: sql<number>`(select count(*)::int from course_lessons l where l.course_id = ${courseId})`,
  available: sql<boolean>`exists (select 1 from course_lessons l where l.course_id = ${courseId} and l.content <> '')`,
  ratingAverage: sql<number | null>`(select round(avg(r.stars)::numeric, 1)::float8 from course_ratings r where r.course_id = ${courseId})`,
  ratingCount: sql<number>`(select count(*)::int from course_ratings r where r.course_id = ${courseId})`,
};
/** How customers take it (the coach's own view). */
const stats = {
  started: sql<number>`(select count(*)::int from course_enrolments e where e.course_id = ${courseId})`,
  finished: sql<number>`(select count(*)::int from course_enrolments e where e.course_id = ${courseId} and e.finished_at is not null)`,
};
const total = sql<number>`count(*) over ()::int`;

export type CardRow = CourseRow & { lessons: number; available: boolean; ratingAverage: number | null; ratingCount: number };
export type CoachRow = CardRow & { started: number; finished: number };

export const cardColumns = { course: courses, ...facts };
export const flat = <T extends { course: CourseRow }>({ course, ...rest }: T) => ({ ...course, ...rest }) as CourseRow & Omit<T, 'course'>;

export function createCoursesRepository(db: DbOrTx) {
  const coachCourseWhere = (coachId: string) => and(eq(courses.coachId, coachId), isNull(courses.archivedAt));
  /** A page of the coach's non-archived courses, newest first (their list, their covers and a customer's library select different columns). */
  const newestOf = <T extends PgSelect>(query: T, coachId: string, offset: number, limit: number) =>
    query.where(coachCourseWhere(coachId)).orderBy(desc(courses.createdAt), desc(courses.id)).offset(offset).limit(limit);

  return {
    /** Whether the coach made the course and it is not archived: the ownership rule's one lookup. */
    async owns(id: string, coachId: string) {
      const rows = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, id), coachCourseWhere(coachId)))
        .limit(1);
      return rows.length === 1;
    },

    // --- Covers and courses -----------------------------------------------------------------------

    async addCover(coachId: string, name: string) {
      await db.insert(courseCovers).values({ coachId, name });
    },
    async isCoverOf(coachId: string, name: string) {
      const rows = await db
        .select({ name: courseCovers.name })
        .from(courseCovers)
        .where(and(eq(courseCovers.name, name), eq(courseCovers.coachId, coachId)))
        .limit(1);
      return rows.length === 1;
    },
    /** Forgets a cover no course and no lesson names any more; whether it did (then its file may go). */
    async dropCoverIfUnused(name: string, coverUrl: string) {
      const coach = sql.raw('"course_covers"."coach_id"');
      const rows = await db
        .delete(courseCovers)
        .where(
          and(
            eq(courseCovers.name, name),
            sql`not exists (select 1 from courses c where c.coach_id = ${coach} and c.cover_url = ${coverUrl})`,
            sql`not exists (select 1 from course_lessons l join courses c on c.id = l.course_id where c.coach_id = ${coach} and l.images_url = ${coverUrl})`,
          ),
        )
        .returning({ name: courseCovers.name });
      return rows.length === 1;
    },

    /** Forgets the coach's pictures that no course (its cover) or lesson (its picture) names, but the newest `keep`: their names (their files may go). */
    async dropUnusedCovers(coachId: string, keep: number) {
      const rows = rowsOf<{ name: string }>(
        await db.execute(sql`
          delete from ${courseCovers} where name in (
            select v.name from ${courseCovers} v
            where v.coach_id = ${coachId}
              and not exists (select 1 from ${courses} c where c.coach_id = ${coachId} and c.cover_url = '/uploads/' || v.name)
              and not exists (select 1 from ${courseLessons} l join ${courses} c on c.id = l.course_id where c.coach_id = ${coachId} and l.images_url = '/uploads/' || v.name)
            order by v.created_at desc, v.name desc
            offset ${keep})
          returning name`),
      );
      return rows.map((r) => r.name);
    },

    /** Holds the coach's course count still until the transaction ends (the cap). */
    lockCoach: (coachId: string) => lockUntilCommit(db, `courses:${coachId}`),
    async countCourses(coachId: string) {
      const [row] = await db.select({ n: count() }).from(courses).where(eq(courses.coachId, coachId));
      return row?.n ?? 0;
    },
    async insertCourse(values: typeof courses.$inferInsert) {
      const [row] = await db.insert(courses).values(values).returning();
      if (!row) throw new Error('course insert returned nothing');
      return row;
    },

    /** The coach's non-archived courses, newest first, with card facts and stats. */
    async coachPage(coachId: string, offset: number, limit: number) {
      return (await newestOf(db.select({ ...cardColumns, ...stats, total }).from(courses).$dynamic(), coachId, offset, limit)).map(flat);
    },
    async countCoachCourses(coachId: string) {
      const [row] = await db.select({ n: count() }).from(courses).where(coachCourseWhere(coachId));
      return row?.n ?? 0;
    },
    async covers(coachId: string, limit: number) {
      return newestOf(db.select({ id: courses.id, title: courses.title, coverUrl: courses.coverUrl }).from(courses).$dynamic(), coachId, 0, limit);
    },
    /** One of the coach's own (not archived) courses with card facts and stats. */
    async coachCourse(id: string, coachId: string): Promise<CoachRow | undefined> {
      const [row] = await db
        .select({ ...cardColumns, ...stats })
        .from(courses)
        .where(and(eq(courses.id, id), coachCourseWhere(coachId)))
        .limit(1);
      return row && flat(row);
    },
    /** Any course by id with card facts (customers; archived ones too, the service decides). */
    async course(id: string): Promise<CardRow | undefined> {
      const [row] = await db.select(cardColumns).from(courses).where(eq(courses.id, id)).limit(1);
      return row && flat(row);
    },
    /** Per lesson of these courses, in order: unfinished enrolments whose current lesson it is. */
    async stoppedAt(courseIds: string[]) {
      if (courseIds.length === 0) return [];
      return db
        .select({
          courseId: courseLessons.courseId,
          lessonId: courseLessons.id,
          title: courseLessons.title,
          customers: sql<number>`count(${courseEnrolments.customerId})::int`,
        })
        .from(courseLessons)
        .leftJoin(courseEnrolments, and(eq(courseEnrolments.currentLessonId, courseLessons.id), isNull(courseEnrolments.finishedAt)))
        .where(inArray(courseLessons.courseId, courseIds))
        .groupBy(courseLessons.id)
        .orderBy(asc(courseLessons.courseId), asc(courseLessons.position));
    },
    /** Locks the course row until the transaction ends (lesson writes of one course one at a time); undefined when gone. */
    async lockCourse(id: string) {
      const [row] = await db.select({ id: courses.id, archivedAt: courses.archivedAt }).from(courses).where(eq(courses.id, id)).for('update');
      return row;
    },
    async touchCourse(id: string, now: Date) {
      await db.update(courses).set({ updatedAt: now }).where(eq(courses.id, id));
    },
    async hasEnrolments(courseId: string) {
      const rows = await db.select({ id: courseEnrolments.customerId }).from(courseEnrolments).where(eq(courseEnrolments.courseId, courseId)).limit(1);
      return rows.length === 1;
    },
    async archive(id: string, now: Date) {
      await db.update(courses).set({ archivedAt: now, updatedAt: now }).where(eq(courses.id, id));
    },
    async deleteCourse(id: string) {
      const [row] = await db.delete(courses).where(eq(courses.id, id)).returning({ coverUrl: courses.coverUrl });
      return row;
    },

    // --- Lessons --------------------------------------------------------------------------------

    async lessons(courseId: string) {
      return db.select().from(courseLessons).where(eq(courseLessons.courseId, courseId)).orderBy(asc(courseLessons.position));
    },
    /** The lessons' ids of many courses, in order (progress of a page of courses in one query). */
    async lessonIdsOf(courseIds: string[]) {
      if (courseIds.length === 0) return [];
      return db
        .select({ id: courseLessons.id, courseId: courseLessons.courseId })
        .from(courseLessons)
        .where(inArray(courseLessons.courseId, courseIds))
        .orderBy(asc(courseLessons.courseId), asc(courseLessons.position));
    },
    async insertLesson(values: typeof courseLessons.$inferInsert) {
      const [row] = await db.insert(courseLessons).values(values).returning();
      if (!row) throw new Error('lesson insert returned nothing');
      return row;
    },
    async updateLesson(courseId: string, lessonId: string, values: Partial<typeof courseLessons.$inferInsert>) {
      const [row] = await db
        .update(courseLessons)
        .set(values)
        .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
        .returning({ id: courseLessons.id });
      return row;
    },
    /** Removes a lesson and closes the gap it leaves in the positions. */
    async deleteLesson(courseId: string, lessonId: string) {
      const [row] = await db
        .delete(courseLessons)
        .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
        .returning({ position: courseLessons.position });
      if (!row) return false;
      await db
        .update(courseLessons)
        .set({ position: sql`${courseLessons.position} - 1` })
        .where(and(eq(courseLessons.courseId, courseId), sql`${courseLessons.position} > ${row.position}`));
      // Customers who were on it go on at the lesson now in its place (the last one when it was last).
      await db
        .update(courseEnrolments)
        .set({
          currentLessonId: sql`(select l.id from ${courseLessons} l where l.course_id = ${courseId} order by l.position >= ${row.position} desc, abs(l.position - ${row.position}) limit 1)`,
          positionSeconds: 0,
        })
        .where(and(eq(courseEnrolments.courseId, courseId), isNull(courseEnrolments.currentLessonId), isNull(courseEnrolments.finishedAt)));
      return true;
    },
    /** Every lesson's position from its place in `lessonIds`, in one statement (the unique positions are checked at commit). */
    async reorder(courseId: string, lessonIds: string[], now: Date) {
      await db.execute(sql`
        update course_lessons set position = o.ord::int, updated_at = ${now}
        from unnest(${`{${lessonIds.join(',')}}`}::uuid[]) with ordinality as o(id, ord)
        where course_lessons.id = o.id and course_lessons.course_id = ${courseId} and course_lessons.position <> o.ord`);
    },

    // --- Customers ------------------------------------------------------------------------------

    /** A coach's library: their non-archived courses, newest first. */
    async libraryPage(coachId: string, offset: number, limit: number) {
      return (await newestOf(db.select({ ...cardColumns, total }).from(courses).$dynamic(), coachId, offset, limit)).map(flat);
    },
    async enrolment(customerId: string, courseId: string, lock = false) {
      const query = db
        .select()
        .from(courseEnrolments)
        .where(and(eq(courseEnrolments.customerId, customerId), eq(courseEnrolments.courseId, courseId)));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },
    async setPlace(customerId: string, courseId: string, values: Partial<Pick<EnrolmentRow, 'currentLessonId' | 'positionSeconds' | 'finishedAt'>>) {
      const [row] = await db
        .update(courseEnrolments)
        .set(values)
        .where(and(eq(courseEnrolments.customerId, customerId), eq(courseEnrolments.courseId, courseId)))
        .returning();
      return row;
    },
    /** The lessons the customer marked done in these courses (of lessons that still exist). */
    async completions(customerId: string, courseIds: string[]) {
      if (courseIds.length === 0) return [];
      return db
        .select({ courseId: lessonCompletions.courseId, lessonId: lessonCompletions.lessonId })
        .from(lessonCompletions)
        .where(and(eq(lessonCompletions.customerId, customerId), inArray(lessonCompletions.courseId, courseIds)));
    },
    async markDone(customerId: string, courseId: string, lessonId: string, now: Date) {
      await db.insert(lessonCompletions).values({ customerId, courseId, lessonId, doneAt: now }).onConflictDoNothing();
    },
    /** One rating per customer (a second replaces the first), only from one who opened the course; undefined otherwise. */
    async rate(customerId: string, courseId: string, stars: number, now: Date) {
      const rows = rowsOf<{ stars: number }>(
        await db.execute(sql`
          insert into course_ratings (customer_id, course_id, stars, rated_at)
          select ${customerId}, ${courseId}, ${stars}, ${now}
          where exists (select 1 from course_enrolments e where e.customer_id = ${customerId} and e.course_id = ${courseId})
          on conflict (customer_id, course_id) do update set stars = excluded.stars, rated_at = excluded.rated_at
          returning stars`),
      );
      return rows[0]?.stars;
    },
    async ratingSummary(courseId: string) {
      const [row] = await db
        .select({
          average: sql<number | null>`round(avg(${courseRatings.stars})::numeric, 1)::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(courseRatings)
        .where(eq(courseRatings.courseId, courseId));
      return { average: row?.average ?? null, count: row?.count ?? 0 };
    },
    /** The customer's enrolments, last opened first, each with its course and card facts. */
    async myPage(customerId: string, offset: number, limit: number) {
      const rows = await db
        .select({ ...cardColumns, enrolment: courseEnrolments, total })
        .from(courseEnrolments)
        .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
        .where(eq(courseEnrolments.customerId, customerId))
        .orderBy(desc(courseEnrolments.lastOpenedAt), desc(courseEnrolments.courseId))
        .offset(offset)
        .limit(limit);
      return rows.map(flat);
    },
    async countMine(customerId: string) {
      const [row] = await db.select({ n: count() }).from(courseEnrolments).where(eq(courseEnrolments.customerId, customerId));
      return row?.n ?? 0;
    },
  };
}
export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
