import { messages } from '@iyl/core/catalog/messages';
import { habitsEndpoints } from '@iyl/core/habits/endpoints';
import type { AssessmentRequest, SavedAssessmentResponse } from '@iyl/core/onboarding/contract';
import { onboardingEndpoints } from '@iyl/core/onboarding/endpoints';
import type { PlanArea } from '@iyl/core/plans/contract';
import { plansEndpoints } from '@iyl/core/plans/endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { sessionKey } from '../auth/api.ts';

export const onboardingKeys = {
  assessment: ['onboarding', 'assessment'] as const,
};

export const onboardingApi = {
  submit: (body: AssessmentRequest) => call(onboardingEndpoints.Assessment, { body }),
  saved: () => call(onboardingEndpoints.GetSavedAIQuiz),
  generatePlan: (area: PlanArea) => call(plansEndpoints.QuizAIPlan, { body: { area } }),
  generateLibrary: () => call(habitsEndpoints.AddHabitList),
};

/** GetSavedAIQuiz: the current assessment, or null before the survey. */
export function useSavedAssessment() {
  return useQuery({
    queryKey: onboardingKeys.assessment,
    queryFn: onboardingApi.saved,
    meta: { errorMessage: messages.loadFailed },
  });
}

/**
 * Submits the survey. The answer is the new current assessment, so it goes straight into the
 * cache; the session is refetched because the server has now set onboardingDone.
 */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: onboardingApi.submit,
    onSuccess: async (result, body) => {
      queryClient.setQueryData<SavedAssessmentResponse>(onboardingKeys.assessment, { assessment: result.assessment, answers: body.answers });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
