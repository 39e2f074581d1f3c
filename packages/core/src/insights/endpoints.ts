import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const define = featureEndpoints({ tag: 'insights', access: ['Customer'], errors: [400, 401, 403] });
const id = '7a2d3c4e-5f60-4718-9a2b-3c4d5e6f7a8b';

/** Behavioural insights: every call reads or changes the signed-in customer's own records only. */
export const insightsEndpoints = {
  Insights: define({
    method: 'GET',
    path: '/api/v1/insights',
    operationId: 'Insights',
    summary: 'What /Insights opens with: the kept reports (and whether each still matches the data), the charts, the experiment and the e-mail setting',
    schemas: lazy(load, (c) => ({ response: c.InsightsOverview })),
  }),
  GoalInsights: define({
    method: 'POST',
    path: '/api/v1/insights/goals',
    operationId: 'GoalInsights',
    summary: 'GoalInsights: the Health, Finance and Relationship report, made from the plans and routines unless the kept one still matches the data',
    moreErrors: [429, 502, 503],
    schemas: lazy(load, (c) => ({ response: c.GenerateGoalResponse })),
  }),
  MealInsight: define({
    method: 'POST',
    path: '/api/v1/insights/meals',
    operationId: 'MealInsight',
    summary: 'MealInsight: the meal report, made from the meal plan unless the kept one still matches the data',
    moreErrors: [429, 502, 503],
    schemas: lazy(load, (c) => ({ response: c.GenerateMealResponse })),
  }),
  MoodInsight: define({
    method: 'POST',
    path: '/api/v1/insights/mood',
    operationId: 'MoodInsight',
    summary: 'MoodInsight: the mood report with the patterns between mood and routines, meals and plan work, unless the kept one still matches the data',
    moreErrors: [429, 502, 503],
    schemas: lazy(load, (c) => ({ response: c.GenerateMoodResponse })),
  }),
  StartExperiment: define({
    method: 'POST',
    path: '/api/v1/insights/experiments',
    operationId: 'StartExperiment',
    summary: 'Start a 14–28 day experiment on one of the routines: days drawn at random to do it or skip it, a reminder each day, the effect on mood at the end',
    status: 201,
    moreErrors: [409],
    example: { body: { routineId: id, days: 14 } },
    schemas: lazy(load, (c) => ({ body: c.StartExperimentRequest, response: c.ExperimentResponse })),
  }),
  StopExperiment: define({
    method: 'POST',
    path: '/api/v1/insights/experiments/:id/stop',
    operationId: 'StopExperiment',
    summary: 'Stop a running experiment early; what it showed so far is analysed',
    moreErrors: [404],
    owns: { param: 'id', record: 'experiment' },
    example: { params: { id } },
    schemas: lazy(load, (c) => ({ params: c.ExperimentParams, response: c.ExperimentResponse })),
  }),
  InsightSettings: define({
    method: 'PUT',
    path: '/api/v1/insights/settings',
    operationId: 'InsightSettings',
    summary: 'Turn the weekly insight e-mail on or off',
    example: { body: { weeklyEmail: true } },
    schemas: lazy(load, (c) => ({ body: c.InsightSettings, response: c.InsightSettingsResponse })),
  }),
  UnsubscribeInsights: define({
    method: 'POST',
    path: '/api/v1/insights/unsubscribe',
    operationId: 'UnsubscribeInsights',
    summary: "Turn the weekly insight e-mail off from the e-mail's signed link, without signing in",
    access: 'public',
    errors: [400],
    example: { body: { token: 'not-a-real-token-0000' } },
    schemas: lazy(load, (c) => ({ body: c.UnsubscribeInsightsRequest, response: c.MessageResponse })),
  }),
};
