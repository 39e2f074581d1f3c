import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
// The API document keeps every operation of the coach screens under one tag.
const tag = 'coaches';
const forCoach = featureEndpoints({ tag, access: ['Coach'], errors: [400, 401, 403] });
const forCustomer = featureEndpoints({ tag, access: ['Customer'], errors: [400, 401, 403] });
const coachBooking = { param: 'id', record: 'coachBooking' } as const;
const customerBooking = { param: 'id', record: 'customerBooking' } as const;

/** The coach's bookings: every call acts on the signed-in coach's own bookings only. */
export const coachBookingsEndpoints = {
  GetCoachBookings: forCoach({
    method: 'GET',
    path: '/api/v1/coach/bookings',
    operationId: 'GetCoachBookings',
    summary: "GetCoachBookings: the coach's bookings, paged and searchable, with the counts and ledger sums",
    example: { query: { page: 1, view: 'all' } },
    schemas: lazy(load, (c) => ({ query: c.CoachBookingsQuery, response: c.CoachBookingsResponse })),
  }),
  SendMessageInvite: forCoach({
    method: 'POST',
    path: '/api/v1/coach/bookings/:id/invite',
    operationId: 'SendMessageInvite',
    summary: 'SendMessageInvite: e-mail the client the meeting details and a calendar invite; the booking is Confirmed',
    moreErrors: [404, 409],
    owns: coachBooking,
    example: { body: { message: 'https://meet.example.com/abc-defg-hij' } },
    schemas: lazy(load, (c) => ({ params: c.IdParams, body: c.InviteRequest, response: c.BookingSaved })),
  }),
  Reschedule: forCoach({
    method: 'POST',
    path: '/api/v1/coach/bookings/:id/reschedule',
    operationId: 'Reschedule',
    summary: "Reschedule: move a booking that is not completed to one of the coach's free session starts (date and time in the coach's zone); the client's invite is updated",
    moreErrors: [404, 409],
    owns: coachBooking,
    example: { body: { date: '2026-03-20', time: '10:00' } },
    schemas: lazy(load, (c) => ({ params: c.IdParams, body: c.RescheduleRequest, response: c.BookingSaved })),
  }),
  MarkSessionComplete: forCoach({
    method: 'POST',
    path: '/api/v1/coach/bookings/:id/complete',
    operationId: 'MarkSessionComplete',
    summary: 'MarkSessionComplete: the session took place (from its start on); the fee agreed at booking is credited to the coach once',
    moreErrors: [404, 409],
    owns: coachBooking,
    schemas: lazy(load, (c) => ({ params: c.IdParams, response: c.BookingSaved })),
  }),
  CancelSession: forCoach({
    method: 'POST',
    path: '/api/v1/coach/bookings/:id/cancel',
    operationId: 'CancelSession',
    summary: 'CancelSession: the coach cancels a pending or confirmed session before it starts, with a short reason; the client is e-mailed it with the calendar cancellation (METHOD:CANCEL)',
    moreErrors: [404, 409],
    owns: coachBooking,
    example: { body: { reason: 'I am unwell that day, sorry.' } },
    schemas: lazy(load, (c) => ({ params: c.IdParams, body: c.CancelSessionRequest, response: c.BookingSaved })),
  }),
};

/** The customers' side: a coach's free slots, booking and their own bookings. */
export const customerBookingsEndpoints = {
  GetCoachSlots: forCustomer({
    method: 'GET',
    path: '/api/v1/coaches/:coachId/slots',
    operationId: 'GetCoachSlots',
    summary: "The coach's free start times (UTC instants) from a day on, within the booking horizon",
    moreErrors: [404],
    example: { params: { coachId: '00000000-0000-4000-8000-000000000000' } },
    schemas: lazy(load, (c) => ({ params: c.CoachParams, query: c.SlotsQuery, response: c.SlotsResponse })),
  }),
  Booking: forCustomer({
    method: 'POST',
    path: '/api/v1/bookings',
    operationId: 'Booking',
    summary: 'Booking: book one of a coach’s free times at the fee of the moment; a taken time answers 409 with the next free ones, and so does a customer with too many requests waiting',
    status: 201,
    moreErrors: [404, 409],
    example: { body: { coachId: '00000000-0000-4000-8000-000000000000', startsAt: '2026-03-20T10:00:00Z' } },
    schemas: lazy(load, (c) => ({ body: c.BookingRequest, response: c.BookingSaved, errors: { 409: c.SlotTakenError } })),
  }),
  GetMyBookings: forCustomer({
    method: 'GET',
    path: '/api/v1/bookings',
    operationId: 'GetMyBookings',
    summary: "The customer's own bookings, newest first: status, meeting details and reschedules",
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.PageQuery, response: c.MyBookingsResponse })),
  }),
  CancelBooking: forCustomer({
    method: 'POST',
    path: '/api/v1/bookings/:id/cancel',
    operationId: 'CancelBooking',
    summary: 'Cancel one of the customer’s bookings that is not completed; both sides are told (METHOD:CANCEL)',
    moreErrors: [404, 409],
    owns: customerBooking,
    schemas: lazy(load, (c) => ({ params: c.IdParams, response: c.BookingSaved })),
  }),
};
