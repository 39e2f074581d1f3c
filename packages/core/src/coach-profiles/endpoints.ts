import { featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
// The API document keeps every operation of the coach screens under one tag.
const define = featureEndpoints({ tag: 'coaches', access: ['Coach'], errors: [400, 401, 403] });

/** The coach's own profile and weekly availability: every call acts on the signed-in coach only. */
export const coachProfileEndpoints = {
  PostCoach: define({
    method: 'POST',
    path: '/api/v1/coach/profile',
    operationId: 'PostCoach',
    summary: 'PostCoach: save the onboarding profile and weekly availability (the photo comes from savephoto); the profile is then complete',
    example: {
      body: {
        phone: '+44 20 7946 0000',
        whatsapp: '+44 7700 900000',
        feeCents: 5000,
        specialization: 'Sleep and stress',
        paymentAddress: 'coach@pay.example',
        descriptionHtml: '<p>Ten years of coaching.</p>',
        availability: { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '17:00' }] },
      },
    },
    schemas: lazy(load, (c) => ({ body: c.CoachProfileRequest, response: c.CoachProfileSaved })),
  }),
  GetCoachProfile: define({
    method: 'GET',
    path: '/api/v1/coach/profile',
    operationId: 'GetCoachProfile',
    summary: "GetCoachProfile: the coach's account, profile, weekly availability, ledger sums and booking counts",
    schemas: lazy(load, (c) => ({ response: c.CoachProfileResponse })),
  }),
  SetAvailability: define({
    method: 'PUT',
    path: '/api/v1/coach/availability',
    operationId: 'SetAvailability',
    summary: 'Set the weekly availability (one window a day, in the coach’s time zone) and the session length',
    example: { body: { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '17:00' }] } },
    schemas: lazy(load, (c) => ({ body: c.AvailabilityRequest, response: c.AvailabilitySaved })),
  }),
};

/** The customers' directory of coaches with a complete profile. */
export const coachDirectoryEndpoints = {
  AllCoach: define({
    method: 'GET',
    path: '/api/v1/coaches',
    operationId: 'AllCoach',
    summary: 'AllCoach: coaches with a complete profile, paged, searchable by name or specialization',
    access: ['Customer'],
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.AllCoachQuery, response: c.AllCoachResponse })),
  }),
  DirectoryCoach: define({
    method: 'GET',
    path: '/api/v1/coaches/:email',
    operationId: 'DirectoryCoach',
    summary: "One coach of the directory by the coach's e-mail (the spec's ref): the name, photo and specialization a link to them shows",
    access: ['Customer'],
    moreErrors: [404],
    example: { params: { email: 'coach@example.com' } },
    schemas: lazy(load, (c) => ({ params: c.CoachByEmailParams, response: c.CoachCard })),
  }),
};
