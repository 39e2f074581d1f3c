import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const define = featureEndpoints({ tag: 'reminders', access: ['Customer'], errors: [400, 401, 403] });

/** Reminders of routines and meals, by e-mail and Web Push, in the customer's time zone. */
export const remindersEndpoints = {
  PostReminders: define({
    method: 'POST',
    path: '/api/v1/routines/:id/reminders',
    operationId: 'PostReminders',
    summary:
      "PostReminders: add a reminder to a routine (message, time, Everyday or a weekday); a routine may have up to 5 (the same day and time again changes its message), a customer up to 100",
    status: 201,
    moreErrors: [404, 409],
    owns: { param: 'id', record: 'routine' },
    example: { params: { id: '5b0c8a3e-2f1d-4c6b-9a7e-3d2f1e0c9b8a' }, body: { message: 'Time for your walk', time: '07:30', day: 'Everyday' } },
    schemas: lazy(load, (c) => ({ params: c.RoutineReminderParams, body: c.PostRemindersRequest, response: c.ReminderResponse })),
  }),
  PostMealReminder: define({
    method: 'PUT',
    path: '/api/v1/meals/:id/reminder',
    operationId: 'PostMealReminder',
    summary: "Set a meal's reminder: a time on the meal's day (same rules and delivery as routine reminders); setting it again replaces it",
    moreErrors: [404, 409],
    owns: { param: 'id', record: 'meal' },
    example: { params: { id: '5b0c8a3e-2f1d-4c6b-9a7e-3d2f1e0c9b8a' }, body: { message: 'Lunch time', time: '12:30' } },
    schemas: lazy(load, (c) => ({ params: c.MealReminderParams, body: c.PostMealReminderRequest, response: c.ReminderResponse })),
  }),
  GetReminders: define({
    method: 'GET',
    path: '/api/v1/reminders',
    operationId: 'GetReminders',
    summary: 'A page of the reminders, the next five due times, and whether e-mail and push are on',
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.RemindersQuery, response: c.ReminderOverview })),
  }),
  DeleteReminder: define({
    method: 'DELETE',
    path: '/api/v1/reminders/:id',
    operationId: 'DeleteReminder',
    summary: 'Delete a reminder',
    moreErrors: [404],
    owns: { param: 'id', record: 'reminder' },
    example: { params: { id: '5b0c8a3e-2f1d-4c6b-9a7e-3d2f1e0c9b8a' } },
    schemas: lazy(load, (c) => ({ params: c.ReminderParams, response: c.MessageResponse })),
  }),
  GetReminderLog: define({
    method: 'GET',
    path: '/api/v1/reminders/log',
    operationId: 'GetReminderLog',
    summary: 'The delivery log: each due time, how it was sent (or why not), newest first',
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.DeliveryQuery, response: c.DeliveryPage })),
  }),
  SetReminderEmail: define({
    method: 'PUT',
    path: '/api/v1/reminders/email',
    operationId: 'SetReminderEmail',
    summary: 'Turn reminder e-mails on or off',
    example: { body: { enabled: true } },
    schemas: lazy(load, (c) => ({ body: c.EmailSettingRequest, response: c.MessageResponse })),
  }),
  UnsubscribeReminders: define({
    method: 'POST',
    path: '/api/v1/reminders/unsubscribe',
    operationId: 'UnsubscribeReminders',
    summary: "Turn reminder e-mails off from the e-mail's signed link, without signing in",
    access: 'public',
    errors: [400],
    example: { body: { token: 'not-a-real-token-0000' } },
    schemas: lazy(load, (c) => ({ body: c.UnsubscribeRequest, response: c.MessageResponse })),
  }),
  GetPushKey: define({
    method: 'GET',
    path: '/api/v1/push/key',
    operationId: 'GetPushKey',
    summary: "The server's VAPID public key, for the browser's push subscription",
    schemas: lazy(load, (c) => ({ response: c.PushKey })),
  }),
  SubscribePush: define({
    method: 'POST',
    path: '/api/v1/push/subscriptions',
    operationId: 'SubscribePush',
    summary: "Keep this browser's push subscription for reminders (an https endpoint of a push service; at most 10 browsers per customer)",
    moreErrors: [409],
    example: { body: { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } } },
    schemas: lazy(load, (c) => ({ body: c.PushSubscriptionRequest, response: c.MessageResponse })),
  }),
  UnsubscribePush: define({
    method: 'POST',
    path: '/api/v1/push/subscriptions/remove',
    operationId: 'UnsubscribePush',
    summary: "Forget this browser's push subscription",
    example: { body: { endpoint: 'https://push.example.com/send/abc' } },
    schemas: lazy(load, (c) => ({ body: c.PushEndpointRequest, response: c.MessageResponse })),
  }),
};
