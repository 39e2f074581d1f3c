import { BRAND_HISTORY_PAGE_SIZE, type BrandChoices } from '@iyl/core/brand-voice/constants';
import { BRAND_CONTENTS_MAX } from '@iyl/core/brand-voice/limits';
import type { BrandContent, BrandContentPage, BrandStreamEvent } from '@iyl/core/brand-voice/contract';
import { brandTextToHtml } from '@iyl/core/brand-voice/format';
import { messages } from '@iyl/core/catalog/messages';
import type { Ai, AiSource } from '../../platform/ai/ai.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/http/ids.ts';
import type { RichText } from '../../platform/html/rich-text.ts';
import type { NotesService } from '../notes/service.ts';
import { brandSubject } from './description-reader.ts';
import { offlineBrandContent } from './offline.ts';
import { brandPrompt, SYSTEM_PROMPT } from './prompts.ts';
import { type BrandContentRow, createBrandVoiceRepository } from './repository.ts';

/** A piece longer than this is cut off there (a model that does not stop). */
export const BRAND_TEXT_MAX = 20_000;

const notFound = () => new AppError(404, 'NOT_FOUND', messages.brandNotFound);

const toContent = (r: BrandContentRow): BrandContent => ({
  id: r.id,
  personality: r.personality,
  tone: r.tone,
  wordChoice: r.wordChoice,
  length: r.length,
  description: r.description,
  contentHtml: r.contentHtml,
  status: r.status,
  source: r.source,
  createdAt: r.createdAt.toISOString(),
});

/** Brand voice: pieces written in the customer's chosen voice, streamed, and kept. */
export function createBrandVoiceService(deps: { db: DbOrTx; ai: Ai; notes: Pick<NotesService, 'create'>; richText: RichText }) {
  const repo = createBrandVoiceRepository(deps.db);

  const historyFull = () => new AppError(409, 'CONFLICT', messages.brandHistoryFull);

  /**
   * Keeps written text as a piece (undefined when nothing is left of it after cleaning). The history's
   * cap is counted under a lock: of two pieces written at once for its last place, the second is refused.
   */
  async function keep(userId: string, choices: BrandChoices, text: string, status: 'complete' | 'stopped', source: AiSource) {
    const contentHtml = await deps.richText.sanitize(brandTextToHtml(text));
    if (!contentHtml) return undefined;
    return deps.db.transaction(async (tx) => {
      const held = createBrandVoiceRepository(tx);
      await held.lockCount(userId);
      if ((await held.count(userId)) >= BRAND_CONTENTS_MAX) throw historyFull();
      return toContent(await held.insert({ userId, ...choices, contentHtml, status, source }));
    });
  }

  async function owned(id: string, userId: string) {
    const row = isUuid(id) ? await repo.find(id, userId) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Refuses a new piece when the history is full, before anything is spent on writing it (keeping it counts again). */
    async ensureRoom(userId: string) {
      if ((await repo.count(userId)) >= BRAND_CONTENTS_MAX) throw historyFull();
    },

    /**
     * Writes a piece, yielding the text as it comes. When `signal` aborts (the customer stopped it or
     * left) the writing stops and what was written is kept, marked stopped; an AI failure keeps nothing.
     */
    async *generate(userId: string, choices: BrandChoices, signal: AbortSignal): AsyncGenerator<BrandStreamEvent> {
      yield { event: 'start', data: { source: deps.ai.source } };
      let text = '';
      try {
        const pieces = deps.ai.chat({
          system: SYSTEM_PROMPT,
          messages: [{ role: 'user', content: brandPrompt(choices) }],
          offline: () => offlineBrandContent(choices),
          signal,
        });
        for await (const piece of pieces) {
          const kept = piece.slice(0, BRAND_TEXT_MAX - text.length);
          text += kept;
          if (!signal.aborted) yield { event: 'text', data: { text: kept } };
          if (text.length >= BRAND_TEXT_MAX) break;
        }
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'AI_FAILED';
        yield { event: 'error', data: { code, message: messages.aiFailed } };
        return;
      }
      let kept: BrandContent | undefined;
      try {
        kept = await keep(userId, choices, text, signal.aborted ? 'stopped' : 'complete', deps.ai.source);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        yield { event: 'error', data: { code: err.code, message: err.message } };
        return;
      }
      if (kept) yield { event: 'done', data: kept };
      else yield { event: 'error', data: signal.aborted ? { code: 'STOPPED', message: messages.brandNothingWritten } : { code: 'AI_FAILED', message: messages.aiFailed } };
    },

    /** A piece written by the built-in coach at once (no stream) and kept: the demo's history. */
    keepBuiltIn: (userId: string, choices: BrandChoices) => keep(userId, choices, offlineBrandContent(choices), 'complete', 'builtin'),

    async page(userId: string, page: number): Promise<BrandContentPage> {
      const { rows, total } = await repo.page(userId, (page - 1) * BRAND_HISTORY_PAGE_SIZE, BRAND_HISTORY_PAGE_SIZE);
      return numberedPage(rows.map(toContent), page, BRAND_HISTORY_PAGE_SIZE, total);
    },

    /** Whether the kept piece is the user's (the ownership rule of brand content). */
    owns: (id: string, userId: string) => repo.owns(id, userId),

    async remove(id: string, userId: string) {
      if (!isUuid(id) || !(await repo.remove(id, userId))) throw notFound();
    },

    /** Saves a kept piece as a note titled by its subject. */
    async saveAsNote(id: string, userId: string) {
      const row = await owned(id, userId);
      const subject = brandSubject(row.description) || 'Brand content';
      return deps.notes.create(userId, `Brand voice: ${subject}`.slice(0, 200), row.contentHtml);
    },
  };
}
export type BrandVoiceService = ReturnType<typeof createBrandVoiceService>;
