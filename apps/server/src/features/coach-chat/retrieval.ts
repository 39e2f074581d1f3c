import { type KnowledgePassage, passagesTitled, type Subject, } from './knowledge-base.ts';
import { stems } from '../../platform/search/stems.ts';
import { citedTitles } from './citations.ts';
import { asRead } from './planning.ts';
import { contentWords, type PassageHit } from './library-search.ts';
import { ageBands, mainClause, withoutAskingIfNormal } from './question-reading.ts';
import { aboutAChild, bereaved, fitsPeople, isSupporting, NAMED, named, saysAChildsAge, subjectStemsOf, suitsAsker, whoseProblem, YOUNG_ASKER } from './asker.ts';
import { index, perPassage } from './library-index.ts';
import { afterTopicChange, type AskedKind, askedKind, readAsLibrary } from './follow-ups.ts';

/*
 * What a question is answered from (issue 47): the knowledge base's passages that fit it, all on one
 * subject, read with the conversation so far. The built-in coach composes its answer from these and an
 * AI model is given the same ones, so both cite the same passages.
 */

/** A passage fits when it speaks to at least this share of the question's (rarity-weighted) words… */
const FIT_COVERAGE = 0.34;
/** Past this many words a question's share to speak to shrinks in proportion, down to LONG_FLOOR. */
const LONG_FROM = 12;
const LONG_FLOOR = 0.15;
/** A question this much (rarity-weighted) in words the knowledge base never uses… */
const UNKNOWN_SHARE = 0.5;
/** …fits only passages that speak to this share of it. */
const MOSTLY = 0.55;
/** …or, read as a follow-up with the conversation's words, this share of its own. */
const FOLLOW_UP_COVERAGE = 0.2;
/** …or this share, when the question says one of its key phrases. */
const KEY_PHRASE_COVERAGE = 0.25;
/** The subject is the one whose fitting passages score most among the best this many. */
const SUBJECT_VOTERS = 8;
/** …and a subject the question names by its best this many, wherever they are. */
const NAMED_VOTERS = 3;
/** Passages of the subject kept for an answer (the composer picks 2–4; a regenerated answer others). */
export const CANDIDATES = 8;
/** The best this many passages are read for an answer. */
const SEARCHED = 120;
/** At most this many passages join for the words of the question the fitting ones leave out. */
const COMPLEMENTS = 2;

/** One turn of the conversation so far. */
export interface EarlierTurn {
  question: string;
  answer: string;
}

/** How a follow-up asks to build on the last answer. */
export type FollowUpKind =
  /** "What did we talk about?" */
  | 'recap'
  /** "Make that a plan for this week." */
  | 'plan'
  /** "Why?", "how does that help?" */
  | 'why'
  /** "And at night?", "what if that doesn't work?": more on the same subject. */
  | 'more'
  /** "How much should be in it?", "how long will that take?", "why does that happen?": that, of the first turn's subject (follow-ups.ts). */
  | AskedKind;

export interface Retrieved {
  /** Passages that fit, best first, on `subject` (and, last, one on another subject the question names). */
  hits: PassageHit<KnowledgePassage>[];
  /** What the answer is about; null when nothing fits. */
  subject: Subject | null;
  /** How the question builds on the last answer, when it is a follow-up. */
  followUp: FollowUpKind | null;
  /** The built-in passages the last answer cited (a follow-up builds on them), in its order. */
  previous: KnowledgePassage[];
  /** When nothing fits: the subject the question came nearest to (never offered back as "what I can help with"). */
  near: Subject | null;
}

/** A time of day told by work ("before work", "after work"), not a question about work. */
const WHEN_AT_WORK = /\b(?:before|after) work\b/gi;

/** Bounded patterns over a bounded, lower-case text. */
export const RECAP =
  /\bwhat (?:did|have|were) (?:we|you and i|i) (?:just )?(?:been )?(?:talk(?:ed|ing)?|chat(?:ted|ting)?|discuss(?:ed|ing)?|cover(?:ed)?|go(?:ne)? over|say|said)\b|\b(?:summari[sz]e|recap|sum up)\b.{0,30}\b(?:this|our|we|chat|conversation|so far)\b|\bremind me what (?:you|we) (?:said|suggested|talked)/;
const PLAN = /\b(?:make|turn|put|write|build|create|give me|draw up)\b.{0,40}\b(?:plan|routine|schedule|checklist|timetable)\b|\b(?:plan|schedule) for (?:this|the|next) week\b|\bweekly plan\b/;
const WHY = /^(?:but |ok(?:ay)?,? |and )?why\b|\bhow (?:does|would|will|is) (?:that|this|it) (?:help|work)\b|\bwhy (?:does|would|is|should|do) (?:that|this|it|these|those)\b|\bwhat(?:'s| is) the (?:point|reason)\b/;
/** A question that starts by leaning on the last one ("and at night?", "what about decaf?", "ok but…"). */
const LEANS = /^(?:and|but|also|so|ok(?:ay)?|then|what about|how about|what if|and if|even if|same|any other|anything else|more|other)\b/;
/** A question joined to the last by its first word only ("And how much…", "But what…"). */
const JOINED_ONLY = /^(?:and|but|also|so|ok(?:ay)?|then)\b,?\s*/;
/** A question's own words all spoken to by a passage (nearly: a rare word aside). */
const WHOLE = 0.9;
/** Words that point back at what was said. */
const POINTS_BACK = /\b(?:that|this|it|those|these|them|one|ones|there|instead|too|either|he|she|him|her|they)\b/;
/**
 * "That" and "this" that point nowhere: "so stressed that I can't switch off", "tired this week". A "that"
 * joining a clause to what comes before it (a person or "my…" after it), a "this" or "that" of a time, and
 * a "too" of how much ("how much caffeine is too much?"), not of "me too".
 */
const POINTS_NOWHERE =
  /\bthat (?=(?:i|i'm|i've|i'd|i'll|im|ive|we|we're|you|you're|my|our|your|someone|everyone|nobody|people)\b)|\b(?:this|that|these) (?=(?:morning|afternoon|evening|night|week|weekend|month|year|time|term|summer|winter|spring|autumn|christmas|january|february|march|april|may|june|july|august|september|october|november|december|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|days?|weeks)\b)|\btoo (?=(?:much|many|little|few|late|early|long|often|old|young|hot|cold|big|small|far|soon|high|low|tired|busy|hard|fast|slow)\b)/g;
/** Whether a question points back at what was said ("does that work?", "and for her?"), its "that" of a clause or a time aside. */
const pointsBack = (read: string) => POINTS_BACK.test(read.replace(POINTS_NOWHERE, ''));

/**
 * The built-in passages an answer cited, in its order, each once. A title several passages share is
 * read as the one on the subject most of the answer's citations are on.
 */
export function passagesCited(answer: string): KnowledgePassage[] {
  const candidates = citedTitles(answer).map((title) => passagesTitled(title));
  const votes = new Map<Subject, number>();
  for (const passages of candidates) for (const subject of new Set(passages.map((p) => p.subject))) votes.set(subject, (votes.get(subject) ?? 0) + 1);
  const top = Math.max(0, ...votes.values());
  const out: KnowledgePassage[] = [];
  for (const passages of candidates) {
    const passage = passages.find((p) => votes.get(p.subject) === top) ?? passages[0];
    if (passage && !out.includes(passage)) out.push(passage);
  }
  return out;
}


/** A word of the question says something of its situation from this rarity on ("day" and "week" say little). */
const SITUATION_WEIGHT = 2;
/**
 * Words that join, negate or say how (and words of time and effort) say nothing of a situation, however
 * rare in the library: a step that shares only "without", "through" or "start" with the question ("without
 * ruining the marriage" → "Napping without losing nights") does not speak to it. As Porter stems.
 */
const SAYS_LITTLE = new Set(
  stems(
    'without but through no not nothing idea ideas stop think over least into turn take give make made get keep simple only seem use late most end try trying people way same even also still instead really anything everything away',
  ),
);
/** A question that tells this many things of its situation wants a step that speaks to two of them, not one word in passing. */
const TWO_FROM = 4;
/** …unless the one it speaks to is among this many of the question's heaviest. */
const HEAVIEST = 2;

/**
 * Whether a step speaks to the situation asked about, not only to its subject: its title, quote or its
 * passage's keywords hold a word of the question (or one of its synonyms) other than the
 * subject's own names ("sleep" for a sleep question), and it is about the people the question is about
 * ("sibling fights" is not for "my son"). When the question tells four or more such things, a step speaks
 * to two of them ("a 3 year old who refuses all but pasta" is not answered by a step that only shares "eat").
 * A question with no such word the knowledge base knows ("too much youtube") asks about the subject as a
 * whole: every step of it speaks to it.
 */
export function stepFits(step: { title: string; text: string; passage?: KnowledgePassage }, question: string, subject: Subject): boolean {
  if (!fitsPeople(step.text, question)) return false;
  const { asked, heaviest, told } = situationOf(question, subject);
  if (asked.length === 0) return true;
  // Its own keywords, not its plan topic's terms: those say what the whole topic is about, not this step.
  const said = new Set(stems(`${step.title} ${step.text} ${step.passage?.keywords.join(' ') ?? ''}`));
  const speaks = ({ stems: group }: { stems: ReadonlySet<string> }) => [...group].some((stem) => said.has(stem));
  const spoken = asked.filter(speaks);
  if (spoken.length === 0 || asked.length < TWO_FROM) return spoken.length > 0;
  // One of the question's heaviest words is enough ("borrow" for a son who never pays back); any other,
  // with a second, which may be a word of the clause saying when ("my back hurts after sitting all day at my desk").
  return spoken.some((word) => heaviest.includes(word)) || told.filter(speaks).length >= 2;
}

type SituationWord = { stems: ReadonlySet<string>; weight: number };
/**
 * The words of a question that tell its situation, as the knowledge base knows them (typos read), each with
 * its synonyms, other than the subject's own names: of what is asked (the main clause, not one saying when or
 * why: "can't sleep since my dad died" wants steps for the sleep), its heaviest, and of all it tells. Read once
 * per question, not once per step.
 */
let lastSituation: { question: string; subject: Subject; situation: { asked: SituationWord[]; heaviest: SituationWord[]; told: SituationWord[] } } | null = null;
function situationOf(question: string, subject: Subject): { asked: SituationWord[]; heaviest: SituationWord[]; told: SituationWord[] } {
  if (lastSituation?.question === question && lastSituation.subject === subject) return lastSituation.situation;
  const names = subjectStemsOf.get(subject) ?? new Set<string>();
  const situation = (text: string) =>
    index.words(text).filter(({ stems: group, weight }) => {
      const [own] = group;
      return weight >= SITUATION_WEIGHT && own !== undefined && !names.has(own) && !SAYS_LITTLE.has(own) && [...group].some((stem) => index.knows(stem));
    });
  const main = mainClause(question);
  const asked = situation(contentWords(main).length > 0 ? main : question);
  const found = { asked, heaviest: [...asked].sort((a, b) => b.weight - a.weight).slice(0, HEAVIEST), told: situation(withoutAskingIfNormal(question)) };
  lastSituation = { question, subject, situation: found };
  return found;
}

/** The subject most of the best fitting passages are on (one the question names, more so), and those of its passages. */
function leading(
  hits: PassageHit<KnowledgePassage>[],
  question = '',
  whose = whoseProblem(question),
  suits = suitsAsker(question, whose),
): { subject: Subject | null; hits: PassageHit<KnowledgePassage>[] } {
  hits = hits.filter((hit) => suits(hit.passage));
  // The subjects the question names, grief for a loss the asker says is theirs ("I lost my cat"),
  // and parenting when a parent says their child's age ("screen time for a 3 year old").
  const child = !YOUNG_ASKER.test(asRead(question)) && saysAChildsAge(question);
  const names = new Set<Subject>([...named(question), ...bereaved(question), ...(child ? ['parenting' as const] : [])]);
  // One vote a source: a plan topic's many steps share its words, and would outvote a better single passage.
  const best = new Map<string, PassageHit<KnowledgePassage>>();
  const namedVoters = new Map<Subject, number>();
  for (const hit of hits) {
    const source = hit.passage.topic ?? hit.passage.id;
    if (best.has(source)) continue;
    // Past the best few, a subject the question names still has its best few counted.
    const its = namedVoters.get(hit.passage.subject) ?? 0;
    if (best.size < SUBJECT_VOTERS || (names.has(hit.passage.subject) && its < NAMED_VOTERS)) best.set(source, hit);
    if (names.has(hit.passage.subject)) namedVoters.set(hit.passage.subject, its + 1);
  }
  // A passage written for supporting someone with the problem the question says someone else has counts as
  // one on a subject it names ("my friend lost her mum": supporting someone who's grieving, not friendship).
  const supporting = whose?.whose === 'other';
  // So does one written for the child's age the question says, in its title, topic or keywords ("toddler
  // sleep" for "my 4 year old won't go to sleep": the parent's question, not the sleeper's).
  const bands = ageBands(mainClause(question));
  const forTheAge = (passage: KnowledgePassage) => bands.size > 0 && [...ageBands(`${passage.title}. ${passage.topic ?? ''}. ${passage.keywords.join('. ')}`)].some((band) => bands.has(band));
  const votes = new Map<Subject, number>();
  for (const hit of best.values()) {
    const named = names.has(hit.passage.subject) || (supporting && isSupporting(hit.passage)) || forTheAge(hit.passage);
    // A parent asking about their child's age ("sleep for a 10 year old") is asking as a parent: the parenting passages count twice over.
    const asParent = child && hit.passage.subject === 'parenting' ? NAMED : 1;
    votes.set(hit.passage.subject, (votes.get(hit.passage.subject) ?? 0) + hit.score * hit.coverage * (named ? NAMED : 1) * asParent);
  }
  let subject: Subject | null = null;
  for (const [candidate, vote] of votes) if (subject === null || vote > (votes.get(subject) ?? 0)) subject = candidate;
  // Within the subject, the passages that speak to more of the question come first ("nerves before a
  // presentation" before stress in general, for "stressed about a presentation"); a key phrase of a
  // passage the question says counts a tenth for each word of it past the first ("glass of wine a night"
  // for "3 glasses of wine most nights").
  const onSubject = hits.filter((hit) => hit.passage.subject === subject);
  const share = (hit: PassageHit<KnowledgePassage>) => Math.round(hit.coverage * 10) + Math.max(0, hit.keyPhrase - 1);
  return { subject, hits: onSubject.sort((a, b) => share(b) - share(a) || b.score - a.score).slice(0, CANDIDATES) };
}

/**
 * The hits that fit: about a word of the question (unless a follow-up's), speaking to enough of it, and
 * to most of it when much of the question is words the knowledge base never uses ("fix my car's gearbox"
 * shares "car" with the car-costs steps, and is about something else).
 */
const fitting = (hits: PassageHit<KnowledgePassage>[], coverage: number, onTopic = true, question = '') => {
  // A question that names a subject ("motivated", "stress", "debt") says what it is about: a word the
  // knowledge base never uses beside it is a circumstance ("when it's raining and dark"), not another
  // subject, and is not counted against the passages that speak to the rest.
  const circumstance = named(question).size > 0 || bereaved(question).length > 0;
  return hits.filter((hit) => {
    const known = circumstance && hit.unknown > 0 && hit.unknown < 1 ? { coverage: hit.coverage / (1 - hit.unknown), unknown: 0 } : hit;
    // A long question (a paragraph about one's week) says more than any passage speaks to: the share asked of it shrinks.
    const share = Math.max(LONG_FLOOR, coverage * Math.min(1, LONG_FROM / Math.max(1, hit.words)));
    // A key phrase of the passage said in the question ("quit smoking", "when a pet dies") is surer than its share of the words.
    const floor = hit.keyPhrase >= 2 ? Math.min(share, KEY_PHRASE_COVERAGE) : share;
    return (!onTopic || hit.onTopic) && known.coverage >= floor && (known.unknown < UNKNOWN_SHARE || known.coverage >= MOSTLY * (share / coverage));
  });
};

/** The subject of the last answer: of the passages it cited, else of its question. */
function lastSubject(last: EarlierTurn, previous: readonly KnowledgePassage[]): Subject | null {
  if (previous[0]) return previous[0].subject;
  return leading(fitting(index.search(last.question, 30), FIT_COVERAGE, true, last.question), last.question).subject;
}

/** What each passage is about, as stems (its title, keywords and topic's terms). */
const aboutOf = perPassage((passage): ReadonlySet<string> => new Set(stems(`${passage.title} ${passage.keywords.join(' ')} ${(passage.terms ?? []).join(' ')}`)));

/** A follow-up's passages: on the conversation's subject, found by its words read with the last question's. */
function onSubjectFor(question: string, lastQuestion: string, subject: Subject): PassageHit<KnowledgePassage>[] {
  // Nor one that takes for granted what neither turn says ("Alcohol-free weekends" after cutting down on weeknights).
  const suits = suitsAsker(`${lastQuestion} ${question}`);
  const onSubject = (passage: KnowledgePassage) => passage.subject === subject && suits(passage);
  // ("What if he just says no?" is searched as the library writes of refusals: "defiant", "consequences".)
  const found = fitting(index.search(readAsLibrary(question), 30, { context: lastQuestion, filter: onSubject }), FOLLOW_UP_COVERAGE, false);
  // Nothing of its own words on the subject: the conversation's words still find the subject's passages.
  const hits = found.length > 0 ? found : index.search(`${lastQuestion} ${question}`, 30, { filter: onSubject }).filter((hit) => hit.onTopic);
  // The child's age the conversation told ("my teenage son…", then "what if he ignores the rules?"): the passages
  // written for that age first, before those for any age ("Limits that stick" is a toddler's: review stop-61 M4).
  const bands = ageBands(mainClause(`${lastQuestion}. ${question}`));
  const forTheAge = (hit: PassageHit<KnowledgePassage>) => [...ageBands(`${hit.passage.title}. ${hit.passage.topic ?? ''}. ${hit.passage.keywords.join('. ')}`)].some((band) => bands.has(band));
  // (Not those written for another age: a toddler's rules are not a teenager's.)
  const forNoAge = (hit: PassageHit<KnowledgePassage>) => ageBands(`${hit.passage.title}. ${hit.passage.topic ?? ''}. ${hit.passage.keywords.join('. ')}`).size === 0;
  const ranked = bands.size > 0 ? [...hits.filter(forTheAge), ...hits.filter(forNoAge)] : hits;
  return ranked.slice(0, CANDIDATES);
}

/** The passages a question is answered from, read with the conversation so far (oldest turn first). */
export function retrieve(question: string, earlier: readonly EarlierTurn[] = []): Retrieved {
  // "Ok different thing: how do I stop biting my nails?": a new question, read without the conversation (follow-ups.ts).
  const changed = earlier.length > 0 ? afterTopicChange(question) : null;
  if (changed !== null) return retrieve(changed, []);
  // A follow-up builds on the last answer that gave steps: a recap or a "why?" in between leaves it the last one.
  let last = earlier[earlier.length - 1];
  let previous: KnowledgePassage[] = [];
  for (let i = earlier.length - 1; i >= 0; i--) {
    const cited = passagesCited((earlier[i] as EarlierTurn).answer);
    if (cited.length > 0) {
      last = earlier[i];
      previous = cited;
      break;
    }
  }
  const read = asRead(question);
  // Enough to find the subject's passages about each word of the question, not only the best.
  const all = index.search(question, SEARCHED);
  if (last) {
    const own = fitting(all, FIT_COVERAGE, true, question);
    const kind: FollowUpKind | null = RECAP.test(read) ? 'recap' : PLAN.test(read) && own.length === 0 ? 'plan' : PLAN.test(read) && /\b(?:that|this|it|these|those)\b/.test(read) ? 'plan' : WHY.test(read) && read.split(' ').length <= 8 ? 'why' : null;
    const subject = lastSubject(last, previous);
    // "How much should be in it?", "why does that happen?": an amount, a time or a cause of the first turn's subject (follow-ups.ts).
    const asked = kind === null || kind === 'why' ? askedKind(read, pointsBack(read)) : null;
    if (asked && subject) return { hits: onSubjectFor(question, last.question, subject), subject, followUp: asked, previous, near: null };
    if (kind && kind !== 'why') return { hits: [], subject, followUp: kind, previous, near: null };
    // "Why?" is answered from the last answer's passages; the subject's others are there if they give no reason.
    if (kind === 'why') return { hits: subject ? onSubjectFor(question, last.question, subject) : [], subject, followUp: kind, previous, near: null };
    const ownLead = leading(own, question);
    // It leans on the last turn when it says so, points back at it, or says too little of its own to stand alone.
    // A short question that names a subject of its own, and nothing pointing back, is a new topic ("How do I budget?" after sleep).
    // It names the subject, or says a key phrase of a passage of it whole ("how much caffeine"): found by a word
    // alone is not enough ("what could I do on the day?" after a loss finds the exercise days, and names nothing).
    const names = named(question);
    const saysOwn = ownLead.subject !== null && (names.has(ownLead.subject) || ownLead.hits.some((hit) => hit.keyPhrase >= 2 && hit.coverage >= WHOLE));
    const ownSubject = !LEANS.test(read) && !pointsBack(read) && subject !== null && ownLead.subject !== subject && !names.has(subject) && saysOwn;
    const leans = LEANS.test(read) || (pointsBack(read) && read.split(' ').length <= 12) || (contentWords(question).length < 2 && !ownSubject);
    // A question that stands on its own (its own words fit well) is answered as asked, even mid-chat.
    // So does one that leans only by its opening "and" or "but", says nothing that points back, and whose own words
    // another subject's passages speak to all of ("And how much should I keep in an emergency fund?" after food costs).
    const rest = read.replace(JOINED_ONLY, '');
    const joinedOnly = JOINED_ONLY.test(read) && !LEANS.test(rest) && !pointsBack(rest) && contentWords(question).length >= 2 && ownLead.hits.some((hit) => hit.coverage >= WHOLE);
    const standsAlone = ownLead.hits.some((hit) => hit.coverage >= 0.5) && (!leans || ownLead.subject === subject || joinedOnly);
    if (!standsAlone && (leans || own.length === 0) && subject) {
      const hits = onSubjectFor(question, last.question, subject);
      if (hits.length > 0) return { hits, subject, followUp: 'more', previous, near: null };
    }
  }
  // Whose problem it is and which passages suit the asker are read once, for the subject and for the passages joining it.
  const whose = whoseProblem(question);
  const fits = suitsAsker(question, whose);
  const { subject, hits } = leading(fitting(all, FIT_COVERAGE, true, question), question, whose, fits);
  const near = subject ? null : leading(all.slice(0, 10), question, whose, fits).subject;
  // Passages of the subject about a word of the question the fitting ones leave out (the chores in "a big
  // fight about chores") join them, though they speak to less of it; so do the next ones when too few fit.
  // (A word counts as left out unless a fitting passage is about it: in its title, keywords or topic's terms, not only its text.)
  const about = new Set(hits.flatMap((hit) => [...aboutOf(hit.passage)]));
  const complements = all.filter((hit) => {
    if (hit.passage.subject !== subject || !hit.onTopic || hits.includes(hit) || !fits(hit.passage)) return false;
    const its = aboutOf(hit.passage);
    return [...hit.spoken.keys()].some((stem) => its.has(stem) && !about.has(stem));
  });
  const more = all.filter((hit) => hit.passage.subject === subject && hit.onTopic && hit.coverage >= FOLLOW_UP_COVERAGE && !hits.includes(hit) && !complements.includes(hit) && fits(hit.passage));
  const joined = [...complements.slice(0, COMPLEMENTS), ...more].slice(0, Math.max(0, Math.min(CANDIDATES, 3) - hits.length) + Math.min(complements.length, COMPLEMENTS));
  // A question about two subjects it names ("back pain that stops me sleeping", "out of debt and saving at
  // the same time") has the best passage of the other one too, after the subject's.
  // ("Before work" and "after work" say when, not that it is about work: "swimming before work" has no new-job step.)
  const other = subject ? [...named(question.replace(WHEN_AT_WORK, ' '))].find((named) => named !== subject) : undefined;
  // (A parent's question about a child has the other subject's passage about a child too: not greyscale for the parent's own phone.)
  const forTheChild = (passage: KnowledgePassage) => subject !== 'parenting' || aboutAChild(passage);
  const second = other ? fitting(all.filter((hit) => hit.passage.subject === other && fits(hit.passage) && forTheChild(hit.passage)), FIT_COVERAGE, true, question).slice(0, 1) : [];
  return { hits: [...hits, ...joined, ...second], subject, followUp: null, previous, near };
}
