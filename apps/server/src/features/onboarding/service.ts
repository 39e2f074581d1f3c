import { messages } from '@iyl/core/catalog/messages';
import type { Assessment } from '@iyl/core/onboarding/contract';
import { SurveyAnswers } from '@iyl/core/onboarding/survey';
import type { Ai } from '../../platform/ai/ai.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuthService } from '../auth/service.ts';
import { builtInTaskFor } from '../plans/service.ts';
import { type AssessmentHelpers, offlineAssessment } from './offline.ts';
import { assessmentPrompt, SYSTEM_PROMPT } from './prompts.ts';
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

export function createOnboardingService(deps: { db: Db; ai: Ai; auth: AuthService }) {
  const { db, ai } = deps;
  const repo = createOnboardingRepository(db);
  // The built-in assessment points at the plan task that answers what the customer wrote: plain
  // content of the plans feature, offered as a function of its service file (no instance needed).
  const helpers: AssessmentHelpers = { planTaskFor: builtInTaskFor };

  return {
    /** Assessment: the AI summary of the survey, saved with the answers; onboarding is then done (one transaction). */
    async submitSurvey(user: { id: string; fullname: string }, answers: SurveyAnswers) {
      const { html, source } = await ai.html({
        system: SYSTEM_PROMPT,
        prompt: assessmentPrompt(answers, user.fullname),
        offline: () => offlineAssessment(answers, user.fullname, helpers),
      });
      const row = await db.transaction(async (tx) => {
        const saved = await createOnboardingRepository(tx).saveCurrent(user.id, answers, html, source);
        await deps.auth.markOnboardingDone(user.id, tx);
        return saved;
      });
      return toAssessment(row);
    },

    /** GetSavedAIQuiz: the assessment and the answers behind it (for Re-Take Quiz). */
    async currentAssessment(userId: string) {
      const row = await repo.current(userId);
      return { assessment: row ? toAssessment(row) : null, answers: (row && SurveyAnswers.safeParse(row.answers).data) ?? null };
    },

    /** The current survey answers, for the features that tailor what they write to them. */
    async currentAnswers(userId: string): Promise<SurveyAnswers | undefined> {
      return (await repo.current(userId))?.answers;
    },

    /** The same, for work that needs a survey: 'Please Attempt Quiz Question!' before the survey. */
    async requireAnswers(userId: string): Promise<SurveyAnswers> {
      const answers = (await repo.current(userId))?.answers;
      if (!answers) throw new AppError(400, 'NO_SURVEY', messages.attemptQuiz);
      return answers;
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
