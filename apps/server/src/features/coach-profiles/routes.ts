import { messages } from '@iyl/core/catalog/messages';
import { coachDirectoryEndpoints, coachProfileEndpoints } from '@iyl/core/coach-profiles/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { CoachProfilesService, CoachSums } from './service.ts';

export async function registerCoachProfilesRoutes(app: FastifyInstance, deps: { coachProfiles: CoachProfilesService; sums: CoachSums }) {
  const { coachProfiles, sums } = deps;

  await routes(app, coachProfileEndpoints, {
    PostCoach: async (request) => {
      const coach = request.user;
      const { profilePic } = await coachProfiles.saveProfile(coach, request.body);
      return { message: messages.coachProfileCompleted, profile: await coachProfiles.profile({ ...coach, profilePic }, sums) };
    },
    GetCoachProfile: async (request) => coachProfiles.profile(request.user, sums),
    SetAvailability: async (request) => ({ message: messages.availabilitySaved, availability: await coachProfiles.setAvailability(request.user, request.body) }),
  });

  await routes(app, coachDirectoryEndpoints, {
    AllCoach: async (request) => coachProfiles.directory(request.query),
    DirectoryCoach: async (request) => coachProfiles.card(request.params.email),
  });
}
