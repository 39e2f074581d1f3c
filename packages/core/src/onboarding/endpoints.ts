import { featureEndpoints, lazy } from '../http/endpoint.ts';
import { exampleSurveyAnswers } from './example.ts';

const load = () => import('./contract.ts');
const define = featureEndpoints({ tag: 'onboarding', access: ['Customer'], errors: [401, 403] });

export const onboardingEndpoints = {
  Assessment: define({
    method: 'POST',
    path: '/api/v1/onboarding/assessment',
    operationId: 'Assessment',
    summary: 'Assessment: submit the onboarding survey; the AI assessment is generated and saved, onboarding is done',
    status: 201,
    moreErrors: [400, 429, 502],
    example: { body: { answers: exampleSurveyAnswers } },
    schemas: lazy(load, (c) => ({ body: c.AssessmentRequest, response: c.AssessmentResponse })),
  }),
  GetSavedAIQuiz: define({
    method: 'GET',
    path: '/api/v1/onboarding/assessment',
    operationId: 'GetSavedAIQuiz',
    summary: 'GetSavedAIQuiz: the current assessment (sanitised HTML), or null before the survey',
    schemas: lazy(load, (c) => ({ response: c.SavedAssessmentResponse })),
  }),
};
