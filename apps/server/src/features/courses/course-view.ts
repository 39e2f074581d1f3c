/** How a course, a lesson and a customer's progress are shown, from their rows. */
import type { CourseCard, CourseProgress, Lesson, RatingSummary } from '@iyl/core/courses/contract';
import { embedUrlOf, lessonMediaUrl, type MediaSources, sourceUrlOf } from '@iyl/core/courses/video';
import type { CardRow, EnrolmentRow, LessonRow } from './repository.ts';

/** Who made a course, as a card shows them. */
export type Person = { name: string; photo: string | null };
type LessonRef = { id: string };

const summaryOf = (row: { ratingAverage: number | null; ratingCount: number }): RatingSummary => ({ average: row.ratingAverage, count: row.ratingCount });

export function toCard(row: CardRow, uploader: Person): CourseCard {
  return {
    id: row.id,
    title: row.title,
    brief: row.brief,
    category: row.category,
    level: row.level,
    durationHours: row.durationHours,
    coverUrl: row.coverUrl,
    uploader,
    available: row.available,
    lessons: row.lessons,
    rating: summaryOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A lesson as shown. A file (its video, its picture) from a place no longer allowed (saved before the
 * rule, or a host taken off LESSON_MEDIA_HOSTS) is left out: it would load in customers' browsers.
 */
export function toLesson(row: Pick<LessonRow, 'id' | 'position' | 'title' | 'content' | 'imagesUrl' | 'videoKind' | 'videoId' | 'habit' | 'updatedAt'>, sources: MediaSources): Lesson {
  const kept = row.videoKind && row.videoId ? { kind: row.videoKind, id: row.videoId } : null;
  const video = kept?.kind === 'file' && !lessonMediaUrl(kept.id, sources) ? null : kept;
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    content: row.content,
    imagesUrl: row.imagesUrl && lessonMediaUrl(row.imagesUrl, sources),
    video: video && {
      kind: video.kind,
      embedUrl: embedUrlOf(video),
      sourceUrl: sourceUrlOf(video),
    },
    habit: row.habit,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Where a customer is in a course: done = the lessons done that still exist (in order); the lesson to
 * resume at = the one they were on if it still exists, else the first not done, else the last.
 */
export function progressOf(lessons: readonly LessonRef[], done: ReadonlySet<string>, enrolment: Pick<EnrolmentRow, 'currentLessonId' | 'positionSeconds' | 'finishedAt'>): CourseProgress {
  const doneIds = lessons.filter((l) => done.has(l.id)).map((l) => l.id);
  const saved = enrolment.currentLessonId && lessons.some((l) => l.id === enrolment.currentLessonId) ? enrolment.currentLessonId : null;
  const current = saved ?? lessons.find((l) => !done.has(l.id))?.id ?? lessons.at(-1)?.id ?? null;
  return {
    done: doneIds,
    currentLessonId: current,
    positionSeconds: saved ? enrolment.positionSeconds : 0,
    percent: lessons.length ? Math.floor((doneIds.length / lessons.length) * 100) : 0,
    finishedAt: enrolment.finishedAt?.toISOString() ?? null,
  };
}
