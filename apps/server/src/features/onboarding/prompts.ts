import { EXPERT_FRAMING } from '../../platform/ai/ai.ts';
import type { SurveyAnswers } from '@iyl/core/onboarding/survey';

/** The assessment's system prompt: the spec's expert, here reading a survey back to the person. */
export const SYSTEM_PROMPT = `${EXPERT_FRAMING} You read a person's onboarding survey and write their personal assessment: what their answers show, warmly and honestly, and the few steps that matter most.`;

/** QuizAI for the assessment: the instruction with sections, then the survey as JSON. */
export function assessmentPrompt(answers: SurveyAnswers, fullname: string): string {
  return [
    `Write a personal assessment for ${fullname} from their onboarding survey below (ratings are 1 to 10, 10 best; for debtWorry 10 means it worries them a great deal).`,
    'Sections: a short warm opening; Health; Relationships; Finances; Holistic balance; their focus area; the 3 to 5 most important next steps; how we will coach them given their coaching preferences.',
    'Speak to their actual answers and scores. 400 to 600 words. Answer in HTML only, using p, h3, h4, ul, ol, li, strong and em.',
    `Survey: ${JSON.stringify(answers)}`,
  ].join('\n');
}
