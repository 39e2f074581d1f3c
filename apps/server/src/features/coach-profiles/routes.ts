import { messages } from '@iyl/core/catalog/messages';
import { coachDirectoryEndpoints, coachProfileEndpoints } from '@iyl/core/coach-profiles/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access.ts';
import { routes } from '../../platform/http/route.ts';
import type { CoachProfilesService, CoachSums } from './service.ts';

export async function registerCoachProfilesRoutes(app: FastifyInstance, deps: { coachProfiles: CoachProfilesService; sums: CoachSums }) {
  const { coachProfiles, sums } = deps;
  const user = (request: FastifyRequest) => requireAuth(request).user;

  await routes(app, coachProfileEndpoints, {
    PostCoach: async (request) => {
      const coach = user(request);
      const { profilePic } = await coachProfiles.saveProfile(coach, request.body);
      return { message: messages.coachProfileCompleted, profile: await coachProfiles.profile({ ...coach, profilePic }, sums) };
    },
    GetCoachProfile: async (request) => coachProfiles.profile(user(request), sums),
    SetAvailability: async (request) => ({ message: messages.availabilitySaved, availability: await coachProfiles.setAvailability(user(request), request.body) }),
  });

  await routes(app, coachDirectoryEndpoints, {
    AllCoach: async (request) => coachProfiles.directory(request.query),
  });
}
