import type { PlanArea } from '@iyl/core/plans/contract';
import { inOrder, wordPositions } from '../../../../platform/search/phrase.ts';
import { stemmedIndex } from '../../../../platform/search/stemmed-index.ts';
import { stems } from '../../../../platform/search/stems.ts';
import { planTopics } from './index.ts';
import type { PlanTopic } from './types.ts';

/**
 * Matching a person's words to topics by meaning rather than by spelling, with the search library and
 * stemming the built-in coach's chat uses (MiniSearch on stems.ts): words are reduced to their Porter stems
 * ("cigarettes" → "cigarett", "vaping" → "vape"), two stems of five letters or more match when one starts
 * with the other and is at most a few letters longer ("injured" → "injur" meets "injury" → "injuri",
 * "smoke" meets "smoker"; "night" does not find "nightmare"), small words are ignored, and a phrase
 * matches its words in order with at most one other word between each ("support my elderly parents"
 * matches "support parents"). Each topic's terms are indexed once; a text is one search, linear in it.
 */

/** Stems this long or longer match when one starts with the other… */
const PREFIX_MIN = 5;
/** …and a word of the text is at most this many letters longer than the term's stem ("smoke" → "smoker")… */
const LONGER_BY = 3;
/** …or at most this many shorter (Porter's own loose ends: "injur" / "injuri", "financ" / "financi"). */
const SHORTER_BY = 2;
/** In a phrase, at most this many other words may stand between two of its words. */
const PHRASE_GAP = 1;

export interface TopicMatch {
  topic: PlanTopic;
  score: number;
}

/** The topics of a list a text is about, best first. */
export interface TopicIndex {
  match(text: string): TopicMatch[];
}

/** One term of one topic: what the index holds. */
interface TopicTerm {
  id: number;
  term: string;
}

/** A text as the matcher reads it: where each of its stems occurs, and where each stem's shorter forms do. */
interface ReadText {
  exact: Map<string, number[]>;
  /** A stem's prefixes of PREFIX_MIN letters or more, at most LONGER_BY shorter: what a term's stem may be for the text to say it. */
  shorter: Map<string, number[]>;
}

function read(text: string): ReadText {
  const said = stems(text);
  const shorter = new Map<string, number[]>();
  said.forEach((stem, at) => {
    // At most three per word, so this stays linear.
    for (let len = Math.max(PREFIX_MIN, stem.length - LONGER_BY); len < stem.length; len++) {
      const form = stem.slice(0, len);
      const list = shorter.get(form);
      if (!list) shorter.set(form, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    }
  });
  return { exact: wordPositions(said), shorter };
}

/** Where the text says a term's stem: as itself, as the start of a longer word, or as a shorter word that starts it. */
function where(text: ReadText, stem: string): number[] {
  const lists = [text.exact.get(stem), text.shorter.get(stem)];
  for (let len = stem.length - 1; len >= Math.max(PREFIX_MIN, stem.length - SHORTER_BY); len--) lists.push(text.exact.get(stem.slice(0, len)));
  const found = lists.filter((list): list is number[] => list !== undefined);
  if (found.length <= 1) return found[0] ?? [];
  return [...new Set(found.flat())].sort((a, b) => a - b);
}

/**
 * An index of the terms of a list of topics (built once per list: at module load for each area). A text's
 * stems and their shorter forms are searched, with prefix search for the longer forms of its words; each
 * term found is checked (a prefix search reaches any longer word, a phrase needs its words in order), and
 * a topic scores one point per single-word term said and two per phrase (as stems). Counts rather than
 * MiniSearch's BM25: what a plan is built on is read from them (a second topic joins with 2 points and at
 * least half the best's), and a term's weight should not depend on how many other topics share its words.
 */
export function topicIndex(topics: readonly PlanTopic[]): TopicIndex {
  const terms = topics.flatMap((topic, order) => topic.terms.map((term) => ({ order, term, stems: stems(term) })));
  const index = stemmedIndex<TopicTerm>({ idField: 'id', fields: ['term'] });
  index.addAll(terms.map(({ term }, id) => ({ id, term })));

  return {
    match(text) {
      if (!text.trim()) return [];
      const said = read(text);
      const query = [...said.exact.keys(), ...said.shorter.keys()];
      if (query.length === 0) return [];
      const cache = new Map<string, number[]>();
      const at = (stem: string) => {
        const known = cache.get(stem);
        if (known) return known;
        const list = where(said, stem);
        cache.set(stem, list);
        return list;
      };
      const scores = new Map<number, number>();
      // A word of the text of PREFIX_MIN letters or more also finds the terms whose stem starts with it (`where` keeps those at most SHORTER_BY longer).
      const prefix = (term: string) => term.length >= PREFIX_MIN && said.exact.has(term);
      for (const result of index.search(query.join(' '), { prefix })) {
        const found = terms[result.id as number];
        if (!found) continue;
        const positions = found.stems.map(at);
        if (!inOrder(positions, PHRASE_GAP)) continue;
        scores.set(found.order, (scores.get(found.order) ?? 0) + (found.stems.length > 1 ? 2 : 1));
      }
      // Ties go to the higher priority, then to library order.
      return [...scores]
        .map(([order, score]) => ({ topic: topics[order] as PlanTopic, score, order }))
        .sort((a, b) => b.score - a.score || (b.topic.priority ?? 1) - (a.topic.priority ?? 1) || a.order - b.order)
        .map(({ topic, score }) => ({ topic, score }));
    },
  };
}

/** Each area's topics, indexed once. */
const byArea = Object.fromEntries(Object.entries(planTopics).map(([area, topics]) => [area, topicIndex(topics)])) as Record<PlanArea, TopicIndex>;

/** The topics of an area a text is about, best first (ties go to the higher priority, then to library order). */
export function matchTopics(text: string, area: PlanArea): TopicMatch[] {
  return byArea[area].match(text);
}
