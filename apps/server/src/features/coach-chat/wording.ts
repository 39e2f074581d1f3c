import type { Subject } from './knowledge-base.ts';

/** A small, stable number for a text: the wording of an answer follows its question, not chance. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
export const pick = <T>(options: readonly T[], seed: number): T => options[seed % options.length] as T;

/** A phrase cut at a word near `max` characters. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

/** How each subject reads inside a sentence. */
export const subjectWords: Record<Subject, string> = {
  sleep: 'sleep',
  stress: 'stress and worry',
  movement: 'movement and exercise',
  eating: 'eating',
  money: 'money and budgeting',
  debt: 'debt',
  saving: 'saving',
  relationships: 'relationships',
  parenting: 'parenting',
  work: 'work',
  alcohol: 'drinking less',
  'screen-time': 'screen time',
  motivation: 'motivation and follow-through',
  loneliness: 'loneliness and friendship',
  grief: 'grief and loss',
  pain: 'aches and pain',
  health: 'health conditions and energy',
  mood: 'low mood',
  substances: 'smoking and cannabis',
};

/** What the built-in coach can help with, in the order it says it. */
const helpsWith: readonly Subject[] = ['sleep', 'stress', 'mood', 'movement', 'eating', 'money', 'debt', 'saving', 'relationships', 'parenting', 'work', 'alcohol', 'screen-time', 'motivation', 'loneliness', 'grief', 'pain'];

/**
 * What the built-in coach can help with, as a sentence's list ("sleep, stress and worry, …, grief and loss,
 * or aches and pain"): its last item after ", or", as several items hold an "and" of their own.
 */
export function helpList(offer: (subject: Subject) => boolean = () => true): string {
  const offered = helpsWith.filter(offer).map((subject) => subjectWords[subject]);
  if (offered.length <= 1) return offered[0] ?? '';
  return `${offered.slice(0, -1).join(', ')}${offered.length > 2 ? ',' : ''} or ${offered[offered.length - 1]}`;
}
