import MiniSearch from 'minisearch';
import { stems } from '../../platform/search/stems.ts';
import type { LibraryPassage } from './content/types.ts';

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
  /** Whether a word of the question is in the passage's title or keywords (what it is about), not only in its text. */
  onTopic: boolean;
}

export interface PassageIndex<P> {
  search(question: string, limit: number): PassageHit<P>[];
}

/** At most this much of a question is read, and this many of its words searched: a question is a few sentences. */
const QUESTION_READ = 2_000;
const QUESTION_WORDS = 30;

/**
 * The words of a question that say how it is asked, not what about ("how do I…", "what should…",
 * "is it ok…"), as Porter stems: they are left out of the search, or "should I nap after work" finds
 * the passages about work. Words for how soon ("fast", "quickly") are left out too: the library never uses
 * "fast", so it would weigh as the rarest word and sink every debt passage for "get out of debt fast".
 */
const QUESTION_FILLER = new Set(
  (
    'how do doe did what when where whi which who whom should would could can cant will wont never alwai often ever ' +
    'have ha had get got out up ok okai now right best good tell know want need make keep like feel thing someth anyth ' +
    'wai help tip advic realli just still even enough after befor tomorrow todai yesterdai pleas thank ' +
    // How soon, not what about: "get out of debt fast" is about debt (the library has nothing on fasting).
    'fast quick quickli asap soon'
  ).split(' '),
);
/** A word the library does not know is read as a known one a letter off (a typo: "protien", "slepe") from this length on. */
const TYPO_FROM = 5;
/** The passage count a word the library never uses is weighed as having (below 1: rarer than any word it has). */
const UNKNOWN_FREQUENCY = 0.5;

/**
 * Words read as the library writes them before stemming: two-word verbs people write apart ("work out"
 * → "workout"), "get out of debt" (as paying it off), and "install", which Porter folds into "instalment" (a question about installing
 * software is not one about paying in instalments).
 */
const REWRITES: readonly [RegExp, string][] = [
  [/\bwork(?:ing|ed|s)?\s+out\b/g, 'workout'],
  [/\binstall(?:s|ed|ing|ation)?\b/g, 'setup'],
  // "Get out of debt", "debt-free", "clear my debts": the library's "debt payoff" ("get" and "out" are filler).
  [/\b(?:get(?:ting)?|be(?:ing)?|becom(?:e|ing))\s+(?:out|free|rid)\s+of\s+(?:my\s+|our\s+|all\s+)?(?:the\s+)?debts?\b|\bdebt[-\s]free\b|\bclear(?:ing)?\s+(?:off\s+)?(?:my\s+|our\s+|all\s+)?debts?\b/g, 'debt payoff'],
];

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
export function passageIndex<P extends Pick<LibraryPassage, 'id' | 'title' | 'keywords' | 'text'>>(passages: readonly P[]): PassageIndex<P> {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const index = new MiniSearch<P>({
    idField: 'id',
    fields: ['title', 'keywords', 'text'],
    extractField: (doc, field) => {
      const value = doc[field as keyof P];
      return Array.isArray(value) ? value.join(' ') : String(value);
    },
    tokenize: (text) => stems(text),
    processTerm: (term) => term,
    searchOptions: { boost: { title: 2, keywords: 2 }, combineWith: 'OR' },
  });
  index.addAll(passages as P[]);

  // In how many passages each stem occurs, for weighting the question's words by rarity.
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    for (const stem of new Set(stems(`${passage.title} ${passage.keywords.join(' ')} ${passage.text}`))) {
      documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
    }
  }
  // A word the library never uses weighs most: a question about it is about something else.
  const rarity = (stem: string) => Math.log(1 + passages.length / (documentFrequency.get(stem) ?? UNKNOWN_FREQUENCY));
  const vocabulary = [...documentFrequency.keys()];
  /** The stem itself when the library knows it, else the one known stem a typo away (the most common of them). */
  const known = (stem: string): string => {
    if (documentFrequency.has(stem) || stem.length < TYPO_FROM) return stem;
    let best: string | undefined;
    for (const word of vocabulary) {
      if (oneEditApart(stem, word) && (documentFrequency.get(word) ?? 0) > (best ? (documentFrequency.get(best) ?? 0) : 0)) best = word;
    }
    return best ?? stem;
  };

  return {
    search(question, limit) {
      // A question cut short loses its cut-off last word rather than searching for half of it.
      let text = (question.length > QUESTION_READ ? question.slice(0, QUESTION_READ).replace(/\S*$/, '') : question).toLowerCase();
      for (const [written, read] of REWRITES) text = text.replace(written, read);
      // At most QUESTION_WORDS words: each unknown one is compared with the whole vocabulary.
      const words = [...new Set(stems(text).filter((stem) => stem.length > 1 && !QUESTION_FILLER.has(stem) && !/^\d+$/.test(stem)))];
      const asked = [...new Set(words.slice(0, QUESTION_WORDS).map(known))];
      if (asked.length === 0) return [];
      const total = asked.reduce((sum, stem) => sum + rarity(stem), 0);
      return index
        // The question's words are stems already.
        .search(asked.join(' '), { tokenize: (query) => query.split(' ') })
        .slice(0, limit)
        .flatMap((result) => {
          const passage = byId.get(String(result.id));
          if (!passage) return [];
          const matched = new Set(result.queryTerms);
          const covered = asked.filter((stem) => matched.has(stem)).reduce((sum, stem) => sum + rarity(stem), 0);
          const onTopic = Object.values(result.match).some((fields) => fields.includes('title') || fields.includes('keywords'));
          return [{ passage, score: result.score, coverage: covered / total, onTopic }];
        });
    },
  };
}
