import { stems } from '../../platform/search/stems.ts';
import { type KnowledgePassage, knowledgePassages } from './knowledge-base.ts';
import { passageIndex } from './library-search.ts';

/*
 * The built-in coach's knowledge base as searched (issue 47): the one index over every passage, what each
 * passage is read as once (perPassage), and how much each word of a question weighs.
 */

/** The knowledge base searched: built once, as the server starts (it ships with the code). */
export const index = passageIndex(knowledgePassages);

/** Whether the knowledge base uses a word ("tiktok", "xbox"): a name it knows is no typo. */
export const libraryUses = (word: string) => stems(word).every((stem) => index.knows(stem));

/**
 * The plan topics whose steps fit anyone asking on their subject ("making your first budget", "lifting low
 * mood"). Every other topic is written for a situation (payday loans, arthritis, a new baby, an abusive
 * relationship, a difficult boss): its steps answer only a question that says one of the topic's terms.
 * (Smoking, drinking, cannabis and grief are given only when named anyway: onlyWhenNamed.)
 */
export const GENERAL_TOPICS: ReadonlySet<string> = new Set(
  (
    'first-budget paycheck-to-paycheck emergency-fund debt-payoff money-anxiety credit-card-debt low-income impulse-shopping subscriptions eating-out grocery-bill energy-bills ' +
    'quit-smoking cut-down-alcohol cut-down-cannabis grief-and-loss insomnia late-bedtime stress-burnout anxiety-panic low-mood beginner-fitness strength-training flexibility-mobility ' +
    'sugar-cravings emotional-eating drink-more-water caffeine-dependence energy-slumps screen-time healthy-cooking-budget meal-prep-busy healthy-eating brain-fog-focus ' +
    'chores-mental-load phones-in-the-way commitment-and-future people-pleasing jealousy-insecurity lost-intimacy growing-apart feeling-taken-for-granted apology-and-forgiveness ' +
    'anger-and-temper loneliness constant-arguments feeling-unheard'
  ).split(' '),
);
/** A plan step's topic id ("plan:<topic>:<step>"). */
const topicIdOf = (passage: KnowledgePassage) => (passage.source === 'plan' ? passage.id.split(':')[1] : undefined);
/** A situational plan topic's terms as stems, for its steps (none for a general topic's, nor the library's own passages). */
export const termStemsOf = perPassage((passage): string[][] => {
  const topic = topicIdOf(passage);
  return topic && !GENERAL_TOPICS.has(topic) ? (passage.terms ?? []).map((term) => stems(term)).filter((term) => term.length > 0) : [];
});

/** What `read` makes of a passage, read once a passage and kept with the knowledge base (it ships with the code). */
export function perPassage<T>(read: (passage: KnowledgePassage) => T): (passage: KnowledgePassage) => T {
  const kept = new Map<string, T>();
  return (passage) => {
    let value = kept.get(passage.id);
    if (value === undefined) {
      value = read(passage);
      kept.set(passage.id, value);
    }
    return value;
  };
}

/** The weights of the last few texts asked for: an answer's every step weighs the same question (typo look-ups included). */
const weighed = new Map<string, Map<string, number>>();
const WEIGHED_KEPT = 4;

/** How much each word of a question says about it (rarer: more), for choosing the sentences to quote. */
export function questionWeights(question: string): Map<string, number> {
  let weights = weighed.get(question);
  if (!weights) {
    weights = index.weights(question);
    if (weighed.size >= WEIGHED_KEPT) weighed.delete(weighed.keys().next().value as string);
    weighed.set(question, weights);
  }
  return weights;
}

