import { messages } from '@iyl/core/catalog/messages';
import { routinesEndpoints } from '@iyl/core/routines/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import type { RoutinesService } from './service.ts';

const checkInMessage = { done: messages.routineDone, skipped: messages.routineSkipped, none: messages.routineCleared } as const;

export async function registerRoutinesRoutes(app: FastifyInstance, deps: { routines: RoutinesService }) {
  const { routines } = deps;

  await routes(app, routinesEndpoints, {
    GetHabitList: async (request) => routines.library(request.user, request.query),
    AddRoutine: async (request) => ({ message: messages.routineAdded, routine: await routines.add(request.user, request.body) }),
    GetAddedRoutine: async (request) => routines.page(request.user, request.query.type, request.query.page),
    FilterRoutine: async (request) => routines.page(request.user, request.query.cat, request.query.page),
    GetTrackers: async (request) => routines.tracker(request.user, request.params.id),
    MarkRoutine: async (request) => ({ message: messages.routineMarked, tracker: await routines.markWeek(request.user, request.params.id, request.body.days) }),
    CheckInRoutine: async (request) => {
      const { state, reason } = request.body;
      const routine = await routines.checkIn(request.user, request.params.id, request.params.day, state, reason);
      return { message: checkInMessage[state], routine };
    },
    PauseRoutine: async (request) => {
      const routine = await routines.pause(request.user, request.params.id, request.body.paused, request.body.reason);
      return { message: request.body.paused ? messages.routinePaused : messages.routineResumed, routine };
    },
    DeleteRoutine: async (request) => {
      await routines.delete(request.user, request.params.id);
      return { message: messages.routineDeleted };
    },
    MarkCompleteHabit: async (request) => ({ message: messages.routineCompleted, routine: await routines.complete(request.user, request.params.id, request.body) }),
    CompletedRoutineList: async (request) => routines.completed(request.user, request.query.page),
    SearchMsg: async (request) => routines.completed(request.user, request.query.page, { type: request.query.type, q: request.query.q }),
    RoutineHeatmap: async (request) => routines.heatmap(request.user, request.params.id),
    GetReportcardHabit1: async (request) => routines.reportCard(request.user),
    TopChallengers: async (request) => routines.top(request.user),
    SetChallengerSettings: async (request) => routines.setShowInTop(request.user, request.body.showMe),
  });
}
