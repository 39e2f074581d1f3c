import { proseSentences } from '@iyl/core/text/markdown';
import { stems } from '../../platform/search/stems.ts';
import { addressesAnAi } from './knowledge/addressed-to-ai.ts';
import { questionWeights } from './library-index.ts';
import { contentWords } from './library-search.ts';
import { ASKS_AMOUNT, ASSUMES, DOES, HAS_NUMBER, quoteAround, saysHabit, tellsWhatToDo } from './quoting.ts';

/*
 * The sentences of a coach's own page that answer a question (issue 47): the page cut at its headings,
 * each sentence weighed by the question's words (a heading's words counting for the sentences under it),
 * and the best quoted with what it needs around it. Split from compose.ts, which cites them as steps.
 */

/** Between sentences of a coach's page that share the question's words, a number tips the choice to "how much?" (this share more), a step to take less. */
const COACH_AMOUNT = 0.2;
const COACH_DOES = 0.1;
/** A word of the question the library does not know weighs this much more than its rarest known one. */
const COACH_UNKNOWN = 1.25;

/**
 * How much each word of a question says about it, for a coach's page: as the library reads the question
 * (a rarer word more, a synonym a little less), and each word as written too: a coach's material may use
 * a word the library does not know, which the library's typo reading takes for another one ("matcha" for
 * "match"); such a word is rarer than any the library knows.
 */
function coachWeights(question: string): Map<string, number> {
  const weights = new Map(questionWeights(question));
  const top = Math.max(1, ...weights.values());
  for (const stem of contentWords(question)) if (!weights.has(stem)) weights.set(stem, top * COACH_UNKNOWN);
  return weights;
}

/** A heading's words count this share for each sentence under it. */
const HEADING_SHARE = 0.5;
/** A line this many words or fewer, with no full stop, may be a heading. */
const HEADING_WORDS = 8;

/**
 * Whether a line of a coach's page is a heading, not prose: the document's title, or a short line that
 * starts a section (after a sentence's end, a blank line or the page's start), ends with no full stop or
 * other mark, and is followed by a line that starts a sentence ("Stress in the day" / "Take three slow breaths…").
 */
function isHeading(line: string, before: string | undefined, after: string | undefined, title: string): boolean {
  const plain = line.trim().replace(/^#{1,6}\s+|\*\*/g, '').trim();
  if (plain === '') return false;
  if (title !== '' && plain.toLowerCase() === title.trim().toLowerCase()) return true;
  if (/[.!?,;:\-–—…)"'”’]$/.test(plain) || plain.split(/\s+/).length > HEADING_WORDS || !/^[\p{Lu}\d]/u.test(plain)) return false;
  const startsSection = before === undefined || before.trim() === '' || /[.!?:]["'”’)]?$/.test(before.trim());
  const next = after?.trim() ?? '';
  return startsSection && (next === '' || /^[\p{Lu}\d"'“‘•*-]/u.test(next));
}

/** A coach's page cut at its headings: each section's heading (null before the first, or for the document's title) and its prose. */
function coachSections(text: string, title: string): { heading: string | null; body: string }[] {
  const lines = text.split('\n');
  const sections: { heading: string | null; body: string[] }[] = [{ heading: null, body: [] }];
  lines.forEach((line, i) => {
    const after = lines.slice(i + 1).find((next) => next.trim() !== '');
    if (isHeading(line, lines[i - 1], after, title)) {
      const own = line.trim().toLowerCase() === title.trim().toLowerCase();
      sections.push({ heading: own ? null : line.trim(), body: [] });
    } else (sections[sections.length - 1] as { body: string[] }).body.push(line);
  });
  return sections.map(({ heading, body }) => ({ heading, body: body.join('\n') }));
}

/**
 * The whole sentences of a coach's passage (a page's) that answer the question, up to about `max`
 * characters, in its order: the sentence that shares most of the question's words (each by how rare it
 * is, the conversation's less), with the one before when it leans on it, and the next ones while they
 * lean on it, or share a word of the question too and fit. A number (to "how much?") or a step to take
 * only tips the choice between sentences that share the question's words: a sentence about something
 * else is never quoted for its number ("before 9 pm" to "how much caffeine?"). Never a line written as
 * an instruction, nor one that assumes the person drinks or smokes unless they said so; nothing when no
 * sentence shares a word of the question.
 */
export function coachSentences(text: string, question: string, context: string, max: number, title = ''): string {
  const assumes = saysHabit(question, context) ? null : ASSUMES;
  const asked = coachWeights(question);
  const around = context ? coachWeights(context) : new Map<string, number>();
  const wordsOf = (sentence: string) => {
    let score = 0;
    for (const stem of new Set(stems(sentence))) score += asked.get(stem) ?? (around.get(stem) ?? 0) * 0.35;
    return score;
  };
  // A heading is never quoted: the sentences under it are, and its words count for them ("Stress in the day"
  // for "how can I be less stressed?"). The document's own title heads no section of its own.
  const quotable = coachSections(text, title).flatMap(({ heading, body }) => {
    const under = heading ? wordsOf(heading) * HEADING_SHARE : 0;
    return proseSentences(body)
      .filter((sentence) => !addressesAnAi(sentence) && !assumes?.test(sentence))
      .map((sentence) => ({ sentence, under }));
  });
  const sentences = quotable.map(({ sentence }) => sentence);
  const amount = ASKS_AMOUNT.test(question);
  const own = sentences.map(wordsOf);
  const shared = quotable.map(({ under }, i) => (own[i] as number) + under);
  // A page none of whose sentences shares a word of the question is not quoted (not its heading for want of better).
  if (!shared.some((score) => score > 0)) return '';
  const scores = sentences.map((sentence, i) => (shared[i] as number) * (1 + (amount && HAS_NUMBER.test(sentence) ? COACH_AMOUNT : 0) + (DOES.test(sentence) ? COACH_DOES : 0)));
  // An earlier sentence wins a tie: a page opens with its point.
  let best = 0;
  scores.forEach((score, i) => {
    if (score > (scores[best] as number)) best = i;
  });
  // A step tells the person what to do: a best sentence that does not ("A short walk lifts energy…" to "work stress
  // keeps me awake") gives way to the best of those that do and share a word of the question, as a library step (quoting.ts).
  const tells = (i: number) => tellsWhatToDo(sentences[i] as string, question, i === 0);
  if (!amount && !tells(best)) {
    let doing = -1;
    sentences.forEach((_, i) => {
      if ((shared[i] as number) > 0 && tells(i) && (doing < 0 || (scores[i] as number) > (scores[doing] as number))) doing = i;
    });
    if (doing >= 0) best = doing;
  }
  // (A heading's words choose where the quote starts, not how far it runs.)
  return quoteAround(sentences, best, (i) => (own[i] as number) > 0, max);
}
