import { escapeMarkdown, proseLines, proseSentences } from '@iyl/core/text/markdown';
import { splitSentences } from '@iyl/core/text/prose';
import { stems, words } from '../../platform/search/stems.ts';

/*
 * Citations that are checked (issues 31 and 46). An answer cites the passages it was given as [title]
 * (the library) or [title, p. N] (a coach's PDF: the page is part of the citation, and only a source with
 * pages has one; [title, pp. N–M] for a passage whose last sentence runs onto the next page). After the answer, every citation is checked: it must name a passage given for this
 * question, and what the sentence that cites it claims must be in that passage — each of its content
 * words (as stems), each of its numbers, and its negation (a "not" the passage does not have, or lacks,
 * turns the claim around). A shared share of words is not enough: "Magnesium cures insomnia in all adults"
 * shares "insomnia" and "adults" with a passage about seeing a doctor. A citation that fails is taken out
 * of the text and reported, so a customer never follows a citation to a passage that does not say what
 * the sentence claims.
 */

export interface CitablePassage {
  id: string;
  title: string;
  /** The page of its document (a coach's PDF); none for the built-in library. */
  page?: number | null;
  /** The next page, when its last sentence runs onto it; none or null: on its page only. */
  pageEnd?: number | null;
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
  /** As kept in the answer, e.g. "[Sleep basics, p. 3]" (a title cited unescaped, as citableTitle writes it). */
  marker: string;
  status: CitationStatus;
  /** The passage it names, when it names one given. */
  passageId: string | null;
}

/** A claim is checked when it has at least this many content words: "It helps [X]." says nothing to check. */
export const SUPPORT_MIN_WORDS = 2;
/** Longer answers are checked up to here (an answer is capped well below this). */
const CHECK_LIMIT = 40_000;

/**
 * [title], [title, p. N] or [title, pp. N–M] (any dash, or "to"), the title's brackets escaped ("\\]"); not a
 * Markdown link's text ("[text](url)").
 */
const citationPattern = /\[((?:\\[^\n]|[^[\]\\\n]){1,200}?)(?:,\s*p(?:ages?|p?\.)?\s*(\d{1,5})(?:\s*(?:[-‐‑‒–—]|to)\s*(\d{1,5}))?)?\](?!\()/g;
/** The same, to take the citations out of a sentence (a pattern of its own: the check runs inside a replace with the first). */
const anyCitation = new RegExp(citationPattern.source, 'g');

/**
 * A title as a citation holds it: one line, escaped for Markdown (escapeMarkdown), so that it reads as
 * written and no title can end its citation early, open a link or pass for an address
 * ("x](https://…" is cited as "[x\\](https\\://…]").
 */
export function citableTitle(title: string): string {
  return escapeMarkdown(title.trim());
}

/** A cited title as it reads, its Markdown escapes taken out. */
const unescaped = (cited: string) => cited.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** The titles a text cites, in order, as they read ("[Falling asleep faster]", "[Notes, p. 3]"). */
export function citedTitles(text: string): string[] {
  return [...text.slice(0, CHECK_LIMIT).matchAll(citationPattern)].map((match) => unescaped(match[1] as string));
}

const comparable = (title: string) => title.replace(/\s+/g, ' ').trim().toLowerCase();
/** Whether a citation's title names a passage's: as citableTitle writes it, or as the title reads (escapes left out), case and spacing aside. */
const sameTitle = (cited: string, title: string) =>
  comparable(cited) === comparable(citableTitle(title)) || comparable(unescaped(cited)) === comparable(title);

/**
 * Words that say how a sentence is put, not what it claims (modal verbs, "try", "help", connectives):
 * a claim's content words are the rest. As Porter stems.
 */
const FUNCTION_WORDS = new Set(
  stems(
    'can could may might should would will shall must do does did doing done have has had having get gets got getting try tries trying tried ' +
      'help helps helping if when whenever while since because though although so which who whom whose what how where why ' +
      'even still first next finally one ones thing things way ways sure instance example e g eg ie etc you yourself yours it itself let lets',
  ),
);
/** Words that turn a claim around, as `words` spells them (apostrophes dropped). */
const NEGATIONS = new Set(
  'not no never none nothing nobody neither nor cannot cant dont doesnt didnt wont wouldnt shouldnt couldnt mustnt isnt arent wasnt werent havent hasnt hadnt'.split(' '),
);
/** Numbers written as words, read as the digits a passage may use instead ("thirty minutes", "30 minutes"). */
const NUMBER_WORDS = new Map(
  Object.entries({
    zero: '0', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11',
    twelve: '12', fifteen: '15', twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', ninety: '90', hundred: '100',
  }),
);

/** What a text claims, as the check reads it: content stems, numbers, and whether it is negated. */
interface Claim {
  content: Set<string>;
  numbers: Set<string>;
  negated: boolean;
}

function claimOf(text: string): Claim {
  // "1,000" is one number; "30-minute" and "2pm" are a number and a word.
  const plain = text.replace(/(\d),(?=\d{3}\b)/g, '$1').replace(/(\d)(?=[a-z])|([a-z])(?=\d)/gi, '$1$2 ');
  const all = words(plain);
  const numbers = new Set(all.flatMap((word) => (/^\d+$/.test(word) ? [word.replace(/^0+(?=\d)/, '')] : NUMBER_WORDS.has(word) ? [NUMBER_WORDS.get(word) as string] : [])));
  const content = new Set(
    stems(all.filter((word) => !NEGATIONS.has(word) && !/^\d+$/.test(word) && !NUMBER_WORDS.has(word)).join(' ')).filter((stem) => !FUNCTION_WORDS.has(stem)),
  );
  return { content, numbers, negated: all.some((word) => NEGATIONS.has(word)) };
}

/** A text's sentences: its wrapped lines joined, cut at its line breaks and real sentence ends (not after "e.g." or "Dr."). */
const sentencesOf = (text: string) => proseSentences(text);

/** A sentence's clauses: a "not" in one ("… or if it hasn't helped") says nothing of the others. */
const clausesOf = (sentence: string) => sentence.split(/[,;:()—–]|\b(?:and|but|or|so|because|while|whereas|although|though|unless)\b/i);

/**
 * What the citation that ends at `end` claims: its sentence, back to the previous sentence's end (as
 * splitSentences reads one: "e.g." or "Dr." ends none), line break that ends one, or citation (two
 * citations in one sentence each cite their own part of it). A quote's marks ("> ") are read through,
 * so a quoted sentence the answer wraps is one sentence; a list item's marker and a bold label before
 * its colon ("- **Rest Guide, page 2**: …") say where the quote is from, not what it claims.
 */
function claimBefore(text: string, end: number): string {
  // The citation may stand after the sentence's full stop ("… at night. [Sleep, p. 2]"): that stop ends it, not the one before it.
  const quoted = text.slice(Math.max(0, end - 1_000), end).replace(/^[ \t]*>[ \t]?/gm, '');
  const before = proseLines(quoted).replace(anyCitation, '\n').trimEnd();
  const line = before
    .slice(before.lastIndexOf('\n') + 1)
    .replace(/^\s*(?:[-*+•]|\d{1,3}[.)])\s+/, '')
    .replace(/^\*\*[^*\n]{1,200}?(?:\*\*:|:\*\*)\s*/, '');
  return splitSentences(line).at(-1) ?? '';
}

/** A passage as the check reads it: all it holds, and each of its clauses. */
interface PassageClaims {
  whole: Claim;
  clauses: Claim[];
}

/**
 * Whether a passage says what a sentence claims: every content word and number of the sentence is in the
 * passage, and each of the sentence's clauses is negated exactly when the passage's clause that says
 * most of it is.
 */
function supports(passage: PassageClaims, sentence: string): boolean {
  const claim = claimOf(sentence);
  if (claim.content.size < SUPPORT_MIN_WORDS) return false;
  for (const stem of claim.content) if (!passage.whole.content.has(stem)) return false;
  for (const number of claim.numbers) if (!passage.whole.numbers.has(number)) return false;
  return clausesOf(sentence).every((text) => {
    const clause = claimOf(text);
    if (clause.content.size === 0) return true;
    let best = 0;
    let negations = new Set<boolean>();
    for (const candidate of passage.clauses) {
      let held = 0;
      for (const stem of clause.content) if (candidate.content.has(stem)) held++;
      if (held > best) {
        best = held;
        negations = new Set([candidate.negated]);
      } else if (held === best && held > 0) negations.add(candidate.negated);
    }
    return negations.has(clause.negated);
  });
}

export function checkCitations(answer: string, given: readonly CitablePassage[]): { text: string; citations: CheckedCitation[] } {
  const text = answer.slice(0, CHECK_LIMIT);
  const read = new Map<string, PassageClaims>();
  const claimsOf = (passage: CitablePassage): PassageClaims => {
    let claims = read.get(passage.id);
    if (!claims) {
      claims = { whole: claimOf(`${passage.title}\n${passage.text}`), clauses: [passage.title, ...sentencesOf(passage.text)].flatMap(clausesOf).map(claimOf) };
      read.set(passage.id, claims);
    }
    return claims;
  };
  const citations: CheckedCitation[] = [];
  const kept = text.replace(citationPattern, (written: string, title: string, page: string | undefined, last: string | undefined, at: number) => {
    // A page only where the source has pages, and then the page the passage is on (or the pages it runs over: its first, or both).
    const onPages = (p: CitablePassage) =>
      page === undefined ? p.page == null : p.page === Number(page) && (last === undefined || (p.pageEnd ?? p.page) === Number(last));
    const passage = given.find((p) => sameTitle(title, p.title) && onPages(p));
    if (!passage) {
      citations.push({ marker: written, status: 'unknown', passageId: null });
      return '';
    }
    // Kept with the title as citableTitle writes it (a title cited unescaped could be read as Markdown).
    const citable = citableTitle(passage.title);
    const marker = title.toLowerCase() === citable.toLowerCase() ? written : `[${citable}${written.slice(1 + title.length)}`;
    const supported = supports(claimsOf(passage), claimBefore(text, at));
    citations.push({ marker, status: supported ? 'supported' : 'unsupported', passageId: passage.id });
    return supported ? marker : '';
  });
  // A removed marker leaves "claim ." or a double space behind.
  return { text: kept.replace(/[ \t]+([.,;:!?])/g, '$1').replace(/[ \t]{2,}/g, ' ') + answer.slice(CHECK_LIMIT), citations };
}
