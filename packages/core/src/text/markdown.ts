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
  return text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>&!~|#]/g, (ch) => `\\${ch}`);
}

/**
 * A text's hard line breaks inside a sentence joined as spaces (a PDF wraps "… contribution to the" /
 * "household." onto two lines); a break after a sentence end, a colon or a bold heading, before a list
 * item, a heading or a quote, and a blank line are kept.
 */
export function proseLines(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/(?<![.!?:*\n]|[.!?]["'”’)\]])\n(?!\n|[-*+>#•] |\d{1,3}[.)] )/g, ' ');
}

/** Longest link destination (and title) read: past it a link is taken as not allowed (and escaped). */
const LINK_READ = 1_024;

interface LinkTail {
  /** The destination as written (without its angle brackets). */
  destination: string;
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
      i = skipBlank(i);
      const closer = text[i] === '"' ? '"' : text[i] === "'" ? "'" : text[i] === '(' ? ')' : null;
      if (closer) {
        const start = ++i;
        while (i < limit && text[i] !== closer) i += text[i] === '\\' ? 2 : 1;
        budget -= i - start;
        if (text[i] !== closer) return null;
        i = skipBlank(i + 1);
      }
      return text[i] === ')' && i < limit ? { destination, end: i + 1 } : null;
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

/** The host a web address points at, for showing it as text ("" for anything else). */
function hostOf(destination: string): string {
  const match = /^https?:\/\/(?:[^/?#@\s]*@)?([A-Za-z0-9.-]{1,253})/i.exec(destination);
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Markdown whose links all go where `allowed` says they may; every other link is shown as text. An inline
 * link or image (`[text](dest)`, `![alt](src)`) becomes its text and the host it pointed at, in
 * parentheses ("Visit us (evil.example)"), so an address that carries someone's data is not shown whole;
 * a link that cannot be rewritten so (a reference definition, an autolink, or one whose opening bracket
 * is not found) has its bracket escaped, which leaves the text as it reads and makes it no link.
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
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && isPunctuation(text[i + 1])) {
      i++;
      continue;
    }
    if (ch === ']' && text[i + 1] === '(') {
      const tail = links.inlineTail(i + 1);
      if (!tail || !mayLink(tail.destination)) escapeAt(i);
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
