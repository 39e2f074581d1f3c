import { messages } from '@iyl/core/catalog/messages';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { registerNotesRoutes } from './routes.ts';
import { createNotesService, type NotesService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    notes: NotesService;
  }
}

/** Notes and the .docx export; other features save notes through this service. */
export const notesModule = defineModule({
  name: 'notes',
  needs: [],
  build: ({ db, clock, richText, workers }) => createNotesService({ db, clock, richText, workers }),
  routes: (app, notes) => {
    ownership(app).define('note', { owns: (id, user) => notes.owns(id, user.id), refused: () => notFound(messages.noteNotFound) });
    return registerNotesRoutes(app, { notes });
  },
});
