import type { Assessment } from '@iyl/core/onboarding/contract';
import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import { messages } from '@iyl/core/catalog/messages';
import { HabitLibrary } from '@iyl/core/habits/contract';
import { type PlanArea, PlanTemplate } from '@iyl/core/plans/contract';
import type { Ai } from '../../platform/ai/ai.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { offlineHabitLibrary } from '../habits/offline.ts';
import { libraryInstruction } from '../habits/prompts.ts';
import type { HabitsService } from '../habits/service.ts';
import { offlinePlan } from '../plans/offline.ts';
import { planInstruction } from '../plans/prompts.ts';
import type { PlansService } from '../plans/service.ts';
import { offlineAssessment } from './offline.ts';
import { assessmentPrompt } from './prompts.ts';
import { type AssessmentRow, createOnboardingRepository } from './repository.ts';

function toAssessment(row: AssessmentRow): Assessment {
  return {
    id: row.id,
    html: row.html,
    source: row.source,
    focus: row.focus,
    daily: row.daily,
    checkins: row.checkins,
    actionChallenges: row.actionChallenges,
    contents: row.contents,
    createdAt: row.createdAt.toISOString(),
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The current survey answers, for other features (New Plans uses them when they exist). */
export function createSurveyReader(deps: { db: Db }) {
  const repo = createOnboardingRepository(deps.db);
  return async (userId: string): Promise<SurveyAnswers | undefined> => (await repo.current(userId))?.answers;
}

export function createOnboardingService(deps: {
  db: Db;
  ai: Ai;
  plans: PlansService;
  habits: HabitsService;
  clock: () => Date;
  /** Tells the session layer a user's row changed (onboarding done). */
  userChanged: (userId: string) => void;
}) {
  const { db, ai } = deps;
  const repo = createOnboardingRepository(db);

  async function answersOf(userId: string): Promise<SurveyAnswers> {
    const current = await repo.current(userId);
    if (!current) throw new AppError(400, 'NO_SURVEY', messages.attemptQuiz);
    return current.answers;
  }

  return {
    /** Assessment: the AI summary of the survey, saved with the answers; onboarding is then done. */
    async submitSurvey(user: { id: string; fullname: string }, answers: SurveyAnswers) {
      const { html, source } = await ai.html({
        prompt: assessmentPrompt(answers, user.fullname),
        offline: () => offlineAssessment(answers, user.fullname),
      });
      const row = await db.transaction((tx) => createOnboardingRepository(tx).saveCurrent(user.id, answers, html, source));
      deps.userChanged(user.id);
      return toAssessment(row);
    },

    /** GetSavedAIQuiz */
    async currentAssessment(userId: string) {
      const row = await repo.current(userId);
      return row ? toAssessment(row) : null;
    },

    /** One area's plan from the saved survey, generated and saved whole. */
    async generatePlan(userId: string, area: PlanArea) {
      const answers = await answersOf(userId);
      const today = deps.clock();
      const { value, source } = await ai.structured({
        schema: PlanTemplate,
        name: 'action_plan',
        instruction: planInstruction(area, isoDay(today)),
        input: { Survey_Response: answers },
        offline: () => offlinePlan({ area, answers, today }),
      });
      return deps.plans.savePlan(userId, area, value, source);
    },

    /** AddHabitList: the habit library from the saved survey. */
    async generateLibrary(userId: string) {
      const answers = await answersOf(userId);
      const { value, source } = await ai.structured({
        schema: HabitLibrary,
        name: 'habit_library',
        instruction: libraryInstruction(),
        input: { Survey_Response: answers },
        offline: () => offlineHabitLibrary(answers),
      });
      return deps.habits.saveLibrary(userId, value.habits, source);
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
