import { messages } from '@iyl/core/catalog/messages';
import { moodEndpoints } from '@iyl/core/mood/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access.ts';
import { routes } from '../../platform/http/route.ts';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import type { MoodService } from './service.ts';

export async function registerMoodRoutes(app: FastifyInstance, deps: { mood: MoodService; limiter: RateLimiter }) {
  const { mood } = deps;
  const useAi = aiAllowance(deps.limiter);
  // The session user carries the time zone the customer's days start and end in.
  const user = (request: FastifyRequest) => requireAuth(request).user;

  await routes(app, moodEndpoints, {
    ConfrimToday: async (request) => mood.today(user(request)),
    DailyMoodLog: async (request) => {
      await useAi(request);
      const log = await mood.record(user(request), request.body.mood, request.body.note);
      return { title: messages.moodGenerated, message: messages.moodRecorded, log };
    },
    ChangeTodayMood: async (request) => {
      await useAi(request);
      const log = await mood.change(user(request), request.body.mood, request.body.note);
      return { title: messages.moodGenerated, message: messages.moodChanged, log };
    },
    getMoodStat: async (request) => mood.stat(user(request)),
    GetMoodLog: async (request) => mood.page(user(request), request.query.page),
    MoodCalendar: async (request) => mood.calendar(user(request), request.query.month),
    MoodReportCard: async (request) => mood.report(user(request)),
    MarkMoodChallenge: async (request) => {
      const { id, index } = request.params;
      const log = await mood.markChallenge(user(request), id, index, request.body.done);
      return { message: request.body.done ? messages.moodChallengeDone : messages.moodChallengeUndone, log };
    },
  });
}
