import type { DashboardMetrics } from '@iyl/core/dashboard/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';

interface Row {
  category: 'Health' | 'Finance' | 'Relationship';
  kind: 'goal' | 'task' | 'habit';
  done: number;
  total: number;
}

export function createDashboardRepository(db: DbOrTx) {
  return {
    /** One query over the user's goals, tasks and habits (each read through its (user, category, status) index). */
    async metrics(userId: string): Promise<DashboardMetrics> {
      const result = (await db.execute(sql`
        select category, kind, count(*) filter (where status)::int as done, count(*)::int as total from (
          select category, 'goal' as kind, status from goals where user_id = ${userId}
          union all select category, 'task', status from tasks where user_id = ${userId}
          union all select category, 'habit', status from habits where user_id = ${userId}
        ) items group by category, kind`)) as unknown as { rows: Row[] };
      const empty = () => ({ taskPerformance: 0, goalPerformance: 0, habitPerformance: 0 });
      const metrics: DashboardMetrics = { Health: empty(), Finance: empty(), Relationship: empty() };
      for (const row of result.rows) {
        const area = metrics[row.category];
        if (!area || row.total === 0) continue;
        area[`${row.kind}Performance`] = (row.done / row.total) * 100;
      }
      return metrics;
    },
  };
}
