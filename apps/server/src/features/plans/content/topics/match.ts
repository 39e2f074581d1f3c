import { stems } from '../../../../platform/search/stems.ts';
import type { PlanTopic } from './types.ts';

/**
 * Matching a person's words to topics by meaning rather than by spelling: words are reduced to
 * their Porter stems ("cigarettes" → "cigarett", "vaping" → "vape"), two stems of five letters or
 * more match when one starts with the other and is at most a few letters longer ("injured" →
 * "injur" meets "injury" → "injuri", "smoke" meets "smoker"; "night" does not meet "nightmare"),
 * small words are ignored, and a phrase matches its words in order with at most one other word
 * between each ("support my elderly parents" matches "support parents"). Linear in the text.
 */

/** Stems this long or longer match when one starts with the other… */
const PREFIX_MIN = 5;
/** …and a word of the text is at most this many letters longer than the term's stem ("smoke" → "smoker")… */
const LONGER_BY = 3;
/** …or at most this many shorter (Porter's own loose ends: "injur" / "injuri", "financ" / "financi"). */
const SHORTER_BY = 2;
/** In a phrase, at most this many other words may stand between two of its words. */
const PHRASE_GAP = 1;

/** A text prepared once for matching many terms against it. */
export interface MatchableText {
  /** Positions of each stem, and of each prefix (of length PREFIX_MIN or more) of each stem. */
  readonly positions: ReadonlyMap<string, readonly number[]>;
  readonly exact: ReadonlySet<string>;
}

export function prepare(text: string): MatchableText {
  const positions = new Map<string, number[]>();
  const exact = new Set<string>();
  const add = (key: string, at: number) => {
    const list = positions.get(key);
    if (!list) positions.set(key, [at]);
    else if (list[list.length - 1] !== at) list.push(at);
  };
  stems(text).forEach((stem, at) => {
    exact.add(stem);
    add(stem, at);
    // Prefixes let a term stem find slightly longer words; at most three per word, so this stays linear.
    for (let len = Math.max(PREFIX_MIN, stem.length - LONGER_BY); len < stem.length; len++) add(stem.slice(0, len), at);
  });
  return { positions, exact };
}

/** Where a term's stem occurs: as itself, as the start of a longer word, or a shorter word that starts it. */
function where(text: MatchableText, stem: string): readonly number[] {
  const direct = text.positions.get(stem);
  if (direct) return direct;
  for (let len = stem.length - 1; len >= Math.max(PREFIX_MIN, stem.length - SHORTER_BY); len--) {
    const shorter = stem.slice(0, len);
    if (text.exact.has(shorter)) return text.positions.get(shorter) ?? [];
  }
  return [];
}

const termCache = new Map<string, string[]>();
function termStems(term: string): string[] {
  let cached = termCache.get(term);
  if (!cached) {
    cached = stems(term);
    termCache.set(term, cached);
  }
  return cached;
}

/** Whether a term (a word or a phrase) occurs in the text. */
export function hasTerm(text: MatchableText, term: string): boolean {
  const parts = termStems(term);
  if (parts.length === 0) return false;
  let reachable = where(text, parts[0] as string);
  for (let i = 1; i < parts.length && reachable.length; i++) {
    const next = where(text, parts[i] as string);
    const ends: number[] = [];
    let j = 0;
    for (const at of next) {
      while (j < reachable.length && (reachable[j] as number) < at - 1 - PHRASE_GAP) j++;
      if (j < reachable.length && (reachable[j] as number) < at) ends.push(at);
    }
    reachable = ends;
  }
  return reachable.length > 0;
}

/** How well a text is about a topic: one point per single-word term found, two per phrase. */
export function topicScore(text: MatchableText, topic: PlanTopic): number {
  let score = 0;
  for (const term of topic.terms) {
    if (hasTerm(text, term)) score += termStems(term).length > 1 ? 2 : 1;
  }
  return score;
}

export interface TopicMatch {
  topic: PlanTopic;
  score: number;
}

/** The topics a text is about, best first (ties go to the higher priority, then to library order). */
export function matchTopics(text: string, topics: readonly PlanTopic[]): TopicMatch[] {
  if (!text.trim()) return [];
  const prepared = prepare(text);
  return topics
    .map((topic, order) => ({ topic, score: topicScore(prepared, topic), order }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || (b.topic.priority ?? 1) - (a.topic.priority ?? 1) || a.order - b.order)
    .map(({ topic, score }) => ({ topic, score }));
}
