import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const define = featureEndpoints({ tag: 'notifications', access: ['Customer', 'Coach'], errors: [400, 401, 403] });
const token = 'reminders.not-a-real-token-0000';

/** Notification preferences (the signed-in user's own) and the bulk lists' one-click unsubscribe (RFC 8058). */
export const notificationsEndpoints = {
  GetNotificationPreferences: define({
    method: 'GET',
    path: '/api/v1/notifications/preferences',
    operationId: 'GetNotificationPreferences',
    summary: "The signed-in user's notification preferences: reminder e-mails, push, the weekly insight e-mail (a customer's), booking e-mails and community replies",
    errors: [401, 403],
    schemas: lazy(load, (c) => ({ response: c.NotificationPreferencesResponse })),
  }),
  PutNotificationPreferences: define({
    method: 'PUT',
    path: '/api/v1/notifications/preferences',
    operationId: 'PutNotificationPreferences',
    summary: 'Change some of the signed-in user’s notification preferences (those named; the others are kept)',
    example: { body: { bookingEmails: false } },
    schemas: lazy(load, (c) => ({ body: c.PutNotificationPreferencesRequest, response: c.SavedNotificationPreferences })),
  }),
  OneClickUnsubscribe: define({
    method: 'POST',
    path: '/api/v1/unsubscribe/:token',
    operationId: 'OneClickUnsubscribe',
    summary:
      "RFC 8058 one-click unsubscribe: the List-Unsubscribe URL of a bulk e-mail (reminders, weekly insights, community replies); with no session it turns off that list alone for the account the signed token names (again: no change). An unknown token is a 404",
    access: 'public',
    errors: [404],
    example: { params: { token } },
    schemas: lazy(load, (c) => ({ params: c.UnsubscribeTokenParams, response: c.MessageResponse })),
  }),
  UnsubscribePage: define({
    method: 'GET',
    path: '/api/v1/unsubscribe/:token',
    operationId: 'UnsubscribePage',
    summary: "The List-Unsubscribe URL opened in a browser: a redirect (303) to the app's /Unsubscribe page, which asks before turning the list off. An unknown token is a 404",
    access: 'public',
    errors: [404],
    example: { params: { token } },
    schemas: lazy(load, (c) => ({ params: c.UnsubscribeTokenParams })),
  }),
};
