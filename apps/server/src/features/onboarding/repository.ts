import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import { and, eq } from 'drizzle-orm';
import type { AiSource } from '../../platform/ai/ai.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { assessments } from './schema.ts';

export type AssessmentRow = typeof assessments.$inferSelect;

export function createOnboardingRepository(db: DbOrTx) {
  return {
    async current(userId: string) {
      const [row] = await db
        .select()
        .from(assessments)
        .where(and(eq(assessments.userId, userId), eq(assessments.isCurrent, true)))
        .limit(1);
      return row;
    },
    /** Replaces the current assessment (earlier ones stay as history). */
    async saveCurrent(userId: string, answers: SurveyAnswers, html: string, source: AiSource) {
      await db
        .update(assessments)
        .set({ isCurrent: false })
        .where(and(eq(assessments.userId, userId), eq(assessments.isCurrent, true)));
      const [row] = await db
        .insert(assessments)
        .values({
          userId,
          answers,
          html,
          source,
          focus: answers.focusArea,
          daily: answers.dailyReminders,
          checkins: answers.weeklyCheckins,
          actionChallenges: answers.actionableChallenges,
          contents: answers.inspirationalContent,
        })
        .returning();
      if (!row) throw new Error('assessment insert returned nothing');
      return row;
    },
  };
}
