import { messages } from '@iyl/core/catalog/messages';
import { notFound } from '../../platform/http/errors.ts';
import { ownership } from '../../platform/http/ownership.ts';
import { defineModule } from '../../platform/modules.ts';
import { createIsolatedRunner } from '../../platform/workers/isolated.ts';
import { READ_KNOWLEDGE_JOB, READING_GRACE_SECONDS } from './knowledge-reader.ts';
import { type ChatExport, createChatExport } from './chat-export.ts';
import { type ChatService, createChatService } from './chat-service.ts';
import { ORPHAN_GRACE_S } from './chat-writer.ts';
import { type ChatSettingsService, createChatSettings } from './chat-settings.ts';
import { readSnapshot } from './customer-summary.ts';
import { registerCoachChatRoutes } from './routes.ts';
import { type CoachChatService, createCoachChatService } from './service.ts';

declare module '../../platform/modules.ts' {
  interface Services {
    coachChat: { knowledge: CoachChatService; chat: ChatService; settings: ChatSettingsService; exports: ChatExport };
  }
}

/** Documents queued for longer than this (their job was lost) are queued again by the sweep. */
const LOST_JOB_SECONDS = 600;
/**
 * Knowledge PDFs read at once in each process (each in a child process of its own, under its caps),
 * and one coach's one at a time (in each process): one coach's slow file does not hold up the others.
 */
const READINGS_AT_ONCE = 2;
/**
 * An answer no process has written to for this long was cut short: the sweep ends it (one whose writer's
 * process is gone is taken up before: chat-resuming.ts).
 */
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
    const readers = createIsolatedRunner({ slots: READINGS_AT_ONCE });
    const knowledge = createCoachChatService({ db, store, jobs, readers, presence, log });
    // The customer's own plans, routines, meals and mood, through those features' services only.
    const settings = createChatSettings({ db, log, clock, snapshot: (asker) => readSnapshot({ plans, routines, meals, mood, clock, joined: async (id) => (await auth.contacts([id])).get(id)?.joinedAt }, asker) });
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
      askerOf: async (id) => {
        const contact = (await auth.contacts([id])).get(id);
        return contact ? { id, timeZone: contact.timeZone } : undefined;
      },
      coachByEmail: (email) => coachProfiles.chatCoach(email),
      coachPhotos: async (ids) => new Map([...(await auth.contacts(ids))].map(([id, contact]) => [id, contact.profilePic])),
      customer: (asker) => settings.context(asker),
      appUrl: config.publicUrl,
      routines,
      clock,
    });
    jobs.define<{ documentId: string }>({
      name: READ_KNOWLEDGE_JOB,
      handler: ({ documentId }) => knowledge.reader.read(documentId),
      // A file that cannot be read is marked failed by the reader; a throw here is the database or the
      // store being away, worth trying again.
      retryLimit: 3,
      pollSeconds: 2,
      concurrency: READINGS_AT_ONCE,
      groupConcurrency: 1,
    });
    jobs.define({ name: `${READ_KNOWLEDGE_JOB}-sweep`, cron: '* * * * *', handler: async () => void (await knowledge.queueUnread(LOST_JOB_SECONDS, 20)) });
    // As the job runner starts: documents uploaded before it ran (the demo's), and readings a killed
    // process left (their attempt counted), are queued at once, not at the sweep; once more past the
    // grace that tells a reading just started from one whose process is gone.
    let again: NodeJS.Timeout | undefined;
    const queueLeftOver = () =>
      knowledge.queueUnread(0, 100).catch((err: unknown) => log.warn({ err }, 'knowledge readings left over could not be queued; the sweep queues them'));
    jobs.alongside({
      start() {
        void queueLeftOver();
        again = setTimeout(queueLeftOver, (READING_GRACE_SECONDS + 1) * 1_000).unref();
      },
      async stop() {
        clearTimeout(again);
        // Readings under way end now (queued again for the next start) rather than hold the shutdown.
        await readers.close();
      },
    });
    jobs.define({ name: 'coach-chat-lost-answers', cron: '* * * * *', handler: async () => void (await chat.recoverLost(LOST_ANSWER_SECONDS)) });
    return { knowledge, chat, settings, exports };
  },
  routes: (app, { knowledge, chat, settings, exports }, { limiter, ai }) => {
    ownership(app).define('knowledgeDocument', {
      owns: (id, user) => knowledge.owns(id, user.id),
      refused: () => notFound(messages.knowledgeNotFound),
    });
    ownership(app).define('chat', { owns: (id, user) => chat.owns(id, user.id), refused: () => notFound(messages.chatNotFound) });
    ownership(app).define('chatTurn', { owns: (id, user) => chat.ownsTurn(id, user.id), refused: () => notFound(messages.chatNotFound) });
    // Answers being written are saved, still being written, before the database closes: another process
    // (or the next start) takes them up.
    app.addHook('preClose', () => chat.close());
    // What a process that was killed or stopped left being written is taken up (or ended) as this one
    // starts, not after the sweep's minute. Once more a little later, for an answer its writer touched
    // just before it died (within the grace that tells a dead writer from one just starting).
    let again: NodeJS.Timeout | undefined;
    const endLeftOver = () =>
      chat
        .recoverLost(LOST_ANSWER_SECONDS)
        .catch((err: unknown) => app.log.warn({ err }, 'answers left being written could not be taken up at start; the sweep takes them up'));
    app.addHook('onReady', async () => {
      await endLeftOver();
      again = setTimeout(endLeftOver, ORPHAN_RECHECK_MS).unref();
    });
    app.addHook('preClose', async () => clearTimeout(again));
    return registerCoachChatRoutes(app, { knowledge, chat, settings, exports, limiter, aiSource: ai.source });
  },
});
