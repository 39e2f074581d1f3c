import { z } from 'zod';

/** Percent (0–100) of completed items per kind in one area. */
export const AreaPerformance = z.object({
  taskPerformance: z.number(),
  goalPerformance: z.number(),
  habitPerformance: z.number(),
});
export type AreaPerformance = z.infer<typeof AreaPerformance>;

/** DashboardMetrics: HealthTaskPerformance … RelationshipHabitPerformance, grouped by area. */
export const DashboardMetrics = z.object({
  Health: AreaPerformance,
  Finance: AreaPerformance,
  Relationship: AreaPerformance,
});
export type DashboardMetrics = z.infer<typeof DashboardMetrics>;
