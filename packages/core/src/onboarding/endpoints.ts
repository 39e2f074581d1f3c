import { endpoint, lazy } from '../http/endpoint.ts';
import { exampleSurveyAnswers } from './example.ts';

const load = () => import('./contract.ts');
const tag = 'onboarding';

export const onboardingEndpoints = {
  Assessment: endpoint({
    method: 'POST',
    path: '/api/v1/onboarding/assessment',
    operationId: 'Assessment',
    summary: 'Assessment: submit the onboarding survey; the AI assessment is generated and saved, onboarding is done',
    tag,
    access: ['Customer'],
    status: 201,
    errors: [400, 401, 403, 429, 502],
    example: { body: { answers: exampleSurveyAnswers } },
    schemas: lazy(load, (c) => ({ body: c.AssessmentRequest, response: c.AssessmentResponse })),
  }),
  GetSavedAIQuiz: endpoint({
    method: 'GET',
    path: '/api/v1/onboarding/assessment',
    operationId: 'GetSavedAIQuiz',
    summary: 'GetSavedAIQuiz: the current assessment (sanitised HTML), or null before the survey',
    tag,
    access: ['Customer'],
    status: 200,
    errors: [401, 403],
    schemas: lazy(load, (c) => ({ response: c.SavedAssessmentResponse })),
  }),
};
