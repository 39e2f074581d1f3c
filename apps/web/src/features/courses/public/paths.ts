import { coachCourseEndpoints, courseEndpoints } from '@iyl/core/courses/endpoints';
import { endpointUrl } from '../../../lib/api-client.ts';

/**
 * The course reads (under /api/v1) that screens start with, for the route tables, so the reads a page
 * announces to the browser are exactly the ones its screen makes first (same query as the fetchers).
 */
export const coursePaths = {
  coachList: (page: number) => endpointUrl(coachCourseEndpoints.CourseLectureList, { query: { page } }),
  mine: (page: number) => endpointUrl(courseEndpoints.MyCourses, { query: { page } }),
} as const;
