import { citedPages, pagesInWords } from '@iyl/core/coach-chat/citation-text';
import { escapeMarkdown, proseSentences } from '@iyl/core/text/markdown';
import { stems } from '../../platform/search/stems.ts';
import { type CitablePassage, citableTitle } from './citations.ts';
import type { KnowledgePassage } from './knowledge-base.ts';
import { fitsPeople } from './asker.ts';
import { type Retrieved, stepFits } from './retrieval.ts';
import { ASKS_AMOUNT, ASSUMES, bestSentences, HAS_NUMBER, namesRuledOut, ruledOut, SAYS_LIMIT, saysHabit, STEP_CHARS } from './quoting.ts';
import { coachSentences } from './coach-sentences.ts';

/*
 * The steps of the built-in coach's answer (compose.ts): the coach's own material first, then the
 * built-in passages that fit best, each once, picked so that together they answer all of the question.
 */

/** What an answer's steps are picked from. */
export interface StepsInput {
  question: string;
  retrieved: Retrieved;
  /** Passages of the coach's own material that fit, best first (each with its page). */
  coach: readonly CitablePassage[];
  /** Earlier versions of this answer (a regenerated one must differ from each). */
  avoid: readonly string[];
}

/** A step that is the answer's only one quotes up to about this many characters of its passage. */
export const LONE_STEP_CHARS = 2 * STEP_CHARS;
/** Steps an answer gives: at least this many when the material has them, at most that many. */
export const STEPS_MIN = 2;
export const STEPS_MAX = 4;
/** A further passage joins the steps while it scores at least this share of the best one. */
const STEP_SHARE = 0.3;
/** A third or fourth step must add at least this share of what the first step says (rarity-weighted words of the question). */
const STEP_NEWS = 0.5;

type PassageHitOf = Retrieved['hits'][number];

export interface Step {
  title: string;
  quote: string;
  marker: string;
  passage?: KnowledgePassage;
  frequency: string | null;
}

export const stepLine = (step: Step) => `- **${escapeMarkdown(step.title)}**: ${step.quote} ${step.marker}`;

/** The coach's own material as steps: the sentences of each page that answer the question, cited by page. */
export function coachSteps(input: StepsInput, context: string): Step[] {
  return input.coach.slice(0, 2).flatMap((p) => {
    // Someone else's words: only the sentences that speak to the question (coachSentences). A link in
    // them is made text (its host only) with the answer's other links (answer-links).
    const quote = coachSentences(p.text, input.question, context, STEP_CHARS, p.title);
    // Its page, or both pages where the passage's last sentence runs onto the next ("page 1" / "pages 1–2", "p. 1" / "pp. 1–2").
    const at = { page: p.page ?? null, pageEnd: p.pageEnd };
    return quote ? [{ title: `${p.title}, ${pagesInWords(at)}`, quote, marker: `[${citableTitle(p.title)}${citedPages(at)}]`, frequency: null }] : [];
  });
}

/** Two quotes say the same when most of their words (stems) are shared: over half of the smaller one's. */
function sameSaying(a: string, b: string): boolean {
  const x = new Set(stems(a));
  const y = new Set(stems(b));
  let shared = 0;
  for (const stem of x) if (y.has(stem)) shared++;
  return shared > 0.5 * Math.min(x.size, y.size);
}

/** The built-in passages as steps: the best of the subject, each once, titles distinct; `skip`ped ones last. */
export function knowledgeSteps(input: StepsInput, room: number, skip: Set<string>, context: string): Step[] {
  const hits = input.retrieved.hits;
  const best = hits[0]?.score ?? 0;
  const fresh = hits.filter((hit) => !skip.has(hit.passage.title.toLowerCase()));
  // A regenerated answer takes only the passages not given yet (none left: it says so, composeOnce); a "what else?"
  // takes them when there are enough.
  const order = input.avoid.length > 0 ? fresh : fresh.length >= Math.min(STEPS_MIN, room) ? fresh : hits;
  const steps: Step[] = [];
  const titles = new Set<string>();
  // Steps are picked to answer all of the question: after the best, each next one is the passage that
  // speaks most to what the steps so far leave out ("a fight about chores": the chores, not only the fight).
  const said = new Set<string>();
  // (A passage on another subject the question names is for its other half: it comes second, however it scores.)
  const otherHalf = (hit: PassageHitOf) => input.retrieved.subject !== null && hit.passage.subject !== input.retrieved.subject;
  const remaining = order.filter((hit) => hit.score >= best * STEP_SHARE || order.indexOf(hit) < STEPS_MIN || otherHalf(hit));
  // "How much coffee is too much…?": the passage that says the amount, found by its key phrase, is the first step, however
  // the rest of the question's words ("…if I want to sleep well") score others; with a coach's steps above it, it may be the only one.
  const amount = ASKS_AMOUNT.test(input.question) ? remaining.findIndex((hit) => hit.keyPhrase >= 2 && proseSentences(hit.passage.text).some((sentence) => HAS_NUMBER.test(sentence) && SAYS_LIMIT.test(sentence))) : -1;
  if (amount > 0) remaining.unshift(...remaining.splice(amount, 1));
  const gain = (hit: (typeof remaining)[number]) => [...hit.spoken].reduce((sum, [stem, weight]) => sum + (said.has(stem) ? 0 : weight), 0);
  let firstSaid = 0;
  // A step titled for drinking or smoking ("Keep alcohol low") only when the person said so, as for its sentences (bestSentences).
  const assumes = saysHabit(input.question, context) ? null : ASSUMES;
  // Nor one titled for what the person goes without ("Eggs for breakfast" to "without eggs").
  const out = ruledOut(input.question);
  while (steps.length < room && remaining.length > 0) {
    let at = 0;
    const half = steps.length === 1 ? remaining.findIndex(otherHalf) : -1;
    if (half >= 0) at = half;
    else if (steps.length > 0) {
      for (let i = 1; i < remaining.length; i++) if (gain(remaining[i] as PassageHitOf) > gain(remaining[at] as PassageHitOf)) at = i;
      // Past two steps, one more only when it says something the others leave out.
      if (steps.length >= STEPS_MIN && gain(remaining[at] as PassageHitOf) < firstSaid * STEP_NEWS) break;
    }
    const [hit] = remaining.splice(at, 1) as [PassageHitOf];
    const title = hit.passage.title.toLowerCase();
    if (titles.has(title)) continue;
    titles.add(title);
    const quote = bestSentences(hit.passage.text, input.question, context);
    // Nothing of it can be quoted (every sentence assumes what the person did not say), or what it
    // says is about someone else than the question ("sibling fights" for "my son"): not a step.
    if (!quote || !fitsPeople(quote, input.question) || assumes?.test(hit.passage.title) || namesRuledOut(hit.passage.title, out)) continue;
    // Nor one that says again what a step above says (a plan's step and the library's passage on it).
    if (steps.some((step) => sameSaying(step.quote, quote))) continue;
    // Past the first, a step speaks to the situation, not only to its subject ("is journaling good for
    // stress" is not told to plan a day off work): a follow-up's short question leans on the last one's words.
    const { subject, followUp } = input.retrieved;
    // (Regenerated, the first step too: what is left once the best passages are given may fit only a word of the question.)
    if ((steps.length > 0 || input.avoid.length > 0) && subject && !followUp && !stepFits({ title: hit.passage.title, text: quote, passage: hit.passage }, input.question, subject)) continue;
    // What the quote says, not the whole passage: a word only its other sentences hold is still left out.
    const quoted = new Set(stems(`${hit.passage.title} ${quote}`));
    for (const stem of hit.spoken.keys()) if (quoted.has(stem)) said.add(stem);
    if (steps.length === 0) firstSaid = [...hit.spoken].reduce((sum, [stem, weight]) => sum + (quoted.has(stem) ? weight : 0), 0);
    steps.push({
      title: hit.passage.title,
      quote,
      marker: `[${citableTitle(hit.passage.title)}]`,
      passage: hit.passage,
      frequency: hit.passage.frequency ?? null,
    });
  }
  return steps;
}
