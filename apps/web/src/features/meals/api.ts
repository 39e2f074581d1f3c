import { messages } from '@iyl/core/catalog/messages';
import type { MealPlan, MealSetupRequest, TargetsRequest } from '@iyl/core/meals/contract';
import { mealsEndpoints } from '@iyl/core/meals/endpoints';
import type { PostMealReminderRequest } from '@iyl/core/reminders/contract';
import { remindersEndpoints } from '@iyl/core/reminders/endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation.ts';
import { ApiError, call, serverWords } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.tsx';

export const mealKeys = {
  all: ['meals'] as const,
  setup: ['meals', 'setup'] as const,
  plan: ['meals', 'plan'] as const,
  shopping: ['meals', 'shopping'] as const,
};

/** Every read of the screen fails with the spec's one text ('Failed to get Health Tasks!'), told once a round. */
const loadMeta = { errorMessage: messages.loadFailed, errorGroup: mealKeys.all };

export const useMealSetup = () => useQuery({ queryKey: mealKeys.setup, queryFn: () => call(mealsEndpoints.GetMealSetup), meta: loadMeta });
export const useMealPlan = () => useQuery({ queryKey: mealKeys.plan, queryFn: () => call(mealsEndpoints.GetMeal), meta: loadMeta });
export const useShoppingList = (enabled: boolean) =>
  useQuery({ queryKey: mealKeys.shopping, queryFn: () => call(mealsEndpoints.GetShoppingList), enabled, meta: { ...loadMeta, inlineBusy: true } });

/** A refusal the server explains (4xx), or the AI's own failure message ('Error parsing the AI response. Please try again.'). */
const aiWords = (error: unknown, generic: string) => (error instanceof ApiError && error.status === 502 ? error.message : serverWords(error, generic));

/** Which step of "setup → generate → save" failed, so its own message is shown. */
class StepError extends Error {}

/**
 * The spec's flow: save the setup (if given), ask the AI (or the built-in coach) for the week ('Meal
 * Generated!'), save all 21 meals ('All Meal Lists Successfully Saved!'), reload. Each failure says
 * which step: 'Failed to Create Meal Setups', the AI's message, 'Failed to Create Meal List!'.
 */
export function useGenerateWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setup?: MealSetupRequest) => {
      if (setup) await call(mealsEndpoints.MealSetup, { body: setup }).catch((e: unknown) => Promise.reject(new StepError(serverWords(e, messages.mealSetupFailed))));
      const generated = await call(mealsEndpoints.GenerateMeals).catch((e: unknown) => Promise.reject(new StepError(aiWords(e, messages.aiFailed))));
      const saved = await call(mealsEndpoints.PostMeal).catch((e: unknown) => Promise.reject(new StepError(serverWords(e, messages.mealSaveFailed))));
      return { generated, saved };
    },
    // One outcome, one toast: 'Meal Generated!' above 'All Meal Lists Successfully Saved!'.
    onSuccess: ({ generated, saved }) => {
      toast.success(saved.message, generated.message);
    },
    onError: (error) => toast.error(error instanceof StepError ? error.message : messages.mealSaveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
  });
}

/** Updates one meal in the cached week (marks, ratings, swaps answer with the meal). */
function useMealChange<V>(run: (vars: V) => Promise<{ message: string; meal: NonNullable<MealPlan['plan']>['meals'][number] }>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { inlineBusy: true },
    onSuccess: (result) => {
      queryClient.setQueryData<MealPlan>(mealKeys.plan, (old) =>
        old?.plan ? { plan: { ...old.plan, meals: old.plan.meals.map((m) => (m.id === result.meal.id ? result.meal : m)) } } : old,
      );
      toast.success(result.message);
      return queryClient.invalidateQueries({ queryKey: mealKeys.all });
    },
    onError: (error) => toast.error(serverWords(error, failure)),
  });
}

/** MarkMeal: 'Error Occurred!' when it fails; the donut moves when it works. */
export const useMarkMeal = () =>
  useMealChange(({ id, complete }: { id: string; complete: boolean }) => call(mealsEndpoints.MarkMeal, { params: { id }, body: { complete } }), messages.mealMarkFailed);
export const useRateMeal = () =>
  useMealChange(({ id, rating }: { id: string; rating: number }) => call(mealsEndpoints.RateMeal, { params: { id }, body: { rating } }), messages.mealMarkFailed);
export const useSwapMeal = () => useMealChange(({ id }: { id: string }) => call(mealsEndpoints.SwapMeal, { params: { id } }), messages.mealMarkFailed);

export function useSetTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TargetsRequest) => call(mealsEndpoints.SetMealTargets, { body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return queryClient.invalidateQueries({ queryKey: mealKeys.all });
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}

/** A meal's reminder: 'Notifications Successful'; a failure says why or 'Failed!'. */
export function usePostMealReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & PostMealReminderRequest) => call(remindersEndpoints.PostMealReminder, { params: { id }, body }),
    onSuccess: (result) => {
      toast.success(result.message);
      return Promise.all([queryClient.invalidateQueries({ queryKey: mealKeys.plan }), queryClient.invalidateQueries({ queryKey: ['habits'] })]);
    },
    onError: (error) => toast.error(serverWords(error, messages.actionFailed)),
  });
}
