import { z } from 'zod';
import { SurveyAnswers } from './survey.ts';

export const AiSource = z.enum(['ai', 'builtin']);
export type AiSource = z.infer<typeof AiSource>;

/** POST Assessment: the finished survey. */
export const AssessmentRequest = z.object({ answers: SurveyAnswers });
export type AssessmentRequest = z.infer<typeof AssessmentRequest>;

/** A saved assessment (spec: Assessment, focus, checkins, daily, contents, actionchallenges). */
export const Assessment = z.object({
  id: z.string(),
  html: z.string(),
  source: AiSource,
  focus: z.string(),
  daily: z.boolean(),
  checkins: z.boolean(),
  actionChallenges: z.boolean(),
  contents: z.boolean(),
  createdAt: z.string(),
});
export type Assessment = z.infer<typeof Assessment>;

export const AssessmentResponse = z.object({ message: z.string(), assessment: Assessment });
export type AssessmentResponse = z.infer<typeof AssessmentResponse>;

/**
 * GetSavedAIQuiz: the current assessment, or null before the survey, and the answers it was written
 * from (Re-Take Quiz starts from them; null when there are none or they no longer fit the survey).
 */
export const SavedAssessmentResponse = z.object({ assessment: Assessment.nullable(), answers: SurveyAnswers.nullable() });
export type SavedAssessmentResponse = z.infer<typeof SavedAssessmentResponse>;
