// Every piece of code that reads user text (or AI text that may quote it) before it is stored does
// work linear in its length. Each case makes a pathological input four times longer and checks that
// the time grows about fourfold (linear) rather than sixteenfold (quadratic). A ratio, so a slow
// machine passes and a quadratic regression fails anywhere.
import { SaveNoteRequest } from '@iyl/core/notes/contract';
import { CreatePlanRequest, planAreas } from '@iyl/core/plans/contract';
import { htmlToText } from '@iyl/core/text/html';
import { allTextStorable } from '@iyl/core/text/storable';
import { describe, expect, it } from 'vitest';
import { docxFileName, htmlToDocx } from '../src/features/notes/docx.ts';
import { bearerToken } from '../src/platform/auth/access.ts';
import { cleanAiHtml, unfenceJson } from '../src/platform/ai/clean.ts';
import { keywordHits, plainQuote, truncate } from '../src/platform/ai/offline-helpers.ts';
import { countWords, limitWords } from '../src/platform/ai/word-limit.ts';
import { matchTopics } from '../src/features/plans/content/topics/match.ts';
import { builtinAnswer } from '../src/features/coach-chat/offline.ts';
import { lifeContextsOf } from '../src/features/plans/offline.ts';
import { escapeHtml } from '../src/platform/html/escape.ts';
import { boundNesting, sanitizeRichHtml } from '../src/platform/html/sanitize.ts';
import { growthRatio, LINEAR_LIMIT } from './support/growth.ts';
import { BrandContentRequest } from '@iyl/core/brand-voice/contract';
import { brandTextToHtml } from '@iyl/core/brand-voice/format';
import { streamEvents } from '@iyl/core/http/sse';
import { DailyMoodLogRequest } from '@iyl/core/mood/contract';
import { offlineBrandContent } from '../src/features/brand-voice/offline.ts';
import { cleanMoodPlan } from '../src/features/mood/service.ts';

const N = 6_000;

/** Shapes that make naive HTML handling slow: unclosed '<', deep nesting, stray end tags, long runs. */
const pathological: Record<string, (n: number) => string> = {
  "'<' without '>'": (n) => '<'.repeat(n),
  'nested <b>': (n) => `${'<b>'.repeat(n / 3)}x`,
  'nested lists': (n) => `${'<ul><li>'.repeat(n / 8)}deep`,
  'open <b>, stray </i>': (n) => '<b>'.repeat(n / 7) + '</i>'.repeat(n / 7),
  'names with "<"': (n) => '<a<b></a>'.repeat(n / 9),
  'self-closing non-void': (n) => '<b/>'.repeat(n / 4),
  'unclosed comments': (n) => '<!--'.repeat(n / 4),
  'unclosed attributes': (n) => '<a href="'.repeat(n / 9),
  'long attribute list': (n) => `<p ${'a=b '.repeat(n / 4)}>x</p>`,
  'long style': (n) => `<p style="${'text-align:left;'.repeat(n / 16)}">x</p>`,
  'whitespace runs': (n) => `${' '.repeat(n)}a`,
  'punctuation runs': (n) => `${'!'.repeat(n)}a`,
  entities: (n) => '&amp;'.repeat(n / 5),
  'one endless word': (n) => `${'ab'.repeat(n / 2)}ational`,
  'repeated phrase words': (n) => 'support my parents financially '.repeat(n / 31),
};

describe('work on user text is linear in its length', () => {
  describe.each(Object.entries(pathological))('%s', (_shape, make) => {
    it('sanitiser and nesting bound', async () => {
      expect(await growthRatio(sanitizeRichHtml, make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio(boundNesting, make, N)).toBeLessThan(LINEAR_LIMIT);
    });
    it('text of HTML, word counts and limits', async () => {
      expect(await growthRatio(htmlToText, make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio(countWords, make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio((html) => limitWords(html, 5), make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio(cleanAiHtml, make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio(unfenceJson, (n) => `\`\`\`json${make(n)}`, N)).toBeLessThan(LINEAR_LIMIT);
    });
    it('note contract (save and edit)', async () => {
      const parse = (html: string) => SaveNoteRequest.safeParse({ title: 'A note', contentHtml: html });
      // Both sizes within the note limit (200,000), so the whole check runs.
      expect(await growthRatio(parse, make, N)).toBeLessThan(LINEAR_LIMIT);
    });
    it('challenge, survey text and search helpers of the built-in coach', async () => {
      expect(await growthRatio((text) => plainQuote(text, 80), make, N)).toBeLessThan(LINEAR_LIMIT);
      // The cut ends in a letter, so trailing punctuation is searched for and not found.
      expect(await growthRatio((text) => truncate(`${text}xyz`, text.length + 2), make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio((text) => keywordHits(text, ['smoking', 'debt', 'argue', 'car']), make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio((text) => CreatePlanRequest.safeParse({ challenge: text }), make, N)).toBeLessThan(LINEAR_LIMIT);
      // What the challenge is about (stems, phrases) and the situation it reveals.
      expect(await growthRatio((text) => planAreas.map((area) => matchTopics(text, area)), make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio(lifeContextsOf, make, N)).toBeLessThan(LINEAR_LIMIT);
      // The chat's built-in coach: the question, read with a chat of the same text (and its answer) before it.
      expect(await growthRatio((text) => builtinAnswer({ question: text, earlier: [{ question: text, answer: text }] }), make, N)).toBeLessThan(LINEAR_LIMIT);
    });
    it('mood and brand voice: requests, the mood plan clean-up, the brand writer and its HTML', async () => {
      expect(await growthRatio((text) => DailyMoodLogRequest.safeParse({ mood: 'Calm', note: text }), make, N)).toBeLessThan(LINEAR_LIMIT);
      // Text that is all markup cleans to nothing, which is refused: the work up to the refusal counts.
      const clean = (text: string) => {
        try {
          return cleanMoodPlan({ Mood: [{ advice: `${text} advice`, challenges: [text, text] }] });
        } catch {
          return null;
        }
      };
      expect(await growthRatio(clean, make, N)).toBeLessThan(LINEAR_LIMIT);
      const brand = { personality: 'witty', tone: 'playful', wordChoice: 'balanced', length: 'detailed' } as const;
      // The description is at most 2,000 characters: sizes within it.
      expect(await growthRatio((text) => BrandContentRequest.safeParse({ ...brand, description: text }), make, 400)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio((text) => offlineBrandContent({ ...brand, description: text }), make, 400)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio(brandTextToHtml, make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio((text) => streamEvents(`event: text\ndata: ${JSON.stringify({ text })}\n\n`.repeat(4)), make, N)).toBeLessThan(LINEAR_LIMIT);
    });
    it('escaping, file names, tokens and the storable-text check', async () => {
      expect(await growthRatio(escapeHtml, make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio(docxFileName, make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio((text) => bearerToken(`Bearer ${text}`), make, N)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio((text) => allTextStorable({ a: [text, { b: text }] }), make, N)).toBeLessThan(LINEAR_LIMIT);
    });
  });

  it('the .docx export of each shape', async () => {
    for (const make of Object.values(pathological)) {
      expect(await growthRatio((html) => htmlToDocx('Export', html), make, N)).toBeLessThan(LINEAR_LIMIT);
    }
  }, 120_000);

  it('the storable-text check walks deep nesting without recursion', async () => {
    let deep: unknown = 'leaf\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(allTextStorable(deep)).toBe(false);
  });
});
