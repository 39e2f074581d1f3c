import { featureEndpoints, lazy } from '../http/endpoint.ts';
import { DOCX_TYPE } from './constants.ts';

const load = async () => ({ ...(await import('./contract.ts')), ...(await import('../http/contract.ts')) });
const define = featureEndpoints({ tag: 'notes', access: ['Customer'], errors: [400, 401, 403] });
const id = '6f1c2b1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const note = { title: 'Sleep plan', contentHtml: '<p>Lights <strong>low</strong> at ten.</p>' };
/** A note's id in the path: only its owner reaches it. */
const byId = { owns: { param: 'id', record: 'note' }, example: { params: { id } } } as const;
const idParams = lazy(load, (c) => c.RecordIdParams);

export const notesEndpoints = {
  GetNotes: define({
    method: 'GET',
    path: '/api/v1/notes',
    operationId: 'GetNotes',
    summary: 'GetNotes: 20 a page, newest first; q searches title and text',
    example: { query: { page: 1, q: 'sleep' } },
    schemas: lazy(load, (c) => ({ query: c.NotesQuery, response: c.NotesPage })),
  }),
  Notes: define({
    method: 'POST',
    path: '/api/v1/notes',
    operationId: 'Notes',
    summary: 'Notes: save a new note (HTML is sanitised)',
    status: 201,
    moreErrors: [409],
    example: { body: note },
    schemas: lazy(load, (c) => ({ body: c.SaveNoteRequest, response: c.SaveNoteResponse })),
  }),
  GetNote: define({
    method: 'GET',
    path: '/api/v1/notes/:id',
    operationId: 'GetNote',
    summary: 'One note',
    moreErrors: [404],
    ...byId,
    schemas: async () => ({ params: (await idParams()), response: (await load()).Note }),
  }),
  UpdateNote: define({
    method: 'PUT',
    path: '/api/v1/notes/:id',
    operationId: 'UpdateNote',
    summary: 'Edit a note',
    moreErrors: [404],
    owns: byId.owns,
    example: { params: { id }, body: note },
    schemas: async () => ({ params: await idParams(), body: (await load()).SaveNoteRequest, response: (await load()).SaveNoteResponse }),
  }),
  DelNotes: define({
    method: 'DELETE',
    path: '/api/v1/notes/:id',
    operationId: 'DelNotes',
    summary: 'DelNotes: delete a note',
    moreErrors: [404],
    ...byId,
    schemas: async () => ({ params: await idParams(), response: (await load()).MessageResponse }),
  }),
  GetNoteWord: define({
    method: 'GET',
    path: '/api/v1/notes/:id/docx',
    operationId: 'GetNoteWord',
    summary: 'GetWord for a note: the note as a .docx download',
    moreErrors: [404],
    produces: DOCX_TYPE,
    ...byId,
    schemas: async () => ({ params: await idParams() }),
  }),
  GetWord: define({
    method: 'POST',
    path: '/api/v1/export/docx',
    operationId: 'GetWord',
    summary: 'GetWord: any HTML (a note, an AI chat transcript) as a .docx download',
    access: 'signedIn',
    produces: DOCX_TYPE,
    example: { body: { title: 'Sleep plan', html: note.contentHtml } },
    schemas: lazy(load, (c) => ({ body: c.ExportDocRequest })),
  }),
};
