import { messages } from '@iyl/core/catalog/messages';
import { moodEndpoints } from '@iyl/core/mood/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import { aiAllowance, type RateLimiter } from '../../platform/http/rate-limit.ts';
import type { MoodService } from './service.ts';

export async function registerMoodRoutes(app: FastifyInstance, deps: { mood: MoodService; limiter: RateLimiter }) {
  const { mood } = deps;
  const useAi = aiAllowance(deps.limiter);

  await routes(app, moodEndpoints, {
    ConfrimToday: async (request) => mood.today(request.user),
    DailyMoodLog: async (request) => {
      await useAi(request);
      const log = await mood.record(request.user, request.body.mood, request.body.note);
      return { title: messages.moodGenerated, message: messages.moodRecorded, log };
    },
    ChangeTodayMood: async (request) => {
      await useAi(request);
      const log = await mood.change(request.user, request.body.mood, request.body.note);
      return { title: messages.moodGenerated, message: messages.moodChanged, log };
    },
    getMoodStat: async (request) => mood.stat(request.user),
    GetMoodLog: async (request) => mood.page(request.user, request.query.page),
    MoodCalendar: async (request) => mood.calendar(request.user, request.query.month),
    MoodReportCard: async (request) => mood.report(request.user),
    MarkMoodChallenge: async (request) => {
      const { id, index } = request.params;
      const log = await mood.markChallenge(request.user, id, index, request.body.done);
      return { message: request.body.done ? messages.moodChallengeDone : messages.moodChallengeUndone, log };
    },
  });
}
