import { messages } from '@iyl/core/catalog/messages';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { READ_KNOWLEDGE_JOB } from './knowledge-reader.ts';
import { registerCoachChatRoutes } from './routes.ts';
import { type CoachChatService, createCoachChatService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    coachChat: CoachChatService;
  }
}

/** Documents queued or reading for longer than this are read again by the sweep. */
const STALE_MINUTES = 10;

/** The AI coach chat; for now the coaches' knowledge PDFs, read into passages in the background. */
export const coachChatModule = defineModule({
  name: 'coachChat',
  needs: [],
  build: ({ db, store, jobs, workers, log }) => {
    const chat = createCoachChatService({ db, store, jobs, workers, log });
    jobs.define<{ documentId: string }>({
      name: READ_KNOWLEDGE_JOB,
      handler: ({ documentId }) => chat.reader.read(documentId),
      // A file that cannot be read is marked failed by the reader; a throw here is the database or the
      // store being away, worth trying again.
      retryLimit: 3,
      pollSeconds: 2,
    });
    // A few at a time: each reading may take up to its time limit (a minute).
    jobs.define({ name: `${READ_KNOWLEDGE_JOB}-sweep`, cron: '*/10 * * * *', handler: () => chat.readStale(STALE_MINUTES, 5) });
    return chat;
  },
  routes: (app, chat, { limiter }) => {
    ownership(app).define('knowledgeDocument', {
      owns: (id, user) => chat.owns(id, user.id),
      refused: () => notFound(messages.knowledgeNotFound),
    });
    return registerCoachChatRoutes(app, { chat, limiter });
  },
});
