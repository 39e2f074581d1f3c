import { endpoint, lazy } from '../http/endpoint.ts';

export const habitsEndpoints = {
  AddHabitList: endpoint({
    method: 'POST',
    path: '/api/v1/onboarding/habit-library',
    operationId: 'AddHabitList',
    summary: 'AddHabitList: generate the habit library from the saved survey and save it in one transaction',
    tag: 'onboarding',
    access: ['Customer'],
    status: 200,
    errors: [400, 401, 403, 429, 500, 502],
    schemas: lazy(() => import('./contract.ts'), (c) => ({ response: c.GenerateLibraryResponse })),
  }),
};
