import { featureEndpoints, lazy } from '../http/endpoint.ts';

const define = featureEndpoints({ tag: 'onboarding', access: ['Customer'], errors: [400, 401, 403, 429, 500, 502] });

export const habitsEndpoints = {
  AddHabitList: define({
    method: 'POST',
    path: '/api/v1/onboarding/habit-library',
    operationId: 'AddHabitList',
    summary: 'AddHabitList: generate the habit library from the saved survey and save it in one transaction',
    schemas: lazy(() => import('./contract.ts'), (c) => ({ response: c.GenerateLibraryResponse })),
  }),
};
