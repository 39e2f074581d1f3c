import { stemmedIndex } from '../../platform/search/stemmed-index.ts';
import { stems } from '../../platform/search/stems.ts';
import type { LibraryPassage } from './content/types.ts';
import { asLibraryReads, EX_SMOKER, QUESTION_READ, withoutContextClauses } from './question-reading.ts';

/** A passage found for a question, with how well it answers it. */
export interface PassageHit<P> {
  passage: P;
  /** BM25 relevance (MiniSearch's), only comparable within one search. */
  score: number;
  /**
   * How much of the question the passage speaks to, 0–1: the share of the question's words it holds,
   * each word weighted by how rare it is in the library (a rare word says more about what was asked).
   * "who won the football last night" shares only "night" with the sleep passages: low.
   */
  coverage: number;
  /** The question's words it speaks to (stems, as the question has them), each with its rarity weight. */
  spoken: ReadonlyMap<string, number>;
  /** Whether a word of the question is in the passage's title or keywords (what it is about), not only in its text. */
  onTopic: boolean;
  /** The share of the question (rarity-weighted) in words the library never uses ("gearbox", "netflix"): then it is likely about something else. */
  unknown: number;
  /** How many words the longest of its key phrases the question says has (0: none): "glass of wine a night" in "3 glasses of wine most nights". */
  keyPhrase: number;
  /** How many words of the question were searched (a long one speaks to less of itself in any one passage). */
  words: number;
}

export interface SearchOptions<P> {
  /**
   * Words read with the question at a lower weight: the conversation so far, for a follow-up ("and at
   * night?" after a question about stress). They find passages; coverage counts the question's own words.
   */
  context?: string;
  /** Only passages this accepts (e.g. the subject of the conversation). */
  filter?: (passage: P) => boolean;
}

export interface PassageIndex<P> {
  search(question: string, limit: number, options?: SearchOptions<P>): PassageHit<P>[];
  /** How much each word of a question says about it (its rarity in the library; a synonym a little less). */
  weights(question: string): Map<string, number>;
  /** Each word of a question once, as the library knows it, with its synonyms and how much it says (its rarity). */
  words(question: string): { stems: ReadonlySet<string>; weight: number }[];
  /** Whether any passage uses the word (a stem). */
  knows(stem: string): boolean;
}

/** At most this many words of a question are searched: a question is a few sentences. */
const QUESTION_WORDS = 30;

/**
 * The words of a question that say how it is asked, not what about ("how do I…", "what should…",
 * "is it ok…"), as Porter stems: they are left out of the search, or "should I nap after work" finds
 * the passages about work. Words for how soon ("quickly", "asap"; "fast" in REWRITES) are left out too: a
 * word the library never uses weighs as the rarest, and would sink every debt passage for "get out of debt quickly".
 */
const QUESTION_FILLER = new Set(
  (
    'how do doe did what when where whi which who whom should would could can cant will wont never alwai often ever ' +
    'have ha had get got out up ok okai now right best good tell know want need make keep like feel thing someth anyth ' +
    'wai help tip advic trick hack mine realli just still even though although enough after befor tomorrow todai yesterdai pleas thank ' +
    // How soon, not what about: "get out of debt quickly" is about debt.
    'quick quickli asap soon ' +
    // Words that say how much or how it is put, not what about ("a fight about chores" is not about money).
    // ("90 minutes each way" is not about asking each family member.)
    'about actual all everi everyth anyth stuff lot bit kind sort pretti lol ani some someon anyon everyon total complet each ' +
    // When and who said so, not what about ("since I started…", "my therapist said…").
    'sinc said sai told came come goe went gone anymor anywai alreadi ' +
    // Words that join a condition or a time, not what about ("on his xbox till 2am", "won't sleep unless I stay").
    'till til until unless ' +
    // Greetings and thanks around a question ("hi, how can I…", "thanks! and…").
    'hi hello hei hiya thank thanx cheer ' +
    // Contractions typed without their apostrophe ("havent", "doesnt"), and "properly": how it is put.
    'havent hasnt didnt doesnt isnt wasnt arent couldnt shouldnt wouldnt dont iv properli'
  ).split(' '),
);
/** At most this many words of the context are searched with the question. */
const CONTEXT_WORDS = 12;
/** MiniSearch's best this many results are weighed again (coverage, topic phrases); the rest cannot come first. */
const RESCORED = 250;
/**
 * A passage one of whose keywords of two words or more the question says (by stems, in order, a word
 * between any two allowed: "3 glasses of wine most nights" says "glass of wine a night") scores this much
 * more; each further word of the phrase adds KEY_PHRASE_WORD ("glass of wine a night" counts more than "wine night").
 */
const KEY_PHRASE = 2;
const KEY_PHRASE_WORD = 0.5;
/** At most this many words may stand between two of a key phrase's in the question. */
const KEY_PHRASE_GAP = 1;

/**
 * Words very common in everyday questions that say little of what they are about ("bring it up", "it
 * hurts", "failing as a mum", "how do I know when it's time"), as Porter stems: searched, but weighing
 * COMMON_WEIGHT of their rarity, so that the words that say what about ("jokes about my weight", "mum")
 * choose the advice, not a passage that happens to hold "hurt" or "fail". A fact of the language, like QUESTION_FILLER.
 */
const COMMON_WORDS = new Set(stems(`bring brought hurt fail time mostly actually fine awful terrible horrible wrong why everytime every sounding greedy more less lot matter matters proper normal ${EX_SMOKER}`));
const COMMON_WEIGHT = 0.35;

/** How much a word of the context weighs against one of the question. */
const CONTEXT_WEIGHT = 0.35;

/**
 * Words people use for what the library words another way, as Porter stems: a question's word also
 * searches its group's others ("mum" finds the passages about a parent, "job" those about work). Kept
 * short and general: a synonym is a fact of the language, not of any one question.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['mum', 'mom', 'mother', 'dad', 'father', 'parent'],
  ['kid', 'child', 'children', 'son', 'daughter'],
  ['grandfath', 'grandmoth', 'grandpa', 'grandma', 'granni', 'grandad', 'grandpar'],
  ['job', 'work', 'career', 'workplac'],
  ['boss', 'manag'],
  ['cowork', 'colleagu'],
  ['booz', 'alcohol'],
  ['phone', 'screen', 'smartphon'],
  ['workout', 'exercis', 'train'],
  ['gym', 'exercis'],
  ['lone', 'loneli', 'isol', 'alon'],
  ['friend', 'friendship'],
  ['partner', 'spous', 'husband', 'wife', 'boyfriend', 'girlfriend'],
  ['anxiou', 'anxieti', 'nervou', 'worri'],
  ['overwhelm', 'stress'],
  ['cash', 'monei'],
  // Lending and borrowing are the one loan seen from either side ("my friend borrowed £500" is lending to a friend).
  ['borrow', 'lend', 'lent', 'loan'],
  ['paycheck', 'paydai', 'salari'],
  ['motiv', 'drive'],
  ['pain', 'ach'],
  ['fight', 'argu', 'argument', 'bicker', 'quarrel', 'disagr', 'disagre'],
  ['di', 'death', 'bereav', 'grief', 'griev'],
  ['veggi', 'veget'],
  ['journal', 'diari'],
  // American and British words for the same thing (the library is written in British English).
  ['takeout', 'takeawai'],
  ['soda', 'fizzi'],
  ['movi', 'film'],
  ['vacat', 'holidai'],
  ['colleg', 'univers'],
  ['cooki', 'biscuit'],
  ['candi', 'sweet'],
  ['oatmeal', 'porridg', 'oat'],
];
const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) for (const stem of group) SYNONYMS.set(stem, [...new Set([...(SYNONYMS.get(stem) ?? []), ...group.filter((other) => other !== stem)])]);
/** A synonym weighs this much against the word the question used. */
const SYNONYM_WEIGHT = 0.6;

/** A word the library does not know is read as a known one a letter off (a typo: "protien", "slepe") from this length on. */
const TYPO_FROM = 5;
/** At most this many words of a question are looked up as typos (a question of gibberish is not compared word by word). */
const TYPO_LOOKUPS = 6;
/** The passage count a word the library never uses is weighed as having (below 1: rarer than any word it has). */
const UNKNOWN_FREQUENCY = 0.5;


/** The words of a question that say what it is about (its search stems, before typos are read). */
export function contentWords(question: string): string[] {
  return questionStems(question);
}


const NUMBERISH = /^\d+(?:[a-z]{1,3})?$/;

/** The words of a text written with a capital inside a sentence (names of people, places, firms), joined by spaces. */
function properNouns(text: string): string {
  return (text.slice(0, QUESTION_READ).match(/(?<=[\p{Ll},;:'’)]\s+)\p{Lu}[\p{L}'’-]*/gu) ?? []).join(' ');
}


/** The stems a question is searched by: rewritten as the library writes them, filler and numbers left out, at most QUESTION_WORDS. */
function questionStems(question: string): string[] {
  // At most QUESTION_WORDS words: each unknown one is compared with the whole vocabulary.
  // Numbers say how much, not what about ("4pm", "38k", "10k steps", "2nd"): the library's words are read, not its figures.
  return [...new Set(stems(asLibraryReads(question)).filter((stem) => stem.length > 1 && !QUESTION_FILLER.has(stem) && !NUMBERISH.test(stem)))].slice(0, QUESTION_WORDS);
}

/** Whether a text (stems, in order) says a phrase (stems): its words in order, at most KEY_PHRASE_GAP words between two of them. */
function saysPhrase(text: readonly string[], phrase: readonly string[]): boolean {
  for (let start = text.indexOf(phrase[0] as string); start >= 0; start = text.indexOf(phrase[0] as string, start + 1)) {
    let at = start;
    let whole = true;
    for (const word of phrase.slice(1)) {
      const next = text.slice(at + 1, at + 2 + KEY_PHRASE_GAP).indexOf(word);
      if (next < 0) {
        whole = false;
        break;
      }
      at += 1 + next;
    }
    if (whole) return true;
  }
  return false;
}

/** Whether two words are at most one edit apart: a letter added, dropped, changed, or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length) {
    return restA.slice(1) === restB.slice(1) || (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2));
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}

/**
 * A full-text index over passages held in memory (the built-in library ships with the code): BM25 over
 * the Porter stems of title, keywords and text, with title and keywords counting double.
 */
export function passageIndex<P extends Pick<LibraryPassage, 'id' | 'title' | 'keywords' | 'text'> & { terms?: readonly string[]; weight?: number }>(passages: readonly P[]): PassageIndex<P> {
  const byId = new Map(passages.map((p) => [p.id, p]));
  // A plan topic's terms are a field of their own: long lists, weighed against each other, not against a passage's few keywords.
  const index = stemmedIndex<P>({ idField: 'id', fields: ['title', 'keywords', 'terms', 'text'], searchOptions: { boost: { title: 2, keywords: 2, terms: 2 }, combineWith: 'OR' } });
  index.addAll(passages as P[]);

  // In how many passages each stem occurs, for weighting the question's words by rarity.
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    for (const stem of new Set(stems(`${passage.title} ${passage.keywords.join(' ')} ${(passage.terms ?? []).join(' ')} ${passage.text}`))) {
      documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
    }
  }
  // A topic's terms are phrases ("capital one", "second home"): a word of one counts only with the rest of it.
  // A topic's passages share its one list of terms, so they share its phrases too (one map per topic, not
  // per passage: 156 instead of 2,112, ~15 MB less of the server's heap).
  const phrases = new Map<string, Map<string, string[][]>>();
  const phrasesOf = new Map<readonly string[], Map<string, string[][]>>();
  for (const passage of passages) {
    if (!passage.terms?.length) continue;
    let byStem = phrasesOf.get(passage.terms);
    if (!byStem) {
      byStem = new Map<string, string[][]>();
      for (const term of passage.terms) {
        const phrase = stems(term);
        for (const stem of new Set(phrase)) byStem.set(stem, [...(byStem.get(stem) ?? []), phrase]);
      }
      phrasesOf.set(passage.terms, byStem);
    }
    phrases.set(passage.id, byStem);
  }
  // A passage's keywords of two words or more ("lost my cat", "dry january"), as stems: said in the
  // question (in order, a word between allowed), they say what it is about more surely than any one word of it.
  const keyPhrases = new Map<string, string[][]>();
  for (const passage of passages) {
    const said = passage.keywords.map((keyword) => stems(keyword)).filter((phrase) => phrase.length >= 2);
    if (said.length > 0) keyPhrases.set(passage.id, said);
  }
  /** The fields a word of the question really matched in: a topic term only when the question holds the whole phrase. */
  const fieldsMatched = (passageId: string, term: string, fields: string[], present: Set<string>) =>
    fields.filter((field) => field !== 'terms' || (phrases.get(passageId)?.get(term) ?? []).some((phrase) => phrase.every((stem) => present.has(stem))));

  // A word the library never uses weighs most: a question about it is about something else.
  const rarity = (stem: string) => Math.log(1 + passages.length / (documentFrequency.get(stem) ?? UNKNOWN_FREQUENCY)) * (COMMON_WORDS.has(stem) ? COMMON_WEIGHT : 1);
  // The vocabulary by word length: a typo is at most a letter longer or shorter.
  const byLength = new Map<number, string[]>();
  for (const word of documentFrequency.keys()) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  /** The stem itself when the library knows it, else the one known stem a typo away (the most common of them). */
  const known = (stem: string): string => {
    if (documentFrequency.has(stem) || stem.length < TYPO_FROM) return stem;
    // An "-ing" typed without its "i" ("wakng", "slepng"): the word it is, when the library knows that.
    const ing = /[^aeiou]ng$/.test(stem) ? stems(`${stem.slice(0, -2)}ing`)[0] : undefined;
    if (ing && documentFrequency.has(ing)) return ing;
    let best: string | undefined;
    for (const word of [stem.length - 1, stem.length, stem.length + 1].flatMap((length) => byLength.get(length) ?? [])) {
      if (oneEditApart(stem, word) && (documentFrequency.get(word) ?? 0) > (best ? (documentFrequency.get(best) ?? 0) : 0)) best = word;
    }
    return best ?? stem;
  };

  /** A question's stems as the library knows them; only the first few unknown ones are looked up as typos (each costs a pass over the vocabulary). */
  const readAsKnown = (stemsOf: readonly string[]) => {
    let lookups = 0;
    return stemsOf.map((stem) => (documentFrequency.has(stem) || lookups++ >= TYPO_LOOKUPS ? stem : known(stem)));
  };

  return {
    knows: (stem) => documentFrequency.has(stem),
    weights(question) {
      const out = new Map<string, number>();
      for (const stem of readAsKnown(questionStems(question))) {
        out.set(stem, Math.max(out.get(stem) ?? 0, rarity(stem)));
        for (const word of SYNONYMS.get(stem) ?? []) out.set(word, Math.max(out.get(word) ?? 0, rarity(stem) * SYNONYM_WEIGHT));
      }
      return out;
    },

    words(question) {
      return [...new Set(readAsKnown(questionStems(question)))].map((stem) => ({ stems: new Set([stem, ...(SYNONYMS.get(stem) ?? [])]), weight: rarity(stem) }));
    },

    search(question, limit, options = {}) {
      // A name the library does not know ("Deloitte", "Manchester", "Zoë") says who or where, not what about.
      const names = new Set(stems(properNouns(question)));
      const asked = readAsKnown(questionStems(question)).filter((stem) => documentFrequency.has(stem) || !names.has(stem));
      const own = [...new Set(asked)];
      if (own.length === 0) return [];
      // The question's words weigh 1, their synonyms less, the context's words least (each its highest).
      const weights = new Map<string, number>();
      const weigh = (stem: string, weight: number) => {
        if ((weights.get(stem) ?? 0) < weight) weights.set(stem, weight);
      };
      for (const stem of own) {
        weigh(stem, 1);
        for (const other of SYNONYMS.get(stem) ?? []) if (documentFrequency.has(other)) weigh(other, SYNONYM_WEIGHT);
      }
      if (options.context) for (const stem of readAsKnown(questionStems(options.context).slice(0, CONTEXT_WORDS))) weigh(stem, CONTEXT_WEIGHT);
      const total = own.reduce((sum, stem) => sum + rarity(stem), 0);
      // A word the library knows by a synonym ("grandfather": grandparents) is not an unknown one.
      const unknown = own.filter((stem) => !documentFrequency.has(stem) && !(SYNONYMS.get(stem) ?? []).some((other) => documentFrequency.has(other))).reduce((sum, stem) => sum + rarity(stem), 0) / total;
      const present = new Set(weights.keys());
      // (Not in a clause that says when or why: "I can't sleep since I started my new job" is about sleep.)
      const sequence = stems(withoutContextClauses(question.slice(0, QUESTION_READ).toLowerCase()));
      // The longest of a passage's key phrases the question says: the more of it said, the surer.
      // How long a phrase is counts its words that say what about, not how it is asked ("how much screen time is ok": two).
      const keyPhraseSaid = (passageId: string) =>
        Math.max(0, ...(keyPhrases.get(passageId) ?? []).filter((phrase) => saysPhrase(sequence, phrase)).map((phrase) => Math.max(2, phrase.filter((stem) => !QUESTION_FILLER.has(stem)).length)));
      const filter = options.filter;
      return index
        // The question's words are stems already.
        .search([...weights.keys()].join(' '), {
          boostTerm: (term) => weights.get(term) ?? 1,
          ...(filter ? { filter: (result) => { const passage = byId.get(String(result.id)); return passage !== undefined && filter(passage); } } : {}),
        })
        // Only the best few hundred are weighed again: a long question matches most of the knowledge base.
        .slice(0, RESCORED)
        .flatMap((result) => {
          const passage = byId.get(String(result.id));
          if (!passage) return [];
          const real = Object.entries(result.match)
            .map(([term, fields]) => [term, fieldsMatched(passage.id, term, fields, present)] as const)
            .filter(([, fields]) => fields.length > 0);
          const matched = new Set(real.map(([term]) => term));
          // A word of the question counts as spoken to when the passage holds it or one of its synonyms.
          const spoken = new Map(own.filter((stem) => matched.has(stem) || (SYNONYMS.get(stem) ?? []).some((other) => matched.has(other))).map((stem) => [stem, rarity(stem)]));
          const covered = [...spoken.values()].reduce((sum, weight) => sum + weight, 0);
          const onTopic = real.some(([term, fields]) => (weights.get(term) ?? 0) >= SYNONYM_WEIGHT && fields.some((field) => field !== 'text'));
          const coverage = covered / total;
          // MiniSearch multiplies a score by the number of words matched, which lets many common words
          // ("partner", "talk", "night") outweigh the one that says what it is about ("chores"): that
          // is undone, and the share of the question spoken to (rarity-weighted) counts instead.
          const keyPhrase = keyPhraseSaid(passage.id);
          const score = (result.score / Math.max(1, result.queryTerms.length)) * (0.25 + coverage) ** 2 * (passage.weight ?? 1) * (keyPhrase === 0 ? 1 : KEY_PHRASE + (keyPhrase - 2) * KEY_PHRASE_WORD);
          return [{ passage, score, coverage, onTopic, unknown, spoken, keyPhrase, words: own.length }];
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}
