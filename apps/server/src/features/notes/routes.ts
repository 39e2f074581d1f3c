import { messages } from '@iyl/core/catalog/messages';
import { DOCX_TYPE } from '@iyl/core/notes/contract';
import { notesEndpoints } from '@iyl/core/notes/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes } from '../../platform/http/route.ts';
import { docxFileName } from './docx.ts';
import type { NotesService } from './service.ts';

async function sendDocx(notes: NotesService, reply: FastifyReply, userId: string, title: string, html: string) {
  const file = await notes.docx(userId, title, html);
  const name = docxFileName(title);
  return reply
    .type(DOCX_TYPE)
    .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(file);
}

export async function registerNotesRoutes(app: FastifyInstance, deps: { notes: NotesService }) {
  const { notes } = deps;

  await routes(app, notesEndpoints, {
    GetNotes: async (request) => notes.page(request.user.id, request.query.page, request.query.q),
    Notes: async (request) => ({ message: messages.noteSaved, note: await notes.save(request.user.id, request.body.title, request.body.contentHtml) }),
    GetNote: async (request) => notes.get(request.params.id, request.user.id),
    UpdateNote: async (request) => ({
      message: messages.noteSaved,
      note: await notes.update(request.params.id, request.user.id, request.body.title, request.body.contentHtml),
    }),
    DelNotes: async (request) => {
      await notes.remove(request.params.id, request.user.id);
      return { message: messages.noteDeleted };
    },
    GetNoteWord: async (request, reply) => {
      const note = await notes.get(request.params.id, request.user.id);
      return sendDocx(notes, reply, request.user.id, note.title, note.contentHtml);
    },
    GetWord: async (request, reply) => sendDocx(notes, reply, request.user.id, request.body.title, request.body.html),
  });
}
