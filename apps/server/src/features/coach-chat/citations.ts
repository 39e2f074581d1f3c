import { stems } from '../../platform/search/stems.ts';

/*
 * Citations that are checked (issue 31). An answer cites the passages it was given as [title] or
 * [title, p. N]. After the answer, every citation is checked: it must name a passage given for this
 * question, and the sentence that cites it must share enough of its words with that passage. A citation
 * that fails either check is taken out of the text and reported, so a customer never follows a
 * citation to a passage that does not say what the sentence claims.
 */

export interface CitablePassage {
  id: string;
  title: string;
  /** The page of its document (a coach's PDF); none for the built-in library. */
  page?: number | null;
  text: string;
}

export type CitationStatus =
  /** Names a passage given, and the sentence shares enough of its words. */
  | 'supported'
  /** Names a passage given, but the sentence does not say what the passage says. */
  | 'unsupported'
  /** Names no passage given for this question (made up, or from memory). */
  | 'unknown';

export interface CheckedCitation {
  /** As written in the answer, e.g. "[Sleep basics, p. 3]". */
  marker: string;
  status: CitationStatus;
  /** The passage it names, when it names one given. */
  passageId: string | null;
}

/** The share of the citing sentence's words (stems) that must occur in the passage. */
export const SUPPORT_SHARE = 0.3;
/** And at least this many of them: a three-word sentence sharing one word proves little. */
export const SUPPORT_MIN_WORDS = 2;
/** Longer answers are checked up to here (an answer is capped well below this). */
const CHECK_LIMIT = 40_000;

/** [title] or [title, p. N]; not a Markdown link's text ("[text](url)"). */
const citationPattern = /\[([^[\]\n]{1,200}?)(?:,\s*p(?:age|\.)?\s*(\d{1,5}))?\](?!\()/g;

const sameTitle = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** The sentence that ends at `end`: back to the previous sentence end or line break. */
function sentenceBefore(text: string, end: number): string {
  // The citation may stand after the sentence's full stop ("… at night. [Sleep, p. 2]"): that stop ends it, not the one before it.
  const before = text.slice(Math.max(0, end - 1_000), end).trimEnd();
  const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf('\n'));
  return before.slice(cut + 1);
}

export function checkCitations(answer: string, given: readonly CitablePassage[]): { text: string; citations: CheckedCitation[] } {
  const text = answer.slice(0, CHECK_LIMIT);
  const passageStems = new Map(given.map((p) => [p.id, new Set(stems(`${p.title} ${p.text}`))]));
  const citations: CheckedCitation[] = [];
  const kept = text.replace(citationPattern, (marker: string, title: string, page: string | undefined, at: number) => {
    const passage = given.find((p) => sameTitle(p.title, title) && (page === undefined || p.page == null || p.page === Number(page)));
    if (!passage) {
      citations.push({ marker, status: 'unknown', passageId: null });
      return '';
    }
    const words = [...new Set(stems(sentenceBefore(text, at)))];
    const inPassage = passageStems.get(passage.id) ?? new Set<string>();
    const shared = words.filter((word) => inPassage.has(word)).length;
    const supported = shared >= SUPPORT_MIN_WORDS && shared >= words.length * SUPPORT_SHARE;
    citations.push({ marker, status: supported ? 'supported' : 'unsupported', passageId: passage.id });
    return supported ? marker : '';
  });
  // A removed marker leaves "claim ." or a double space behind.
  return { text: kept.replace(/[ \t]+([.,;:!?])/g, '$1').replace(/[ \t]{2,}/g, ' ') + answer.slice(CHECK_LIMIT), citations };
}
