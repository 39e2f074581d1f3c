import { defineModule } from '../../platform/modules.ts';
import { registerDashboardRoutes } from './routes.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    dashboard: Record<string, never>;
  }
}

/** The customer's board: progress per area, read from the plans. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  needs: ['plans'],
  build: () => ({}),
  routes: (app, _dashboard, _platform, { plans }) => registerDashboardRoutes(app, { plans }),
});
