import { defineModule } from '../../platform/modules.ts';
import { registerAdminRoutes } from './routes.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    admin: Record<string, never>;
  }
}

/** The admin and global homes; they read the account counts from auth. */
export const adminModule = defineModule({
  name: 'admin',
  needs: ['auth'],
  build: () => ({}),
  routes: (app, _admin, _platform, { auth }) => registerAdminRoutes(app, { auth }),
});
