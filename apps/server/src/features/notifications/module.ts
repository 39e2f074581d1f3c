import { defineModule } from '../../platform/modules.ts';
import { registerNotificationsRoutes } from './routes.ts';
import { createNotificationsService, type NotificationsService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    notifications: NotificationsService;
  }
}

/**
 * Notification preferences (push, booking e-mails, community replies kept here; reminder e-mails and the
 * weekly insight e-mail kept by their lists, which register with `defineList`) and the bulk lists'
 * one-click unsubscribe URL (RFC 8058).
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  needs: ['auth'],
  build: ({ db, clock }) => createNotificationsService({ db, clock }),
  routes: (app, notifications) => registerNotificationsRoutes(app, { notifications }),
});
