import { messages } from '@iyl/core/catalog/messages';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { READ_KNOWLEDGE_JOB } from './knowledge-reader.ts';
import { type ChatExport, createChatExport } from './chat-export.ts';
import { type ChatService, createChatService, ORPHAN_GRACE_S } from './chat-service.ts';
import { type ChatSettingsService, createChatSettings } from './chat-settings.ts';
import { readSnapshot } from './customer-summary.ts';
import { registerCoachChatRoutes } from './routes.ts';
import { type CoachChatService, createCoachChatService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    coachChat: { knowledge: CoachChatService; chat: ChatService; settings: ChatSettingsService; exports: ChatExport };
  }
}

/** Documents queued or reading for longer than this are read again by the sweep. */
const STALE_MINUTES = 10;
/** An answer no process has written to for this long was cut short (its server stopped): the sweep ends it. */
const LOST_ANSWER_SECONDS = 60;
/** After a start, answers left being written are looked at again this much later (past the orphan grace). */
const ORPHAN_RECHECK_MS = (ORPHAN_GRACE_S + 1) * 1_000;

/**
 * The AI coach chat: customers' chats with the product's coach or a coach of the directory, answered on
 * the server from the coaches' knowledge PDFs (read into passages in the background) and a library.
 */
export const coachChatModule = defineModule({
  name: 'coachChat',
  needs: ['auth', 'coachProfiles', 'notes', 'plans', 'routines', 'meals', 'mood'],
  build: ({ db, store, jobs, workers, log, ai, events, outbox, clock, config, presence }, { auth, coachProfiles, notes, plans, routines, meals, mood }) => {
    const knowledge = createCoachChatService({ db, store, jobs, workers, log });
    // The customer's own plans, routines, meals and mood, through those features' services only.
    const settings = createChatSettings({ db, log, clock, snapshot: (asker) => readSnapshot({ plans, routines, meals, mood, clock }, asker) });
    const exports = createChatExport({
      db,
      workers,
      outbox,
      contact: async (userId) => (await auth.contacts([userId])).get(userId),
      docx: (userId, title, html) => notes.docx(userId, title, html),
      appUrl: config.publicUrl,
    });
    const chat = createChatService({
      db,
      ai,
      events,
      presence,
      log,
      coachByEmail: (email) => coachProfiles.chatCoach(email),
      coachPhotos: async (ids) => new Map([...(await auth.contacts(ids))].map(([id, contact]) => [id, contact.profilePic])),
      customer: (asker) => settings.context(asker),
      appUrl: config.publicUrl,
    });
    jobs.define<{ documentId: string }>({
      name: READ_KNOWLEDGE_JOB,
      handler: ({ documentId }) => knowledge.reader.read(documentId),
      // A file that cannot be read is marked failed by the reader; a throw here is the database or the
      // store being away, worth trying again.
      retryLimit: 3,
      pollSeconds: 2,
    });
    // A few at a time: each reading may take up to its time limit (a minute).
    jobs.define({ name: `${READ_KNOWLEDGE_JOB}-sweep`, cron: '*/10 * * * *', handler: () => knowledge.readStale(STALE_MINUTES, 5) });
    jobs.define({ name: 'coach-chat-lost-answers', cron: '* * * * *', handler: async () => void (await chat.endLost(LOST_ANSWER_SECONDS)) });
    return { knowledge, chat, settings, exports };
  },
  routes: (app, { knowledge, chat, settings, exports }, { limiter }) => {
    ownership(app).define('knowledgeDocument', {
      owns: (id, user) => knowledge.owns(id, user.id),
      refused: () => notFound(messages.knowledgeNotFound),
    });
    ownership(app).define('chat', { owns: (id, user) => chat.owns(id, user.id), refused: () => notFound(messages.chatNotFound) });
    ownership(app).define('chatTurn', { owns: (id, user) => chat.ownsTurn(id, user.id), refused: () => notFound(messages.chatNotFound) });
    // Answers being written are kept, marked stopped, before the database closes.
    app.addHook('preClose', () => chat.close());
    // What a process that was killed left being written ends as this one starts, not after the sweep's
    // minute: its chats take questions again. Once more a little later, for an answer its writer touched
    // just before it died (within the grace that tells a dead writer from one just starting).
    let again: NodeJS.Timeout | undefined;
    const endLeftOver = () =>
      chat.endLost(LOST_ANSWER_SECONDS).catch((err: unknown) => app.log.warn({ err }, 'answers left being written could not be ended at start; the sweep ends them'));
    app.addHook('onReady', async () => {
      await endLeftOver();
      again = setTimeout(endLeftOver, ORPHAN_RECHECK_MS).unref();
    });
    app.addHook('preClose', async () => clearTimeout(again));
    return registerCoachChatRoutes(app, { knowledge, chat, settings, exports, limiter });
  },
});
