import { featureEndpoints, lazy } from '../http/endpoint.ts';
import { COVER_FIELD } from './constants.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const tag = 'courses';
const forCoach = featureEndpoints({ tag, access: ['Coach'], errors: [400, 401, 403] });
const forCustomer = featureEndpoints({ tag, access: ['Customer'], errors: [400, 401, 403] });
const id = '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';
const lessonId = '7a2e3d4c-5b6f-4a70-9c8d-0e1f2a3b4c5d';
const course = { param: 'id', record: 'course' } as const;
const lesson = {
  title: 'Why sleep comes first',
  content: '<p>Keep a steady wake-up time.</p>',
  imagesUrl: '/uploads/3f2a9c1e-7b4d-4e8f-a6c5-1d2e3f4a5b6c.webp',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};

/** A coach's own courses and their lessons (/Lessons, /Content): only the coach who made a course reaches it. */
export const coachCourseEndpoints = {
  UploadCourseCover: forCoach({
    method: 'POST',
    path: '/api/v1/coach/courses/cover',
    operationId: 'UploadCourseCover',
    summary: 'The cover picture of a new course (multipart "file"; JPEG, PNG, GIF or WebP), kept re-encoded; the answer names it for PostCourseLecture',
    status: 201,
    moreErrors: [413, 429],
    upload: { field: COVER_FIELD },
    schemas: lazy(load, (c) => ({ response: c.CoverUploaded })),
  }),
  UploadLessonImage: forCoach({
    method: 'POST',
    path: '/api/v1/coach/courses/lesson-images',
    operationId: 'UploadLessonImage',
    summary: "A lesson's picture (multipart \"file\"; JPEG, PNG, GIF or WebP), kept re-encoded in the app's storage; the answer names it for the lesson's Images URL",
    status: 201,
    moreErrors: [413, 429],
    upload: { field: COVER_FIELD },
    schemas: lazy(load, (c) => ({ response: c.LessonImageUploaded })),
  }),
  CourseLectureList: forCoach({
    method: 'GET',
    path: '/api/v1/coach/courses',
    operationId: 'CourseLectureList',
    summary: "The coach's courses, newest first, each with how customers take it, and the covers of the first seven",
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.CoursesQuery, response: c.CoachCoursePage })),
  }),
  PostCourseLecture: forCoach({
    method: 'POST',
    path: '/api/v1/coach/courses',
    operationId: 'PostCourseLecture',
    summary: 'Add New Course: title, brief, category, level, duration in hours and the uploaded cover; it is Coming Soon until it has content',
    status: 201,
    moreErrors: [404, 409],
    example: {
      body: { title: 'Sleep better in 14 days', brief: 'Small steps to steadier sleep.', category: 'healthcare', level: 'beginner', durationHours: 2, coverUrl: '/uploads/cover.webp' },
    },
    schemas: lazy(load, (c) => ({ body: c.NewCourseBody, response: c.CourseCreated })),
  }),
  GetCoachCourse: forCoach({
    method: 'GET',
    path: '/api/v1/coach/courses/:id',
    operationId: 'GetCoachCourse',
    summary: 'One of the coach’s courses with its lessons in order (/Content)',
    moreErrors: [404],
    owns: course,
    example: { params: { id } },
    schemas: lazy(load, (c) => ({ params: c.CourseIdParams, response: c.CoachCourseDetail })),
  }),
  AddLesson: forCoach({
    method: 'POST',
    path: '/api/v1/coach/courses/:id/lessons',
    operationId: 'AddLesson',
    summary: "A lesson at the end of the course (the spec's PostCourseLecture for the content): content, Images URL and Video URL",
    status: 201,
    moreErrors: [404, 409],
    owns: course,
    example: { params: { id }, body: lesson },
    schemas: lazy(load, (c) => ({ params: c.CourseIdParams, body: c.LessonBody, response: c.LessonSaved })),
  }),
  UpdateLesson: forCoach({
    method: 'PUT',
    path: '/api/v1/coach/courses/:id/lessons/:lessonId',
    operationId: 'UpdateLesson',
    summary: 'Save a lesson of the course',
    moreErrors: [404, 409],
    owns: course,
    example: { params: { id, lessonId }, body: lesson },
    schemas: lazy(load, (c) => ({ params: c.LessonIdParams, body: c.LessonBody, response: c.LessonSaved })),
  }),
  DeleteLesson: forCoach({
    method: 'DELETE',
    path: '/api/v1/coach/courses/:id/lessons/:lessonId',
    operationId: 'DeleteLesson',
    summary: 'Delete a lesson of the course (customers keep the others done)',
    moreErrors: [404, 409],
    owns: course,
    example: { params: { id, lessonId } },
    schemas: lazy(load, (c) => ({ params: c.LessonIdParams, response: c.LessonSaved })),
  }),
  ReorderLessons: forCoach({
    method: 'PUT',
    path: '/api/v1/coach/courses/:id/lesson-order',
    operationId: 'ReorderLessons',
    summary: "The course's lessons in a new order: every lesson once; a list that no longer matches the course (changed meanwhile) is refused",
    moreErrors: [404, 409],
    owns: course,
    example: { params: { id }, body: { lessonIds: [lessonId] } },
    schemas: lazy(load, (c) => ({ params: c.CourseIdParams, body: c.LessonOrderBody, response: c.LessonSaved })),
  }),
  DeleteCourseLecture: forCoach({
    method: 'DELETE',
    path: '/api/v1/coach/courses/:id',
    operationId: 'DeleteCourseLecture',
    summary: 'Delete a course; one that customers have started is archived instead, so their progress stays',
    moreErrors: [404],
    owns: course,
    example: { params: { id } },
    schemas: lazy(load, (c) => ({ params: c.CourseIdParams, response: c.MessageResponse })),
  }),
};

/** Customers: a coach's course library, a course, progress and ratings. */
export const courseEndpoints = {
  CourseLecture: forCustomer({
    method: 'GET',
    path: '/api/v1/coaches/:email/courses',
    operationId: 'CourseLecture',
    summary: "CourseLecture: a coach's course library by the coach's e-mail (the spec's ref), newest first",
    moreErrors: [404],
    example: { params: { email: 'coach@example.com' }, query: { page: 1 } },
    schemas: lazy(load, (c) => ({ params: c.LibraryParams, query: c.CoursesQuery, response: c.LibraryPage })),
  }),
  MyCourses: forCustomer({
    method: 'GET',
    path: '/api/v1/courses/mine',
    operationId: 'MyCourses',
    summary: 'The courses the customer started, last opened first, with their progress',
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.CoursesQuery, response: c.MyCoursePage })),
  }),
  GetCourse: forCustomer({
    method: 'GET',
    path: '/api/v1/courses/:id',
    operationId: 'GetCourse',
    summary: 'A course: its card, and once available its lessons, the customer’s progress and rating (opening it starts it)',
    moreErrors: [404],
    example: { params: { id } },
    schemas: lazy(load, (c) => ({ params: c.CourseIdParams, response: c.CourseDetail })),
  }),
  AddRatings: forCustomer({
    method: 'PUT',
    path: '/api/v1/courses/:id/rating',
    operationId: 'AddRatings',
    summary: 'AddRatings: Bad, Good or Excellent (1, 3 or 5 stars), one per customer (a second replaces the first), only after opening the course',
    moreErrors: [404, 409],
    example: { params: { id }, body: { rating: 'Excellent' } },
    schemas: lazy(load, (c) => ({ params: c.CourseIdParams, body: c.RatingBody, response: c.Rated })),
  }),
  MarkLessonDone: forCustomer({
    method: 'POST',
    path: '/api/v1/courses/:id/lessons/:lessonId/done',
    operationId: 'MarkLessonDone',
    summary: 'Mark a lesson done; the course resumes at the next one',
    moreErrors: [404, 409],
    example: { params: { id, lessonId } },
    schemas: lazy(load, (c) => ({ params: c.LessonIdParams, response: c.ProgressAnswer })),
  }),
  SaveCoursePosition: forCustomer({
    method: 'PUT',
    path: '/api/v1/courses/:id/position',
    operationId: 'SaveCoursePosition',
    summary: 'Where the customer is: the lesson on screen and, for a file video, the second reached',
    moreErrors: [404, 409],
    example: { params: { id }, body: { lessonId, positionSeconds: 42 } },
    schemas: lazy(load, (c) => ({ params: c.CourseIdParams, body: c.PositionBody, response: c.ProgressAnswer })),
  }),
};
