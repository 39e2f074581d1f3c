import type { WorldPart } from '../../../test/support/world-part.ts';
import { surveyAnswers } from '../../../test/support/survey.ts';

/** The customer's finished survey (plans and the habit library need it). */
export const worldPart: WorldPart = {
  async make({ customer, marker }) {
    await customer.client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers({ healthChallenge: `${marker} survey` }) });
    return { records: {} };
  },
};
