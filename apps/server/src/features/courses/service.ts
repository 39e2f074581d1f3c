import { messages } from '@iyl/core/catalog/messages';
import { COURSE_COVERS_SHOWN, COURSE_PAGE_SIZE, COURSES_PER_COACH_MAX, type CourseRatingChoice, LESSONS_PER_COURSE_MAX, starsOf } from '@iyl/core/courses/constants';
import type {
  CoachCourse,
  CoachCourseDetail,
  CoachCoursePage,
  CourseDetail,
  LessonBody,
  LibraryPage,
  MyCoursePage,
  NewCourseBody,
} from '@iyl/core/courses/contract';
import { lessonMediaUrl, type MediaSources, parseVideoUrl } from '@iyl/core/courses/video';
import type { Db } from '../../platform/db/database.ts';
import { numberedPage, withTotal } from '../../platform/db/paging.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import type { RichText } from '../../platform/html/rich-text.ts';
import type { FileStore } from '../../platform/storage/storage.ts';
import type { AuthService } from '../auth/service.ts';
import type { CoachProfilesService } from '../coach-profiles/service.ts';
import { type ProfileService, UPLOADS_PATH } from '../profile/service.ts';
import { createCoursePageRepository } from './course-page.ts';
import { type Person, progressOf, toCard, toLesson } from './course-view.ts';
import { type CoachRow, createCoursesRepository, type EnrolmentRow } from './repository.ts';

/** Covers a coach uploaded that no course names yet, kept at most (the newest). */
const UNUSED_COVERS_KEPT = 5;

/** A picture this server made (a cover, a lesson's picture): /uploads/<uuid>.webp. */
const COVER_URL = /^\/uploads\/([0-9a-f-]{36}\.webp)$/;

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const courseNotFound = () => notFound(messages.courseNotFound);
const lessonNotFound = () => notFound(messages.lessonNotFound);

export interface CoursesDeps {
  db: Db;
  store: FileStore;
  richText: RichText;
  clock: () => Date;
  log: { warn(obj: object, msg?: string): void };
  auth: Pick<AuthService, 'contacts'>;
  profile: Pick<ProfileService, 'storePicture'>;
  coachProfiles: Pick<CoachProfilesService, 'chatCoach' | 'listed'>;
  /** Where a lesson's files may come from: the app's own storage (its origin) and LESSON_MEDIA_HOSTS. */
  media: MediaSources;
}

/** Courses: coaches build courses of ordered lessons; customers take them with progress, resume and ratings. */
export function createCoursesService(deps: CoursesDeps) {
  const { db, clock } = deps;
  const repo = createCoursesRepository(db);
  const page = createCoursePageRepository(db);

  /** The name and photo of some coaches, in one query. */
  async function people(coachIds: string[]): Promise<(id: string) => Person> {
    const contacts = await deps.auth.contacts(coachIds);
    return (id) => {
      const contact = contacts.get(id);
      return { name: contact?.fullname ?? '', photo: contact?.profilePic ?? null };
    };
  }

  /** The coach's view of some courses: cards with stats, their stop points read in one query for all. */
  async function coachCourses(rows: CoachRow[]): Promise<CoachCourse[]> {
    if (rows.length === 0) return [];
    const [uploader, stops] = await Promise.all([people(rows.map((r) => r.coachId)), repo.stoppedAt(rows.map((r) => r.id))]);
    const stopsOf = Map.groupBy(stops, (s) => s.courseId);
    return rows.map((row) => ({
      ...toCard(row, uploader(row.coachId)),
      stats: {
        started: row.started,
        finished: row.finished,
        stoppedAt: (stopsOf.get(row.id) ?? []).map(({ lessonId, title, customers }) => ({ lessonId, title, customers })),
      },
    }));
  }

  async function coachDetail(id: string, coachId: string): Promise<CoachCourseDetail> {
    const row = await repo.coachCourse(id, coachId);
    if (!row) throw courseNotFound();
    const [[course], lessons] = await Promise.all([coachCourses([row]), repo.lessons(id)]);
    if (!course) throw courseNotFound();
    return { ...course, lessons: lessons.map((l) => toLesson(l, deps.media)) };
  }

  /** A lesson file's refusal, naming the other addresses the site allows, if any. */
  const mediaRefused = (message: string) =>
    badRequest(deps.media.hosts.length ? `${message} ${messages.mediaHostsAllowed} ${deps.media.hosts.join(', ')}.` : message);

  /** A file of the app's own storage is one of the coach's own uploaded pictures; a link elsewhere is checked by lessonMediaUrl. */
  async function ownFileOk(address: string, coachId: string) {
    if (!address.startsWith(UPLOADS_PATH)) return true;
    const name = COVER_URL.exec(address)?.[1];
    return Boolean(name && (await repo.isCoverOf(coachId, name)));
  }

  /**
   * A lesson's fields as kept: content sanitised; the picture and a video file from the app's own storage
   * (one the coach uploaded) or an allowed host (MediaSources); YouTube and Vimeo as provider and id.
   */
  async function lessonFields(body: LessonBody, coachId: string) {
    const { html, text } = await deps.richText.clean(body.content, coachId);
    if (!text.trim() || !body.imagesUrl || !body.videoUrl) throw badRequest(messages.lessonFieldsMissing);
    const imagesUrl = lessonMediaUrl(body.imagesUrl, deps.media);
    if (!imagesUrl || !(await ownFileOk(imagesUrl, coachId))) throw mediaRefused(messages.imagesUrlInvalid);
    const video = parseVideoUrl(body.videoUrl, deps.media);
    if (!video || (video.kind === 'file' && !(await ownFileOk(video.id, coachId)))) throw mediaRefused(messages.videoUrlInvalid);
    return { content: html, imagesUrl, videoKind: video.kind, videoId: video.id, habit: body.habit || null, title: body.title || undefined };
  }

  /** Lesson writes of one course one at a time: the course row locked until the transaction ends. */
  async function withCourseLocked<T>(courseId: string, coachId: string, work: (tx: ReturnType<typeof createCoursesRepository>) => Promise<T>) {
    await db.transaction(async (tx) => {
      const txRepo = createCoursesRepository(tx);
      const locked = await txRepo.lockCourse(courseId);
      if (!locked || locked.archivedAt) throw courseNotFound();
      await work(txRepo);
      await txRepo.touchCourse(courseId, clock());
    });
    return coachDetail(courseId, coachId);
  }

  /** A course the customer may see: one offered (not archived, its coach listed), or one they started. */
  async function visible(customerId: string, courseId: string) {
    const row = await repo.course(courseId);
    if (!row) return undefined;
    const [enrolment, listed] = await Promise.all([repo.enrolment(customerId, courseId), deps.coachProfiles.listed(row.coachId)]);
    // Offered: not archived, by a coach the directory lists (as the library). A customer who started it keeps it.
    if (!enrolment && (row.archivedAt || !listed)) return undefined;
    return { row, enrolment };
  }

  /** The customer's progress in one course (its lessons and their done ones read now). */
  async function progressIn(customerId: string, courseId: string, enrolment: EnrolmentRow) {
    const [lessons, done] = await Promise.all([repo.lessonIdsOf([courseId]), repo.completions(customerId, [courseId])]);
    return progressOf(lessons, new Set(done.map((d) => d.lessonId)), enrolment);
  }

  /** The refusal for a customer without an enrolment: a course they may not see is not found. */
  async function notOpened(customerId: string, courseId: string, message: string) {
    const found = await visible(customerId, courseId);
    if (!found) return courseNotFound();
    // A course with no content yet cannot be opened: it says so rather than "open it first".
    return conflict(found.row.available ? message : messages.ratingNeedsContent);
  }

  return {
    // --- Coaches --------------------------------------------------------------------------------

    /** Whether the coach made the course and it is not archived (the `course` ownership rule). */
    owns: (id: string, coachId: string) => repo.owns(id, coachId),

    /**
     * UploadCourseCover and UploadLessonImage: the picture pipeline of profile photos, in the wide shape
     * the cards show (a cover's words are not cropped away); remembered as this coach's picture.
     */
    async uploadCover(coachId: string, data: Buffer) {
      const url = await deps.profile.storePicture(data, 'wide');
      try {
        await repo.addCover(coachId, url.slice(UPLOADS_PATH.length));
      } catch (err) {
        await deps.store.remove(url.slice(UPLOADS_PATH.length));
        throw err;
      }
      // Pictures uploaded for courses or lessons never saved: the newest few are kept (a form still open), the rest go.
      for (const name of await repo.dropUnusedCovers(coachId, UNUSED_COVERS_KEPT)) {
        await deps.store.remove(name).catch((err: Error) => deps.log.warn({ err: err.message }, 'unused course cover not removed'));
      }
      return url;
    },

    /** PostCourseLecture: a new course (Coming Soon until it has content); at most COURSES_PER_COACH_MAX per coach. */
    async create(coachId: string, body: NewCourseBody): Promise<CoachCourse> {
      const name = COVER_URL.exec(body.coverUrl)?.[1];
      if (!name || !(await repo.isCoverOf(coachId, name))) throw badRequest(messages.coverInvalid);
      const id = await db.transaction(async (tx) => {
        const txRepo = createCoursesRepository(tx);
        await txRepo.lockCoach(coachId);
        if ((await txRepo.countCourses(coachId)) >= COURSES_PER_COACH_MAX) throw conflict(messages.coursesFull);
        const now = clock();
        const { title, brief, category, level, durationHours, coverUrl } = body;
        return (await txRepo.insertCourse({ coachId, title, brief, category, level, durationHours, coverUrl, createdAt: now, updatedAt: now })).id;
      });
      const row = await repo.coachCourse(id, coachId);
      const [course] = row ? await coachCourses([row]) : [];
      if (!course) throw courseNotFound();
      return course;
    },

    /** CourseLectureList: the coach's courses, newest first, with stats; the covers of the first few. */
    async coachPage(coachId: string, page: number): Promise<CoachCoursePage> {
      const offset = (page - 1) * COURSE_PAGE_SIZE;
      const [rows, covers] = await Promise.all([repo.coachPage(coachId, offset, COURSE_PAGE_SIZE), repo.covers(coachId, COURSE_COVERS_SHOWN)]);
      const { total } = await withTotal(rows, offset, () => repo.countCoachCourses(coachId));
      return { ...numberedPage(await coachCourses(rows), page, COURSE_PAGE_SIZE, total), covers };
    },

    coachCourse: (id: string, coachId: string) => coachDetail(id, coachId),

    /** DeleteCourseLecture: archived when a customer has opened it (their progress stays), erased otherwise. */
    async remove(id: string) {
      const erased = await db.transaction(async (tx) => {
        const txRepo = createCoursesRepository(tx);
        const locked = await txRepo.lockCourse(id);
        if (!locked || locked.archivedAt) throw courseNotFound();
        if (await txRepo.hasEnrolments(id)) {
          await txRepo.archive(id, clock());
          return undefined;
        }
        const row = await txRepo.deleteCourse(id);
        const name = row && COVER_URL.exec(row.coverUrl)?.[1];
        return name && (await txRepo.dropCoverIfUnused(name, row.coverUrl)) ? name : undefined;
      });
      // The file goes after the commit: a rolled-back delete keeps its cover.
      if (erased) await deps.store.remove(erased).catch((err: Error) => deps.log.warn({ err: err.message }, 'course cover not removed'));
    },

    /** AddLesson: at the end of the course; titled `Lesson N` unless named. */
    async addLesson(courseId: string, coachId: string, body: LessonBody) {
      const fields = await lessonFields(body, coachId);
      return withCourseLocked(courseId, coachId, async (txRepo) => {
        const lessons = await txRepo.lessonIdsOf([courseId]);
        if (lessons.length >= LESSONS_PER_COURSE_MAX) throw conflict(messages.lessonsFull);
        const position = lessons.length + 1;
        const now = clock();
        await txRepo.insertLesson({ ...fields, courseId, position, title: fields.title ?? `Lesson ${position}`, createdAt: now, updatedAt: now });
      });
    },

    async updateLesson(courseId: string, lessonId: string, coachId: string, body: LessonBody) {
      const fields = await lessonFields(body, coachId);
      return withCourseLocked(courseId, coachId, async (txRepo) => {
        const lessons = await txRepo.lessons(courseId);
        const lesson = lessons.find((l) => l.id === lessonId);
        if (!lesson) throw lessonNotFound();
        // A title left out keeps the one it has.
        await txRepo.updateLesson(courseId, lessonId, { ...fields, title: fields.title ?? lesson.title, updatedAt: clock() });
      });
    },

    async deleteLesson(courseId: string, lessonId: string, coachId: string) {
      return withCourseLocked(courseId, coachId, async (txRepo) => {
        if (!(await txRepo.deleteLesson(courseId, lessonId))) throw lessonNotFound();
      });
    },

    /** ReorderLessons: every current lesson once, in the new order; a list that no longer matches is refused. */
    async reorder(courseId: string, coachId: string, lessonIds: string[]) {
      return withCourseLocked(courseId, coachId, async (txRepo) => {
        const current = await txRepo.lessonIdsOf([courseId]);
        const given = new Set(lessonIds);
        if (given.size !== lessonIds.length || given.size !== current.length || current.some((l) => !given.has(l.id))) throw conflict(messages.lessonOrderChanged);
        await txRepo.reorder(courseId, lessonIds, clock());
      });
    },

    // --- Customers ------------------------------------------------------------------------------

    /** CourseLecture: a coach's library by the coach's e-mail, newest first. */
    async library(email: string, page: number): Promise<LibraryPage> {
      const coach = await deps.coachProfiles.chatCoach(email);
      if (!coach) throw notFound(messages.coachNotFound);
      const offset = (page - 1) * COURSE_PAGE_SIZE;
      const rows = await repo.libraryPage(coach.id, offset, COURSE_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.countCoachCourses(coach.id));
      const person = { name: coach.name, photo: coach.profilePic };
      return { ...numberedPage(rows.map((r) => toCard(r, person)), page, COURSE_PAGE_SIZE, total), coach: person };
    },

    /** GetCourse: opening an available course records it (the first time starts it). */
    async open(customerId: string, courseId: string): Promise<CourseDetail> {
      const found = await page.view(customerId, courseId);
      if (!found) throw courseNotFound();
      const { lessons } = found;
      // Offered: not archived, by a coach the directory lists (as the library). A customer who started it keeps it (and is not asked about).
      if (!found.enrolment && (found.row.archivedAt || !(await deps.coachProfiles.listed(found.row.coachId)))) throw courseNotFound();
      const { row } = found;
      const card = toCard(row, (await people([row.coachId]))(row.coachId));
      if (!row.available) return { ...card, lessons: [], progress: null, myStars: found.myStars, archived: row.archivedAt !== null };
      let enrolment = found.onTop ? found.enrolment : undefined;
      if (!enrolment) {
        try {
          enrolment = await page.recordOpening(customerId, courseId, lessons[0]?.id ?? null, clock());
        } catch (err) {
          // The course was erased meanwhile (its coach deleted it before anyone had opened it).
          if ((err as { code?: string }).code === '23503' || (err as { cause?: { code?: string } }).cause?.code === '23503') throw courseNotFound();
          throw err;
        }
      }
      return {
        ...card,
        lessons: lessons.map((l) => toLesson(l, deps.media)),
        progress: progressOf(lessons, new Set(lessons.filter((l) => l.done).map((l) => l.id)), enrolment),
        myStars: found.myStars,
        archived: row.archivedAt !== null,
      };
    },

    /** AddRatings: one per customer who opened the course (a second replaces the first). */
    async rate(customerId: string, courseId: string, choice: CourseRatingChoice) {
      const stars = await repo.rate(customerId, courseId, starsOf(choice), clock());
      if (stars === undefined) throw await notOpened(customerId, courseId, messages.ratingNeedsOpening);
      return { rating: await repo.ratingSummary(courseId), myStars: stars };
    },

    /** MarkLessonDone: idempotent; the course resumes at the next lesson not done; finished once all are. */
    async markDone(customerId: string, courseId: string, lessonId: string) {
      const result = await db.transaction(async (tx) => {
        const txRepo = createCoursesRepository(tx);
        const enrolment = await txRepo.enrolment(customerId, courseId, true);
        if (!enrolment) return undefined;
        const lessons = await txRepo.lessonIdsOf([courseId]);
        const at = lessons.findIndex((l) => l.id === lessonId);
        if (at < 0) throw lessonNotFound();
        const now = clock();
        await txRepo.markDone(customerId, courseId, lessonId, now);
        const done = new Set((await txRepo.completions(customerId, [courseId])).map((d) => d.lessonId));
        const next = [...lessons.slice(at + 1), ...lessons.slice(0, at)].find((l) => !done.has(l.id));
        const finished = !next;
        const place = {
          currentLessonId: next?.id ?? null,
          positionSeconds: next?.id === enrolment.currentLessonId ? enrolment.positionSeconds : 0,
          finishedAt: enrolment.finishedAt ?? (finished ? now : null),
        };
        const saved = (await txRepo.setPlace(customerId, courseId, place)) ?? { ...enrolment, ...place };
        return { finished, progress: progressOf(lessons, done, saved) };
      });
      if (!result) throw await notOpened(customerId, courseId, messages.courseNotOpened);
      return { message: result.finished ? messages.courseFinished : messages.lessonDone, progress: result.progress };
    },

    /** SaveCoursePosition: the lesson on screen and, for a file video, the second reached. */
    async savePosition(customerId: string, courseId: string, lessonId: string, positionSeconds: number) {
      const enrolment = await repo.enrolment(customerId, courseId);
      if (!enrolment) throw await notOpened(customerId, courseId, messages.courseNotOpened);
      const lessons = await repo.lessonIdsOf([courseId]);
      if (!lessons.some((l) => l.id === lessonId)) throw lessonNotFound();
      const saved = await repo.setPlace(customerId, courseId, { currentLessonId: lessonId, positionSeconds });
      if (!saved) throw courseNotFound();
      return { message: messages.coursePositionSaved, progress: await progressIn(customerId, courseId, saved) };
    },

    /** MyCourses: the courses the customer started, last opened first, with progress. */
    async mine(customerId: string, page: number): Promise<MyCoursePage> {
      const offset = (page - 1) * COURSE_PAGE_SIZE;
      const rows = await repo.myPage(customerId, offset, COURSE_PAGE_SIZE);
      const { total } = await withTotal(rows, offset, () => repo.countMine(customerId));
      const ids = rows.map((r) => r.id);
      const [uploader, lessons, done] = await Promise.all([people(rows.map((r) => r.coachId)), repo.lessonIdsOf(ids), repo.completions(customerId, ids)]);
      const lessonsOf = Map.groupBy(lessons, (l) => l.courseId);
      const doneIds = new Set(done.map((d) => d.lessonId));
      const items = rows.map((row) => ({
        ...toCard(row, uploader(row.coachId)),
        progress: progressOf(lessonsOf.get(row.id) ?? [], doneIds, row.enrolment),
        archived: row.archivedAt !== null,
      }));
      return numberedPage(items, page, COURSE_PAGE_SIZE, total);
    },
  };
}
export type CoursesService = ReturnType<typeof createCoursesService>;
