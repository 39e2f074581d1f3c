import { ErrorBody } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import { ExportDocRequest, Note, NotesPage, NotesQuery, SaveNoteRequest, SaveNoteResponse } from '@iyl/core/notes/contract';
import { MessageResponse } from '@iyl/core/auth/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/access.ts';
import { docxFileName, htmlToDocx } from './docx.ts';
import type { NotesService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['notes'];
const IdParams = z.object({ id: z.string().max(64) });
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function sendDocx(reply: FastifyReply, title: string, html: string) {
  const file = await htmlToDocx(title, html);
  const name = docxFileName(title);
  return reply
    .type(DOCX)
    .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(file);
}

export function registerNotesRoutes(app: FastifyInstance, deps: { notes: NotesService }) {
  const { notes } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: FastifyRequest) => requireAuth(request).user.id;
  const config = { access: 'Customer' as const };

  r.get(
    '/api/v1/notes',
    { schema: { operationId: 'GetNotes', summary: 'GetNotes: 20 a page, newest first; q searches title and text', tags, querystring: NotesQuery, response: { 200: NotesPage, ...errors } }, config },
    async (request) => notes.page(user(request), request.query.page, request.query.q),
  );
  r.post(
    '/api/v1/notes',
    { schema: { operationId: 'Notes', summary: 'Notes: save a new note (HTML is sanitised)', tags, body: SaveNoteRequest, response: { 201: SaveNoteResponse, ...errors } }, config },
    async (request, reply) => reply.code(201).send({ message: messages.noteSaved, note: await notes.save(user(request), request.body.title, request.body.contentHtml) }),
  );
  r.get(
    '/api/v1/notes/:id',
    { schema: { operationId: 'GetNote', summary: 'One note', tags, params: IdParams, response: { 200: Note, ...errors } }, config },
    async (request) => notes.get(request.params.id, user(request)),
  );
  r.put(
    '/api/v1/notes/:id',
    { schema: { operationId: 'UpdateNote', summary: 'Edit a note', tags, params: IdParams, body: SaveNoteRequest, response: { 200: SaveNoteResponse, ...errors } }, config },
    async (request) => ({ message: messages.noteSaved, note: await notes.update(request.params.id, user(request), request.body.title, request.body.contentHtml) }),
  );
  r.delete(
    '/api/v1/notes/:id',
    { schema: { operationId: 'DelNotes', summary: 'DelNotes: delete a note', tags, params: IdParams, response: { 200: MessageResponse, ...errors } }, config },
    async (request) => {
      await notes.remove(request.params.id, user(request));
      return { message: messages.noteDeleted };
    },
  );
  r.get(
    '/api/v1/notes/:id/docx',
    { schema: { operationId: 'GetNoteWord', summary: 'GetWord for a note: the note as a .docx download', tags, params: IdParams, produces: [DOCX] }, config },
    async (request, reply) => {
      const note = await notes.get(request.params.id, user(request));
      return sendDocx(reply, note.title, note.contentHtml);
    },
  );
  r.post(
    '/api/v1/export/docx',
    {
      schema: { operationId: 'GetWord', summary: 'GetWord: any HTML (a note, an AI chat transcript) as a .docx download', tags, body: ExportDocRequest, produces: [DOCX] },
      config: { access: 'signedIn' },
    },
    async (request, reply) => sendDocx(reply, request.body.title, request.body.html),
  );
}
