import { messages } from '@iyl/core/catalog/messages';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access.ts';
import { routes } from '../../platform/http/route.ts';
import type { RoutinesService } from './service.ts';

const checkInMessage = { done: messages.routineDone, skipped: messages.routineSkipped, none: messages.routineCleared } as const;

export async function registerRoutinesRoutes(app: FastifyInstance, deps: { routines: RoutinesService }) {
  const { routines } = deps;
  // The session user carries the time zone the customer's days start and end in.
  const user = (request: FastifyRequest) => requireAuth(request).user;

  await routes(app, routinesEndpoints, {
    GetHabitList: async (request) => routines.library(user(request), request.query),
    AddRoutine: async (request) => ({ message: messages.routineAdded, routine: await routines.add(user(request), request.body) }),
    GetAddedRoutine: async (request) => routines.page(user(request), request.query.type, request.query.page),
    FilterRoutine: async (request) => routines.page(user(request), request.query.cat, request.query.page),
    GetTrackers: async (request) => routines.tracker(user(request), request.params.id),
    MarkRoutine: async (request) => ({ message: messages.routineMarked, tracker: await routines.markWeek(user(request), request.params.id, request.body.days) }),
    CheckInRoutine: async (request) => {
      const { state, reason } = request.body;
      const routine = await routines.checkIn(user(request), request.params.id, request.params.day, state, reason);
      return { message: checkInMessage[state], routine };
    },
    PauseRoutine: async (request) => {
      const routine = await routines.pause(user(request), request.params.id, request.body.paused, request.body.reason);
      return { message: request.body.paused ? messages.routinePaused : messages.routineResumed, routine };
    },
    DeleteRoutine: async (request) => {
      await routines.delete(user(request), request.params.id);
      return { message: messages.routineDeleted };
    },
    MarkCompleteHabit: async (request) => ({ message: messages.routineCompleted, routine: await routines.complete(user(request), request.params.id, request.body) }),
    CompletedRoutineList: async (request) => routines.completed(user(request), request.query.page),
    SearchMsg: async (request) => routines.completed(user(request), request.query.page, { type: request.query.type, q: request.query.q }),
    RoutineHeatmap: async (request) => routines.heatmap(user(request), request.params.id),
    GetReportcardHabit1: async (request) => routines.reportCard(user(request)),
    TopChallengers: async (request) => routines.top(user(request)),
    SetChallengerSettings: async (request) => routines.setShowInTop(user(request), request.body.showMe),
  });
}
