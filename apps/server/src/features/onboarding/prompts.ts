import type { SurveyAnswers } from '@iyl/core/onboarding/survey';

/** QuizAI for the assessment: the instruction with sections, then the survey as JSON. */
export function assessmentPrompt(answers: SurveyAnswers, fullname: string): string {
  return [
    `Write a personal assessment for ${fullname} from their onboarding survey below (ratings are 1 to 10, 10 best; for debtWorry 10 means it worries them a great deal).`,
    'Sections: a short warm opening; Health; Relationships; Finances; Holistic balance; their focus area; the 3 to 5 most important next steps; how we will coach them given their coaching preferences.',
    'Speak to their actual answers and scores. 400 to 600 words. Answer in HTML only, using p, h3, h4, ul, ol, li, strong and em.',
    `Survey: ${JSON.stringify(answers)}`,
  ].join('\n');
}
