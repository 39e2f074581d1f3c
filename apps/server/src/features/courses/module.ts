import { messages } from '@iyl/core/catalog/messages';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { registerCoursesRoutes } from './routes.ts';
import { type CoursesService, createCoursesService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    courses: CoursesService;
  }
}

/** Courses: coaches build courses of ordered lessons; customers take them with progress, resume and ratings. */
export const coursesModule = defineModule({
  name: 'courses',
  needs: ['auth', 'profile', 'coachProfiles'],
  build: ({ db, store, richText, clock, log, config }, { auth, profile, coachProfiles }) =>
    createCoursesService({ db, store, richText, clock, log, auth, profile, coachProfiles, media: { origin: new URL(config.publicUrl).origin, hosts: config.lessonMediaHosts } }),
  routes: (app, courses, { limiter }) => {
    // A coach reaches only their own courses, and not one they archived (a refusal reads as "not found").
    ownership(app).define('course', { owns: (id, user) => courses.owns(id, user.id), refused: () => notFound(messages.courseNotFound) });
    return registerCoursesRoutes(app, { courses, limiter });
  },
});
