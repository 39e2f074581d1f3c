import { breakSeam, type HyphenRule, keepHyphen, splitSentences } from './prose.ts';
import { parseUrl } from './url.ts';

/*
 * Markdown that others wrote (an AI's answer, a coach's PDF quoted in one) made safe to render, and
 * text made safe to write into Markdown. Every function here is one forward pass with bounded
 * look-aheads, linear in its input: a Markdown parser (micromark, 160 ms for a 12,000-character answer
 * and seconds for some inputs) is too slow to run on the server's event loop for every answer.
 */

/** ASCII punctuation: what a backslash escapes in CommonMark. */
const isPunctuation = (ch: string | undefined) => ch !== undefined && /^[!-/:-@[-`{-~]$/.test(ch);

/**
 * Text as Markdown that renders as exactly that text inline (a title in bold, a name in a sentence): the
 * characters that could start markup escaped, line breaks as spaces.
 */
export function escapeMarkdown(text: string): string {
  return inertAddresses(text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>&!~|#]/g, (ch) => `\\${ch}`));
}

/*
 * Bare addresses: what a mail client or a Markdown extension makes a link of in plain text, though no
 * Markdown link is written — "https://host/…" (any scheme), "www.host…", and "host.tld/…" (a name with a
 * dot followed by a path, query, fragment or port). An address starts after none of these characters.
 */
const BOUND = /[A-Za-z0-9+.\-@/:=?&#%]/;
const atBoundary = (text: string, i: number) => i === 0 || !BOUND.test(text[i - 1] as string);
/** A host name's labels, the last one a word (a top-level domain), as a text's start (sticky). */
const HOST_NAME = /(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,20}[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])(?![A-Za-z0-9-])/y;

/** The end of the host name that starts a bare address at `i` ("www.…", or a name followed by a path), or -1. */
function bareHostEnd(text: string, i: number): number {
  if (!/[A-Za-z0-9]/.test(text[i] ?? '') || !atBoundary(text, i)) return -1;
  HOST_NAME.lastIndex = i;
  const name = HOST_NAME.exec(text);
  if (!name) return -1;
  const end = i + name[0].length;
  if (/^www\./i.test(name[0])) return end;
  const next = text[end];
  return next === '/' || next === '?' || next === '#' || (next === ':' && /[0-9]/.test(text[end + 1] ?? '')) ? end : -1;
}

/** Where the scheme before the "://" at `colon` starts (not before `floor`), or -1 when there is none. */
function schemeStart(text: string, colon: number, floor: number): number {
  if (text[colon] !== ':' || text[colon + 1] !== '/' || text[colon + 2] !== '/') return -1;
  let start = colon;
  while (start > floor && colon - start < 32 && /[A-Za-z0-9+.-]/.test(text[start - 1] as string)) start--;
  while (start < colon && !/[A-Za-z]/.test(text[start] as string)) start++;
  return start < colon ? start : -1;
}

/**
 * How far a bare address from `from` reaches: to a space or angle bracket, or a Markdown link's "](" (a
 * link's text that is an address ends there); trimAddressEnd then leaves out the punctuation that ends a sentence.
 */
function rawAddressEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '\\' && isPunctuation(text[i + 1]) && text[i + 1] !== '<' && text[i + 1] !== '>') i += 2;
    else if (/[\s<>]/.test(ch) || (ch === ']' && text[i + 1] === '(')) break;
    else i++;
  }
  return Math.min(i, text.length);
}
const trimAddressEnd = (text: string, start: number, end: number) => {
  let i = end;
  while (i > start && /[.,;:!?'"`*_~)\]}]/.test(text[i - 1] as string)) i--;
  return i;
};

/**
 * Text with every bare address made none (a backslash before what would make it one: "https\://…",
 * "www\.…", "host.tld\/…"), which leaves the text as it reads once rendered. Used on text written into
 * Markdown (a title), so that neutraliseLinks finds no address in it to shorten.
 */
function inertAddresses(text: string): string {
  let out = '';
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && isPunctuation(text[i + 1])) {
      i++;
      continue;
    }
    let mark = -1;
    if (ch === ':' && schemeStart(text, i, at) >= 0) mark = i;
    else {
      const end = bareHostEnd(text, i);
      if (end >= 0) mark = /^www\./i.test(text.slice(i, i + 4)) ? i + 3 : end;
    }
    if (mark >= 0) {
      out += `${text.slice(at, mark)}\\`;
      at = mark;
      i = mark;
    }
  }
  return out + text.slice(at);
}

/**
 * A text's hard line breaks inside a sentence joined (a PDF wraps "… contribution to the" / "household."
 * onto two lines), as joinLines joins two lines: a space, or none after a word broken by a hyphen (put
 * back together as `hyphens` says: without a dictionary the hyphen is kept, "contri-bution") or a dash
 * set close. A break after a sentence end, a colon or a bold heading, before a list item, a heading or a
 * quote, and a blank line (a paragraph's end) are kept.
 */
export function proseLines(text: string, hyphens: HyphenRule = keepHyphen): string {
  return text
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/(?<![.!?:*\n]|[.!?]["'”’)\]])([-\u2010\u00ad]?)\n(?!\n|[-*+>#•] |\d{1,3}[.)] )/g, (match: string, hyphen: string, at: number, all: string) => {
      const { dropBefore, glue } = breakSeam(all, at + hyphen.length, at + match.length, hyphens);
      return (dropBefore ? '' : hyphen) + glue;
    });
}

/**
 * The sentences of a text as prose: its wrapped lines joined (proseLines), then each line (a paragraph,
 * a heading, a list item) cut into sentences (splitSentences: not at "e.g." or "Dr."). What the built-in
 * coach quotes as a sentence is what the citation check reads as one.
 */
export function proseSentences(text: string, hyphens: HyphenRule = keepHyphen): string[] {
  return proseLines(text, hyphens)
    .split('\n')
    .flatMap((line) => splitSentences(line.replace(/\s+/g, ' ')));
}

/** Longest link destination (and title) read: past it a link is taken as not allowed (and escaped). */
const LINK_READ = 1_024;

interface LinkTail {
  /** The destination as written (without its angle brackets). */
  destination: string;
  /** Just after the destination (and its angle brackets). */
  destinationEnd: number;
  /** Just after the closing parenthesis. */
  end: number;
}

const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\t';

/**
 * Reads link destinations in `text`, within a budget of characters for the whole text: a text of many
 * "[x](" would otherwise have each read up to LINK_READ characters ahead. Once the budget is spent,
 * nothing more is read (and the callers treat every possible link as one not allowed).
 */
function linkReader(text: string) {
  let budget = 4 * text.length + 4 * LINK_READ;
  /** Skips spaces and tabs and at most one line break from `at`. */
  const skipBlank = (at: number) => {
    let i = at;
    while (isSpace(text[i])) i++;
    if (text[i] === '\n') {
      i++;
      while (isSpace(text[i])) i++;
    }
    budget -= i - at;
    return i;
  };
  return {
    get spent() {
      return budget <= 0;
    },

    /**
     * The destination and title of an inline link whose "(" is at `open` (CommonMark: `(dest "title")`),
     * or null when none can be read within LINK_READ characters (or the budget).
     */
    inlineTail(open: number): LinkTail | null {
      if (budget <= 0) return null;
      const limit = Math.min(text.length, open + LINK_READ, open + budget);
      let i = skipBlank(open + 1);
      let destination: string;
      if (text[i] === '<') {
        const start = ++i;
        while (i < limit && text[i] !== '>' && text[i] !== '\n' && text[i] !== '<') i += text[i] === '\\' ? 2 : 1;
        budget -= i - start;
        if (text[i] !== '>') return null;
        destination = text.slice(start, i++);
      } else {
        const start = i;
        let depth = 0;
        while (i < limit) {
          const ch = text[i] as string;
          if (ch === '\\' && isPunctuation(text[i + 1])) {
            i += 2;
            continue;
          }
          if (ch === ')' && depth === 0) break;
          if (ch <= ' ') break;
          if (ch === '(') depth++;
          else if (ch === ')') depth--;
          i++;
        }
        budget -= i - start;
        destination = text.slice(start, i);
      }
      const destinationEnd = i;
      i = skipBlank(i);
      const closer = text[i] === '"' ? '"' : text[i] === "'" ? "'" : text[i] === '(' ? ')' : null;
      if (closer) {
        const start = ++i;
        while (i < limit && text[i] !== closer) i += text[i] === '\\' ? 2 : 1;
        budget -= i - start;
        if (text[i] !== closer) return null;
        i = skipBlank(i + 1);
      }
      return text[i] === ')' && i < limit ? { destination, destinationEnd, end: i + 1 } : null;
    },

    /**
     * The destination of a link reference definition whose "]:" is at `colon - 1` (`[label]: dest "title"`),
     * or null when what follows cannot be one.
     */
    definitionDestination(colon: number): string | null {
      const limit = Math.min(text.length, colon + LINK_READ, colon + Math.max(budget, 0));
      let i = skipBlank(colon + 1);
      const start = i;
      if (text[i] === '<') {
        while (i < limit && text[i] !== '>' && text[i] !== '\n') i++;
        budget -= i - start;
        return text[i] === '>' ? text.slice(start + 1, i) : null;
      }
      while (i < limit && (text[i] as string) > ' ') i++;
      budget -= i - start;
      if (i === start) return null;
      const destination = text.slice(start, i);
      // A definition ends its line after the destination, or goes on with a title: "[Note]: keep it short" is none.
      while (isSpace(text[i])) i++;
      return i >= text.length || text[i] === '\n' || text[i] === '"' || text[i] === "'" || text[i] === '(' ? destination : null;
    },

    /** An autolink's inside (`<https://…>`), or null when `<` at `open` starts none within LINK_READ characters. */
    autolink(open: number): string | null {
      const end = Math.min(text.length, open + LINK_READ, open + Math.max(budget, 0));
      let i = open + 1;
      while (i < end && text[i] !== '>' && text[i] !== '<' && (text[i] as string) > ' ') i++;
      budget -= i - open;
      return text[i] === '>' ? text.slice(open + 1, i) : null;
    },
  };
}

/** A destination the renderer reads exactly as written (no escapes, entities, spaces or brackets to decode). */
const isPlain = (destination: string) => /^[A-Za-z0-9\-._~:/?#@!$&'*+,;=%]+$/.test(destination) && !/&[#A-Za-z0-9]+;/.test(destination);

/**
 * The host a link's destination goes to, as the browser reads it, for showing it as text; "" when that
 * is not certain (it does not parse, has escapes or entities the renderer decodes first, or no host).
 */
function hostOf(destination: string): string {
  if (/\\|\p{Cc}|&[#A-Za-z0-9]+;|^ | $/u.test(destination)) return '';
  return parseUrl(destination)?.hostname ?? '';
}

/**
 * Markdown whose links all go where `allowed` says they may; every other link is shown as text. An inline
 * link or image (`[text](dest)`, `![alt](src)`) becomes its text and the host it pointed at, in
 * parentheses ("Visit us (evil.example)"), so an address that carries someone's data is not shown whole;
 * a link that cannot be rewritten so (a reference definition, an autolink, or one whose opening bracket
 * is not found) has its bracket escaped, which leaves the text as it reads and makes it no link. A bare
 * address (see bareHostEnd) that may not be linked is shown as its host alone: a mail client would
 * make a link of it in the text.
 */
export function neutraliseLinks(markdown: string, allowed: (url: string) => boolean): string {
  const mayLink = (destination: string) => isPlain(destination) && allowed(destination);
  return escapeLinks(rewriteLinks(markdown, mayLink), mayLink);
}

/** Inline links and images to addresses not allowed, as their text and host. */
function rewriteLinks(text: string, mayLink: (destination: string) => boolean): string {
  const links = linkReader(text);
  const openers: number[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && isPunctuation(text[i + 1])) {
      i += 2;
      continue;
    }
    if (ch === '[') openers.push(i);
    else if (ch === ']' && text[i + 1] === '(') {
      const opener = openers.pop();
      const tail = links.inlineTail(i + 1);
      if (tail) {
        if (opener !== undefined && !mayLink(tail.destination)) {
          const image = text[opener - 1] === '!' && text[opener - 2] !== '\\';
          const host = hostOf(tail.destination);
          edits.push({ start: image ? opener - 1 : opener, end: opener + 1, text: '' }, { start: i, end: tail.end, text: host ? ` (${host})` : '' });
        }
        i = tail.end;
        continue;
      }
    } else if (ch === ']') openers.pop();
    i++;
  }
  if (edits.length === 0) return text;
  let out = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

/**
 * What is left that a renderer could read as a link to an address not allowed — an inline link, a
 * reference definition, an autolink — with its bracket escaped. The escape is not seen when rendered.
 */
function escapeLinks(text: string, mayLink: (destination: string) => boolean): string {
  const links = linkReader(text);
  let out = '';
  let at = 0;
  const escapeAt = (position: number) => {
    out += `${text.slice(at, position)}\\`;
    at = position;
  };
  // A bare address kept (allowed) up to here: no other starts inside it but one with a scheme ("…?u=https://…").
  let keptUntil = -1;
  let kept = { raw: -1, end: -1 };
  /** A bare address from `start` (its host from `from`, or from `start` when it has a scheme) as its host, or kept when allowed. */
  const bare = (start: number, from: number, hostEnd: number): number => {
    const raw = keptUntil > start ? kept.raw : rawAddressEnd(text, from);
    const end = raw === kept.raw ? kept.end : trimAddressEnd(text, start, raw);
    const address = text.slice(start, end);
    const web = hostEnd < 0 ? [address] : [`https://${address}`, `http://${address}`];
    if (web.some(mayLink)) {
      if (keptUntil < end) keptUntil = end;
      kept = { raw, end };
      return start;
    }
    const host = hostEnd < 0 ? hostOf(address) : (parseUrl(`https://${text.slice(start, hostEnd)}`)?.hostname ?? '');
    out += text.slice(at, start) + host;
    at = end;
    return end - 1;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && isPunctuation(text[i + 1])) {
      i++;
      continue;
    }
    if (ch === ':') {
      const start = schemeStart(text, i, at);
      if (start >= 0) i = Math.max(i, bare(start, i + 3, -1));
    } else if (i >= keptUntil && /[A-Za-z0-9]/.test(ch as string)) {
      const hostEnd = bareHostEnd(text, i);
      if (hostEnd >= 0) i = bare(i, hostEnd, hostEnd);
    }
    if (i < at) continue;
    if (text[i] === ']' && text[i + 1] === '(') {
      const tail = links.inlineTail(i + 1);
      if (!tail || !mayLink(tail.destination)) escapeAt(i);
      // A link kept: its destination is read as a link's, not as a bare address.
      else i = tail.destinationEnd - 1;
    } else if (ch === ']' && text[i + 1] === ':') {
      const destination = links.spent ? '' : links.definitionDestination(i + 1);
      if (destination !== null && !mayLink(destination)) escapeAt(i);
    } else if (ch === '<' && /[^\s<>]/.test(text[i + 1] ?? ' ')) {
      // An autolink (<https://…>, <name@host>, whose name may start with a sign) or HTML: kept only as an autolink to an allowed address.
      const inside = links.autolink(i);
      if (inside === null || !/^[A-Za-z][A-Za-z0-9+.-]{1,31}:/.test(inside) || !mayLink(inside)) escapeAt(i);
    }
  }
  return out + text.slice(at);
}
