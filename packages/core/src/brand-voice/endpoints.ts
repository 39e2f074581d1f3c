import { EVENT_STREAM, featureEndpoints, lazy } from '../http/endpoint.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const define = featureEndpoints({ tag: 'brand-voice', access: ['Customer'], errors: [400, 401, 403] });
const id = '6f1c2b1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const idParams = lazy(load, (c) => c.RecordIdParams);
/** A kept piece's id in the path: only its owner reaches it. */
const byId = { owns: { param: 'id', record: 'brandContent' }, example: { params: { id } } } as const;

/** Brand voice: content written in the customer's brand voice, streamed, and kept in their history. */
export const brandVoiceEndpoints = {
  GenerateBrandContent: define({
    method: 'POST',
    path: '/api/v1/brand-voice/contents',
    operationId: 'GenerateBrandContent',
    summary:
      'Write a piece in the chosen voice, streamed as server-sent events (start, text…, then done with the kept piece, or error); closing the connection stops it and keeps what was written',
    moreErrors: [409, 429],
    produces: EVENT_STREAM,
    example: {
      body: { personality: 'friendly', tone: 'conversational', wordChoice: 'simple', length: 'short', description: 'Our new oat-milk coffee shop opening in Leeds on Saturday' },
    },
    schemas: lazy(load, (c) => ({ body: c.BrandContentRequest })),
  }),
  GetBrandContents: define({
    method: 'GET',
    path: '/api/v1/brand-voice/contents',
    operationId: 'GetBrandContents',
    summary: 'The kept pieces, newest first, 20 a page',
    example: { query: { page: 1 } },
    schemas: lazy(load, (c) => ({ query: c.BrandContentQuery, response: c.BrandContentPage })),
  }),
  DeleteBrandContent: define({
    method: 'DELETE',
    path: '/api/v1/brand-voice/contents/:id',
    operationId: 'DeleteBrandContent',
    summary: 'Delete a kept piece',
    moreErrors: [404],
    ...byId,
    schemas: async () => ({ params: await idParams(), response: (await load()).MessageResponse }),
  }),
  SaveBrandContentNote: define({
    method: 'POST',
    path: '/api/v1/brand-voice/contents/:id/note',
    operationId: 'SaveBrandContentNote',
    summary: 'Save a kept piece to Notes',
    status: 201,
    moreErrors: [404, 409],
    ...byId,
    schemas: async () => ({ params: await idParams(), response: (await load()).SavedBrandNote }),
  }),
};
