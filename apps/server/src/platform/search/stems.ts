import { stemmer } from 'stemmer';
import { FUNCTION_WORDS } from './function-words.ts';

/*
 * Words reduced to their Porter stems ("cigarettes" → "cigarett", "vaping" → "vape"), so that a person's
 * words meet a text's by meaning rather than by spelling. Used by the plan topics' matcher and the
 * built-in coach's library search; `words` also makes the coach-knowledge search query.
 */

/** The function words, contractions typed without their apostrophe, and words of how much: never what a text is about. */
const STOP_WORDS = new Set([...FUNCTION_WORDS, ...'hes shes thats theres whats whos heres theyre youre weve youve theyve youd theyd im really lot lots bit'.split(' ')]);
/** Longer "words" are not words (and are left out). */
const MAX_WORD = 40;

/** The words of a text, in order: lower case, accents and apostrophes dropped, letters and digits only. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]/g, '')
      .split(/[^a-z0-9]+/)
      // No word people use is this long; the stemmer never sees an endless one.
      .filter((word) => word && word.length <= MAX_WORD)
  );
}

/** The stems of the meaningful words of a text, in order. */
export function stems(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => stemmer(word));
}
