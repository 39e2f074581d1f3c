import { messages } from '@iyl/core/catalog/messages';
import { COVER_FIELD } from '@iyl/core/courses/constants';
import { coachCourseEndpoints, courseEndpoints } from '@iyl/core/courses/endpoints';
import type { FastifyInstance } from 'fastify';
import { readOneFile } from '../../platform/http/multipart.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { routes } from '../../platform/http/route.ts';
import type { CoursesService } from './service.ts';

export async function registerCoursesRoutes(app: FastifyInstance, deps: { courses: CoursesService; limiter: RateLimiter }) {
  const { courses, limiter } = deps;

  await routes(app, coachCourseEndpoints, {
    async UploadCourseCover(request) {
      const { user } = request;
      await limiter.check('upload', { ip: request.ip, account: user.id });
      const data = await readOneFile(request, COVER_FIELD, messages.selectPhoto, messages.photoTooLarge);
      return { message: messages.imageUploaded, coverUrl: await courses.uploadCover(user.id, data) };
    },
    async UploadLessonImage(request) {
      const { user } = request;
      await limiter.check('upload', { ip: request.ip, account: user.id });
      const data = await readOneFile(request, COVER_FIELD, messages.selectPhoto, messages.photoTooLarge);
      return { message: messages.lessonImageUploaded, imagesUrl: await courses.uploadCover(user.id, data) };
    },
    CourseLectureList: async (request) => courses.coachPage(request.user.id, request.query.page),
    PostCourseLecture: async (request) => ({ message: messages.courseCreated, course: await courses.create(request.user.id, request.body) }),
    GetCoachCourse: async (request) => courses.coachCourse(request.params.id, request.user.id),
    DeleteCourseLecture: async (request) => {
      await courses.remove(request.params.id);
      return { message: messages.courseDeleted };
    },
    AddLesson: async (request) => ({ message: messages.lessonSaved, course: await courses.addLesson(request.params.id, request.user.id, request.body) }),
    UpdateLesson: async (request) => ({
      message: messages.lessonSaved,
      course: await courses.updateLesson(request.params.id, request.params.lessonId, request.user.id, request.body),
    }),
    DeleteLesson: async (request) => ({
      message: messages.lessonDeleted,
      course: await courses.deleteLesson(request.params.id, request.params.lessonId, request.user.id),
    }),
    ReorderLessons: async (request) => ({
      message: messages.lessonOrderSaved,
      course: await courses.reorder(request.params.id, request.user.id, request.body.lessonIds),
    }),
  });

  await routes(app, courseEndpoints, {
    CourseLecture: async (request) => courses.library(request.params.email, request.query.page),
    MyCourses: async (request) => courses.mine(request.user.id, request.query.page),
    GetCourse: async (request) => courses.open(request.user.id, request.params.id),
    AddRatings: async (request) => {
      const rated = await courses.rate(request.user.id, request.params.id, request.body.rating);
      return { message: request.body.rating === 'Excellent' ? messages.ratedExcellent : messages.rated, ...rated };
    },
    MarkLessonDone: async (request) => courses.markDone(request.user.id, request.params.id, request.params.lessonId),
    SaveCoursePosition: async (request) => courses.savePosition(request.user.id, request.params.id, request.body.lessonId, request.body.positionSeconds),
  });
}
