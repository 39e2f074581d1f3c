import { endpoint, lazy } from '../http/endpoint.ts';

const load = async () => import('./contract.ts');
const tag = 'insights';
const access = ['Customer'] as const;
const id = '7a2d3c4e-5f60-4718-9a2b-3c4d5e6f7a8b';
const reads = [400, 401, 403] as const;
const generates = [400, 401, 403, 429, 502, 503] as const;

/** Behavioural insights: every call reads or changes the signed-in customer's own records only. */
export const insightsEndpoints = {
  Insights: endpoint({
    method: 'GET',
    path: '/api/v1/insights',
    operationId: 'Insights',
    summary: 'What /Insights opens with: the kept reports (and whether each still matches the data), the charts, the experiment and the e-mail setting',
    tag,
    access,
    status: 200,
    errors: reads,
    schemas: lazy(load, (c) => ({ response: c.InsightsOverview })),
  }),
  GoalInsights: endpoint({
    method: 'POST',
    path: '/api/v1/insights/goals',
    operationId: 'GoalInsights',
    summary: 'GoalInsights: the Health, Finance and Relationship report, made from the plans and routines unless the kept one still matches the data',
    tag,
    access,
    status: 200,
    errors: generates,
    schemas: lazy(load, (c) => ({ response: c.GenerateGoalResponse })),
  }),
  MealInsight: endpoint({
    method: 'POST',
    path: '/api/v1/insights/meals',
    operationId: 'MealInsight',
    summary: 'MealInsight: the meal report, made from the meal plan unless the kept one still matches the data',
    tag,
    access,
    status: 200,
    errors: generates,
    schemas: lazy(load, (c) => ({ response: c.GenerateMealResponse })),
  }),
  MoodInsight: endpoint({
    method: 'POST',
    path: '/api/v1/insights/mood',
    operationId: 'MoodInsight',
    summary: 'MoodInsight: the mood report with the patterns between mood and routines, meals and plan work, unless the kept one still matches the data',
    tag,
    access,
    status: 200,
    errors: generates,
    schemas: lazy(load, (c) => ({ response: c.GenerateMoodResponse })),
  }),
  StartExperiment: endpoint({
    method: 'POST',
    path: '/api/v1/insights/experiments',
    operationId: 'StartExperiment',
    summary: 'Start a 14–28 day experiment on one of the routines: days drawn at random to do it or skip it, a reminder each day, the effect on mood at the end',
    tag,
    access,
    status: 201,
    errors: [400, 401, 403, 409],
    example: { body: { routineId: id, days: 14 } },
    schemas: lazy(load, (c) => ({ body: c.StartExperimentRequest, response: c.ExperimentResponse })),
  }),
  StopExperiment: endpoint({
    method: 'POST',
    path: '/api/v1/insights/experiments/:id/stop',
    operationId: 'StopExperiment',
    summary: 'Stop a running experiment early; what it showed so far is analysed',
    tag,
    access,
    status: 200,
    errors: [400, 401, 403, 404],
    owns: { param: 'id', record: 'experiment' },
    example: { params: { id } },
    schemas: lazy(load, (c) => ({ params: c.ExperimentParams, response: c.ExperimentResponse })),
  }),
  InsightSettings: endpoint({
    method: 'PUT',
    path: '/api/v1/insights/settings',
    operationId: 'InsightSettings',
    summary: 'Turn the weekly insight e-mail on or off',
    tag,
    access,
    status: 200,
    errors: [400, 401, 403],
    example: { body: { weeklyEmail: true } },
    schemas: lazy(load, (c) => ({ body: c.InsightSettings, response: c.InsightSettingsResponse })),
  }),
};
