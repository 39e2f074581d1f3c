import { messages } from '@iyl/core/catalog/messages';
import type { AssessmentRequest, AssessmentResponse, SavedAssessmentResponse } from '@iyl/core/onboarding/contract';
import type { GenerateLibraryResponse } from '@iyl/core/habits/contract';
import type { GeneratePlanResponse, PlanArea } from '@iyl/core/plans/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { sessionKey } from '../auth/api.ts';

export const onboardingKeys = {
  assessment: ['onboarding', 'assessment'] as const,
};

export const onboardingApi = {
  submit: (body: AssessmentRequest) => api<AssessmentResponse>('/onboarding/assessment', { method: 'POST', body }),
  saved: () => api<SavedAssessmentResponse>('/onboarding/assessment'),
  generatePlan: (area: PlanArea) =>
    api<GeneratePlanResponse>('/onboarding/plans', { method: 'POST', body: { area } }),
  generateLibrary: () => api<GenerateLibraryResponse>('/onboarding/habit-library', { method: 'POST' }),
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
    onSuccess: async (result) => {
      queryClient.setQueryData<SavedAssessmentResponse>(onboardingKeys.assessment, { assessment: result.assessment });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
