import { messages } from '@iyl/core/catalog/messages';
import type { CourseRatingChoice } from '@iyl/core/courses/constants';
import type { CoachCourseDetail, LessonBody, NewCourseBody } from '@iyl/core/courses/contract';
import { coachCourseEndpoints, courseEndpoints } from '@iyl/core/courses/endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, absentAsNull, call, uploadTo } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { COVER_FIELD } from '@iyl/core/courses/constants';

export const courseKeys = {
  all: ['courses'] as const,
  coachList: (page: number) => ['courses', 'coach', 'list', page] as const,
  coachCourse: (id: string) => ['courses', 'coach', 'course', id] as const,
  library: (email: string, page: number) => ['courses', 'library', email, page] as const,
  course: (id: string) => ['courses', 'course', id] as const,
  mine: (page: number) => ['courses', 'mine', page] as const,
};

/** A refusal because the data changed meanwhile (a lesson order that no longer matches, a rating before opening). */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

// ---- Coach ----------------------------------------------------------------------------------------

/** CourseLectureList: the coach's courses with the covers of the first seven. */
export const useCoachCourses = (page: number) =>
  useQuery({
    queryKey: courseKeys.coachList(page),
    queryFn: () => call(coachCourseEndpoints.CourseLectureList, { query: { page } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.coachProfileFailed },
  });

/** GetCoachCourse: one course with its lessons (/Content). A missing course is shown in place, not toasted. */
export const useCoachCourse = (id: string) =>
  useQuery({
    queryKey: courseKeys.coachCourse(id),
    queryFn: () => call(coachCourseEndpoints.GetCoachCourse, { params: { id } }).catch(absentAsNull),
    enabled: id !== '',
    meta: { errorMessage: messages.coachProfileFailed },
  });

export interface CoverUpload {
  file: File;
  onProgress?: (percent: number) => void;
}

/** UploadCourseCover: the picture goes first; the course names it by the address given back. Shows its own progress. */
export function useUploadCover() {
  return useMutation({
    mutationFn: ({ file, onProgress }: CoverUpload) => {
      const form = new FormData();
      form.append(COVER_FIELD, file);
      return uploadTo(coachCourseEndpoints.UploadCourseCover, form, { onProgress });
    },
    meta: { inlineBusy: true },
  });
}

/** UploadLessonImage: a lesson's picture, kept in the app's storage; the lesson names it by the address given back. */
export function useUploadLessonImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(COVER_FIELD, file);
      return uploadTo(coachCourseEndpoints.UploadLessonImage, form);
    },
    meta: { inlineBusy: true },
  });
}

/** PostCourseLecture. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCourseBody) => call(coachCourseEndpoints.PostCourseLecture, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** DeleteCourseLecture (a course customers started is archived instead). */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(coachCourseEndpoints.DeleteCourseLecture, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** Every lesson change answers with the course as it now is: it replaces the cached one. */
function useLessonChange<V>(courseId: string, run: (variables: V) => Promise<{ message: string; course: CoachCourseDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      queryClient.setQueryData(courseKeys.coachCourse(courseId), answer.course);
      return queryClient.invalidateQueries({ queryKey: ['courses', 'coach', 'list'] });
    },
  });
}

/** AddLesson or UpdateLesson (with a lesson id). */
export const useSaveLesson = (courseId: string) =>
  useLessonChange(courseId, ({ lessonId, body }: { lessonId: string | null; body: LessonBody }) =>
    lessonId
      ? call(coachCourseEndpoints.UpdateLesson, { params: { id: courseId, lessonId }, body })
      : call(coachCourseEndpoints.AddLesson, { params: { id: courseId }, body }),
  );

/** DeleteLesson. */
export const useDeleteLesson = (courseId: string) =>
  useLessonChange(courseId, (lessonId: string) => call(coachCourseEndpoints.DeleteLesson, { params: { id: courseId, lessonId } }));

/** ReorderLessons: every lesson once, in the new order. */
export const useReorderLessons = (courseId: string) =>
  useLessonChange(courseId, (lessonIds: string[]) => call(coachCourseEndpoints.ReorderLessons, { params: { id: courseId }, body: { lessonIds } }));

// ---- Customers ------------------------------------------------------------------------------------

/** CourseLecture: a coach's library by e-mail. */
export const useLibrary = (email: string, page: number) =>
  useQuery({
    queryKey: courseKeys.library(email, page),
    queryFn: () => call(courseEndpoints.CourseLecture, { params: { email }, query: { page } }),
    enabled: email !== '',
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.coachProfileFailed },
  });

/** GetCourse (opening it starts it). The modal and /CourseView show their own state, so no overlay. */
export const useCourse = (id: string | null) =>
  useQuery({
    queryKey: courseKeys.course(id ?? ''),
    queryFn: () => call(courseEndpoints.GetCourse, { params: { id: id ?? '' } }).catch(absentAsNull),
    enabled: Boolean(id),
    meta: { errorMessage: messages.coachProfileFailed, inlineBusy: true },
  });

/** MyCourses: the courses the customer started. */
export const useMyCourses = (page: number) =>
  useQuery({
    queryKey: courseKeys.mine(page),
    queryFn: () => call(courseEndpoints.MyCourses, { query: { page } }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: messages.coachProfileFailed, inlineBusy: true },
  });

/** AddRatings. */
export function useRateCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: CourseRatingChoice) => call(courseEndpoints.AddRatings, { params: { id }, body: { rating } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** MarkLessonDone. */
export function useMarkDone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) => call(courseEndpoints.MarkLessonDone, { params: { id, lessonId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** SaveCoursePosition: quiet (no overlay, no toast); the page keeps going if it fails. */
export function useSavePosition(id: string) {
  return useMutation({
    mutationFn: (body: { lessonId: string; positionSeconds: number }) => call(courseEndpoints.SaveCoursePosition, { params: { id }, body }),
    meta: { inlineBusy: true },
  });
}
