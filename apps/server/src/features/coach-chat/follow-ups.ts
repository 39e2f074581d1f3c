import { escapeMarkdown, proseSentences } from '@iyl/core/text/markdown';
import { stems } from '../../platform/search/stems.ts';
import { citableTitle } from './citations.ts';
import { index } from './library-index.ts';
import type { KnowledgePassage, Subject } from './knowledge-base.ts';
import { refers, teaser } from './quoting.ts';
import { pick } from './wording.ts';

/*
 * Follow-ups read with the first turn (issue 47, review stop-59 H4): a message that says it changes the
 * subject ("ok different thing: …", "unrelated, but …") is a new question, never more of the old one;
 * and a short follow-up that asks an amount ("how much should be in it?"), a time ("how long will that
 * take?") or a cause ("why does that happen?") is answered with that, from the first turn's passages and
 * its subject's, or says honestly how to work it out — not with more steps of the old kind.
 */

/**
 * Words that say the message is about something else: at its start, with what follows them the new
 * question ("ok different thing: how do I stop biting my nails?" → "how do I stop biting my nails?").
 * Bounded: a fixed set of phrases at the start of a bounded text.
 */
const TOPIC_CHANGE =
  /^\s*(?:(?:ok(?:ay)?|right|so|alright|anyway|also|oh|and|hey|hi)[\s,.!]+)*(?:(?:a\s+|on\s+a\s+|on\s+another\s+|quick\s+)?(?:completely\s+|totally\s+|slightly\s+|something\s+)?(?:different|separate|unrelated|new|other)\s+(?:thing|question|topic|subject|matter|note|issue)|another\s+(?:thing|question|topic|issue|one)|(?:something|one\s+more\s+thing)\s+(?:else|different|unrelated)|(?:totally\s+|completely\s+)?unrelated|(?:changing|to\s+change|change\s+of|switching|switch(?:ing)?\s+of)\s+(?:the\s+)?(?:subject|topic|topics|subjects|gears?)|off[\s-]topic|(?:oh\s+)?by\s+the\s+way|btw|while\s+i\s+(?:have|'ve\s+got)\s+you)(?:\s+(?:question|here|now|then|though|but))*\s*(?:[,:;.!?—–-]+\s*|\s+but\s+|\s+)(?:but\s+|though\s+|now\s+)?/i;

/** The new question a message asks when it says it changes the subject; null when it does not say so. */
export function afterTopicChange(question: string): string | null {
  const text = question.slice(0, 4_000).replace(/[’‘]/g, "'");
  const found = TOPIC_CHANGE.exec(text);
  if (!found) return null;
  const rest = text.slice(found[0].length).trim();
  // "Different thing" with nothing after it, or "unrelated" as a word of the question ("unrelated to work"): not a change.
  if (rest.split(/\s+/).filter(Boolean).length < 2) return null;
  if (/^(?:to|from|with)\b/i.test(rest)) return null;
  return rest;
}

/** A word of the first turn this rare says what it was about. */
const HEAVY = 3;

/** What a short follow-up asks of the first turn's subject: an amount, a time, or why it happens. */
export type AskedKind = 'amount' | 'time' | 'cause';

const TIME = /\bhow\s+long\b|\bhow\s+(?:many|much)\s+(?:time|weeks|months|years|days)\b|\bwhen\s+(?:will|would|should|can|do)\s+(?:i|it|that|this|we|you)\s+(?:be|get|see|notice|finish|clear|start|stop|feel|have)\b/;
const AMOUNT = /\bhow\s+(?:much|many)\b|\bwhat\s+(?:amount|size|figure|target|sum)\b|\bhow\s+(?:big|large)\s+(?:should|does|do|would|must)\b/;
const CAUSE =
  /\bwhy\s+(?:does|do|did|would|is|are|am|might|can|could)\s+(?:that|this|it|they|these|those|i|my\s+\w+)\s+(?:keep\s+|always\s+|even\s+)?(?:happen\w*|occur\w*|start\w*|go\s+on|wak\w*|feel\w*|get\w*|be\b|so\b|the\s+case)|\bwhat\s+(?:causes|caused|is\s+causing|'s\s+causing|makes|is\s+behind|'s\s+behind)\s+(?:that|this|it|them|me)\b|\bwhy\s+(?:that|this)\s+happens\b/;

/** What a follow-up asks (an amount, a time, a cause), or null: read only of a short one that points back ("how much should be in it?"), or says nothing else ("how long?"). */
export function askedKind(read: string, pointsBack: boolean): AskedKind | null {
  const words = read.split(' ').length;
  // "How much?", "how long?": too short to ask of anything but the last answer.
  if ((!pointsBack && words > 3) || words > 10) return null;
  if (CAUSE.test(read)) return 'cause';
  if (TIME.test(read)) return 'time';
  if (AMOUNT.test(read)) return 'amount';
  return null;
}

/** "Says no", "refuses", "won't do it": how a library written for refusals reads it ("defiant", "doesn't listen"). */
export function readAsLibrary(followUp: string): string {
  return /\b(?:says?\s+no|saying\s+no|refus\w*|won'?t\s+do\s+(?:it|them)|ignores?\s+(?:me|it)|digs?\s+(?:his|her|their)\s+heels|point\s+blank)\b/i.test(followUp)
    ? `${followUp} refuses defiant doesn't listen consequences limits`
    : followUp;
}

const NUMBER = String.raw`(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|a\s+hundred|half|a\s+quarter|a\s+third|a\s+few|several)`;
const SAYS: Record<AskedKind, RegExp> = {
  amount: new RegExp(String.raw`(?:£\s?\d|\b${NUMBER}\s+(?:to\s+${NUMBER}\s+)?(?:months?|weeks?|years?|per\s*cent|%|pounds?|times|a\s+month|a\s+week)\b|\d\s?%)`, 'i'),
  time: new RegExp(String.raw`\b(?:${NUMBER}\s+(?:to\s+${NUMBER}\s+)?(?:days?|weeks?|months?|years?)|how\s+long|(?:months|weeks|years)\s+(?:to|before)|takes?\s+(?:time|a\s+while))\b`, 'i'),
  cause: /\b(?:because|caused\s+by|causes?|due\s+to|is\s+(?:normal|common|usually|often)|are\s+(?:normal|common|usually|often)|can\s+be\s+(?:a\s+sign|down\s+to|a\s+result)|often\s+(?:a\s+sign|down\s+to|comes?\s+from|because|means)|usually\s+(?:because|down\s+to|means|learned)|has\s+usually\s+learned|as\s+(?:we|you)\s+(?:age|get\s+older)|triggers?|the\s+reason|comes\s+from|stress\s+hormones?|body\s+clock)\b/i,
};
/** A sentence that tells the person what to do, not the amount, time or cause asked: left out when another says it. */
const TELLS_TO = /^(?:try|keep|use|set|make|take|write|start|stop|ask|tell|talk|pick|choose|put|avoid|don'?t|do|check|look|get|go|give|add)\b/i;

const OPENINGS: Record<AskedKind, readonly string[]> = {
  amount: ['On how much: here is what my library says.', 'Here is the amount my library gives:'],
  time: ['On how long it takes: here is what my library says.', 'Here is what my library says about the time it takes:'],
  cause: ['Here is why that tends to happen:', 'What is usually behind it:'],
};

const WORK_IT_OUT_CLOSINGS: Record<AskedKind, readonly string[]> = {
  amount: ['What would it need to cover for you?', 'Which costs would it need to cover for you?'],
  time: ['Do you know roughly what is left and what you could put towards it each month?', 'What could you put towards it each month?'],
  cause: ['How long has it been happening?', 'Would you like some steps that can help in the meantime?'],
};

/** How to work it out, honestly, when no passage says the amount, the time or the cause. */
function workItOut(kind: AskedKind, subject: Subject | null): string {
  const money = subject === 'money' || subject === 'debt' || subject === 'saving';
  if (kind === 'time') {
    return money
      ? 'My library doesn’t give a time for that, because it depends on your own figures, so here is how to work it out: divide what is left (what you owe, or what you still want to save) by what you can put towards it each month. That is roughly the number of months; interest on a debt adds a little, and paying a fixed amount each month, above any minimum, gets you there sooner.'
      : 'My library doesn’t say how long that takes, and it varies from person to person, so I won’t guess. Keep a short note of how it goes each day: after two weeks you will see whether it is changing, and whether to adjust.';
  }
  if (kind === 'amount') {
    return money
      ? 'My library doesn’t give a figure for that, because it depends on your own costs, so here is how to work it out: write down what it has to cover each month (rent, bills, food, travel, debt payments) and add them up; set your target as a number of those months.'
      : 'My library doesn’t give a figure for that, so I won’t guess one. Start small enough to keep up on a bad day, and add a little once it feels easy.';
  }
  return 'My library doesn’t say why that happens, so I won’t guess at a cause. If it keeps on or worries you, your GP can help find out why.';
}

/**
 * The answer to a follow-up asking an amount, a time or a cause: the sentences of the first turn's passages (and its
 * subject's others) that say it, each cited, those about the first turn's words first; or, when none does, honestly how
 * to work it out (no steps of the old kind, which would not answer it).
 */
export function askedAnswer(
  kind: AskedKind,
  input: { question: string; earlier: readonly { question: string }[]; previous: readonly KnowledgePassage[]; hits: readonly KnowledgePassage[]; subject: Subject | null },
  seed: number,
): { text: string; cited: KnowledgePassage[] } {
  const first = input.earlier[input.earlier.length - 1]?.question ?? '';
  // What the first turn was about, in its own words ("overdraft", "emergency fund"): a sentence on another thing of the subject is not its answer.
  // (Its rarer words: "overdraft", not "pay" and "off", which credit-card passages share.)
  const words = index.words(first);
  const heavy = words.filter((w) => w.weight >= HEAVY);
  const about = new Set((heavy.length ? heavy : words).flatMap((w) => [...w.stems]));
  const found: { passage: KnowledgePassage; sentence: string; score: number }[] = [];
  const sources = [...input.previous, ...input.hits.filter((p) => !input.previous.includes(p))];
  for (const [rank, passage] of sources.entries()) {
    if (input.subject && passage.subject !== input.subject) continue;
    const candidates = proseSentences(passage.text).filter((s) => SAYS[kind].test(s) && !teaser(s) && !refers(s) && !(kind === 'cause' && TELLS_TO.test(s)));
    if (candidates.length === 0) continue;
    // The first turn's own passage that says it first, then the sentence sharing most words with the two turns.
    const shared = (s: string) => new Set(stems(`${passage.title} ${s}`).filter((w) => about.has(w))).size;
    const sentence = [...candidates].sort((a, b) => shared(b) - shared(a))[0] as string;
    const own = new Set(stems(`${passage.title} ${passage.keywords.join(' ')}`).filter((w) => about.has(w))).size;
    // The sentence, or the passage it is from, says a word of the first turn's.
    if (shared(sentence) + own === 0) continue;
    found.push({ passage, sentence, score: shared(sentence) * 2 + own * 3 + (input.previous.includes(passage) ? 4 : 0) - rank * 0.1 });
  }
  const best = found.sort((a, b) => b.score - a.score).slice(0, 2);
  // None says it: how to work it out, on its own (more steps of the old kind would not answer it).
  if (best.length === 0) return { text: [workItOut(kind, input.subject), pick(WORK_IT_OUT_CLOSINGS[kind], seed)].join('\n\n'), cited: [] };
  const lines = best.map(({ passage, sentence }) => `- **${escapeMarkdown(passage.title)}**: ${sentence} [${citableTitle(passage.title)}]`);
  const closing = kind === 'cause' ? pick(['Does that fit what you notice?', 'Does that sound like what is going on for you?'], seed) : pick(['Does that give you something to aim for?', 'What would that come to for you?'], seed);
  const text = [pick(OPENINGS[kind], seed), lines.join('\n'), kind === 'time' ? pick(['Does that give you an idea of what to expect?', 'Would you like to make a plan to get there?'], seed) : closing].join('\n\n');
  return { text, cited: best.map((b) => b.passage) };
}
