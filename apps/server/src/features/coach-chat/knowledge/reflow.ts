import { endsSentence, type HyphenRule, joinLines, keepHyphen, sentenceEnds } from '@iyl/core/text/prose';

/*
 * A PDF's printed lines put back into prose (issue 47). A PDF has no paragraphs or sentences, only lines
 * drawn at places; its text, read line by line, breaks sentences wherever the page was full ("… a
 * contribution to the" / "household."), so a sentence read from it was not a sentence. Here the lines
 * of each page become paragraphs by where they stand, and the paragraphs become one line of prose each:
 *
 * - Two lines are one paragraph unless the second starts a new one: it stands higher (a new column),
 *   in another font size (a heading), further below than the page's line pitch (a paragraph's space),
 *   starts with a list marker, or is indented after a sentence's end (a first line's indent); or the first
 *   line ended early although the second's first word would have fitted on it (a paragraph's last
 *   line, a heading). A second line that starts in lower case, or a first that ends in a hyphen, always
 *   goes on the same paragraph; so does a second that starts with a number going on with the first's
 *   sentence ("… no more than" / "2 cups a day", "… in" / "2026."), where the line before may well
 *   have ended short (a number is often kept with its word, "2\u00a0cups"). A list item's number
 *   ("1. ", "2) ") and a numbered heading's ("2 Caffeine and sleep": a capital after it) do not.
 * - Within a paragraph the lines are joined by a space; a word broken by a hyphen at the line's end is
 *   put back together as the document's hyphen rule says (hyphens.ts).
 * - Page furniture is left out: a page number alone at a page's top or bottom, and a line repeated at the
 *   top or bottom of at least half the pages (a running head or foot, its numbers aside).
 * - A sentence that a page break cuts belongs to the page where it starts (a citation names the page a
 *   reader finds its start on): when a page's last paragraph ends without ending its sentence and the
 *   next page's first line goes on with it, the words up to that sentence's end move to the first page,
 *   and the next page's text starts with its next sentence.
 *
 * A page's text is its paragraphs, one line each, apart by a blank line ("\n\n"): no line break inside a
 * paragraph, single spaces.
 */

/** One printed line: its text and where it stands (PDF units: x to the right, y up, from the page's origin). */
export interface TextLine {
  text: string;
  /** Left and right ends of its text. */
  x0: number;
  x1: number;
  /** Its baseline. */
  y: number;
  /** Font size (the largest on the line). */
  size: number;
}

/** A list item's marker at a line's start: a bullet, a dash or star with a space, "1." or "1)". */
const LIST_MARKER = /^(?:[•▪◦‣●○■□➢►✓✔]|[-*+] |\d{1,3}[.)]\s)/;
/** A page number alone: "7", "Page 7", "7 of 20", "7 / 20", "- 7 -". */
const PAGE_NUMBER = /^[-–—\s]*(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?[-–—\s]*$/i;
/** Past this many lines on a page, its column is taken as the page's width (the per-line look is quadratic). */
const COLUMN_LOOK_MAX = 400;

/** The left and right ends of the column each line stands in: of the lines whose text spans overlap it. */
function columnsOf(lines: readonly TextLine[]): { left: number; right: number }[] {
  if (lines.length > COLUMN_LOOK_MAX) {
    const left = Math.min(...lines.map((l) => l.x0));
    const right = Math.max(...lines.map((l) => l.x1));
    return lines.map(() => ({ left, right }));
  }
  return lines.map((line) => {
    let left = line.x0;
    let right = line.x1;
    for (const other of lines) {
      if (other.x0 < line.x1 && line.x0 < other.x1) {
        left = Math.min(left, other.x0);
        right = Math.max(right, other.x1);
      }
    }
    return { left, right };
  });
}

/**
 * The page's usual distance between two lines of one paragraph, as a share of the font size: the
 * smallest distance (to a twentieth of the size) between lines of one size that comes at least twice.
 * A paragraph's lines are the closest; a page of list items or code spaced wider must not hide a
 * paragraph's space.
 */
function pitchOf(lines: readonly TextLine[]): number | null {
  const seen = new Map<number, number>();
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1] as TextLine;
    const b = lines[i] as TextLine;
    const gap = a.y - b.y;
    if (gap > 0 && gap < 3 * a.size && Math.abs(a.size - b.size) <= 0.15 * a.size) {
      const share = Math.round((gap / a.size) * 20) / 20;
      seen.set(share, (seen.get(share) ?? 0) + 1);
    }
  }
  const common = [...seen].filter(([, n]) => n >= 2).map(([share]) => share);
  return common.length > 0 ? Math.min(...common) : null;
}

/** The width the first word of a line takes, from its share of the line's characters. */
function firstWordWidth(line: TextLine): number {
  const text = line.text.trim();
  const word = text.split(/\s/, 1)[0] ?? '';
  return text.length > 0 ? ((line.x1 - line.x0) * word.length) / text.length : 0;
}

const startsLower = (text: string) => /^\p{Ll}/u.test(text.trimStart());
const endsInHyphen = (text: string) => /\p{L}[-\u2010\u00ad]$/u.test(text.trimEnd());

/**
 * A line's opening number and what follows it: the number ("2", "1.5", "7,000", "10:30", "24/7",
 * "30-minute", "2nd", "20%"), the stops or brackets right after it, and the next word's first character.
 */
const NUMBER_START = /^(\d+(?:[.,:/]\d+)*(?:[-\u2010\u2013]\p{L}+)*\p{Ll}{0,3}%?)([.,;:!?)\]"'\u2019\u201d]*)(?:\s+(\S)|$)/u;

/**
 * Whether `b`, starting with a number, goes on with the sentence `a` ends in: `a` ends no sentence (nor
 * a lead-in to a list, ":" or ";"), and the number is not a list item's marker nor a numbered heading's
 * — it is followed by a lower-case word ("2 cups"), a figure or dash ("10 – 15 minutes"), a stop or a
 * comma ("2026, and", "2026. Then"), or nothing (the line's end).
 */
function numberGoesOn(a: string, b: string): boolean {
  const text = b.trimStart();
  const match = NUMBER_START.exec(text);
  if (!match || LIST_MARKER.test(text) || endsSentence(a) || /[:;]$/.test(a.trimEnd())) return false;
  const [, , after, next] = match;
  return next === undefined || after !== '' || /[\p{Ll}\d(\u2013\u2014-]/u.test(next);
}

/**
 * Whether `a` ended before its column's right end by more than `b`'s first word would have taken: the
 * line was ended on purpose (a paragraph's last line, a heading), not because the page was full.
 */
function endedEarly(a: TextLine, right: number, b: TextLine): boolean {
  const slack = right - a.x1;
  return slack > firstWordWidth(b) + 0.8 * a.size;
}

/** Whether `b` goes on with the paragraph that `a` (in its column `column`) is in, on one page (`pitch`: see pitchOf, null when unknown). */
function continues(a: TextLine, b: TextLine, column: { left: number; right: number }, pitch: number | null): boolean {
  const size = Math.max(a.size, b.size);
  if (b.y > a.y + 0.5 * size) return false;
  if (Math.abs(a.size - b.size) > 0.15 * size) return false;
  if (pitch !== null && a.y - b.y > pitch * a.size * 1.15 + 0.5) return false;
  if (LIST_MARKER.test(b.text.trimStart())) return false;
  if (endsInHyphen(a.text) || startsLower(b.text) || numberGoesOn(a.text, b.text)) return true;
  if (endsSentence(a.text) && b.x0 > a.x0 + 0.8 * size && a.x0 - column.left < 0.5 * size) return false;
  return !endedEarly(a, column.right, b);
}

/** A page as paragraphs, and what its first and last lines need for a sentence carried across pages. */
interface PageParagraphs {
  paragraphs: string[];
  first: TextLine | null;
  last: TextLine | null;
  lastRight: number;
  /** Lines on the page: with fewer than COLUMN_LINES_MIN its column's width is not known. */
  lines: number;
}

/** A page's column is measured from at least this many lines (a page of one line is as wide as that line). */
const COLUMN_LINES_MIN = 3;

function paragraphsOf(lines: readonly TextLine[], hyphens: HyphenRule): PageParagraphs {
  const columns = columnsOf(lines);
  const pitch = pitchOf(lines);
  const paragraphs: string[] = [];
  let current = '';
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    if (before && continues(before, line, columns[i - 1] as { left: number; right: number }, pitch)) current = joinLines(current, line.text, hyphens);
    else {
      if (current) paragraphs.push(current);
      current = line.text.trim();
    }
  });
  if (current) paragraphs.push(current);
  return {
    paragraphs: paragraphs.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean),
    first: lines[0] ?? null,
    last: lines.at(-1) ?? null,
    lastRight: columns.at(-1)?.right ?? 0,
    lines: lines.length,
  };
}

/** The signature of a running head or foot: its text with its numbers as "#". */
const furnitureKey = (text: string) => text.trim().toLowerCase().replace(/\d+/g, '#');

/** The lines of each page without its furniture: page numbers alone, and running heads and feet (see the top). */
export function withoutFurniture(pages: readonly (readonly TextLine[])[]): TextLine[][] {
  const ends = pages.map((lines) => {
    if (lines.length < 2) return { top: null, bottom: null };
    let top = lines[0] as TextLine;
    let bottom = lines[0] as TextLine;
    for (const line of lines) {
      if (line.y > top.y) top = line;
      if (line.y < bottom.y) bottom = line;
    }
    return { top, bottom };
  });
  const counts = new Map<string, number>();
  for (const { top, bottom } of ends) {
    for (const [where, line] of [['top', top] as const, ['bottom', bottom] as const]) {
      if (line) counts.set(`${where}:${furnitureKey(line.text)}`, (counts.get(`${where}:${furnitureKey(line.text)}`) ?? 0) + 1);
    }
  }
  const withEnds = ends.filter((e) => e.top).length;
  const repeated = (where: string, line: TextLine | null) => {
    const n = line ? (counts.get(`${where}:${furnitureKey(line.text)}`) ?? 0) : 0;
    return n >= 2 && n * 2 >= withEnds;
  };
  return pages.map((lines, i) => {
    const { top, bottom } = ends[i] as { top: TextLine | null; bottom: TextLine | null };
    const furniture = new Set<TextLine>();
    for (const [where, line] of [['top', top] as const, ['bottom', bottom] as const]) {
      if (line && (PAGE_NUMBER.test(line.text) || repeated(where, line))) furniture.add(line);
    }
    return lines.filter((line) => !furniture.has(line));
  });
}

/** The pages as prose (reflowDocument), and of each page's text how many characters at its end are the next page's. */
export interface ReflowedPages {
  pages: string[];
  /**
   * Characters at the end of each page's text that were printed on the next page: the rest of a sentence
   * that runs onto it (0: none). A passage that holds them is on both pages ("pp. 1–2").
   */
  carried: number[];
}

/** The pages' prose only (see reflowDocument). */
export function reflowPages(pages: readonly (readonly TextLine[])[], hyphens: HyphenRule = keepHyphen): string[] {
  return reflowDocument(pages, hyphens).pages;
}

/**
 * The pages' lines (in the order the PDF gives them) as each page's prose: paragraphs, one line each,
 * apart by a blank line; furniture left out; a sentence cut by a page break on the page it starts on,
 * with how much of it the next page printed.
 */
export function reflowDocument(pages: readonly (readonly TextLine[])[], hyphens: HyphenRule = keepHyphen): ReflowedPages {
  const read = withoutFurniture(pages).map((lines) => paragraphsOf(lines, hyphens));
  const carried = read.map(() => 0);
  for (let i = 0; i + 1 < read.length; i++) {
    const page = read[i] as PageParagraphs;
    const next = read[i + 1] as PageParagraphs;
    const last = page.paragraphs.at(-1);
    const opening = next.paragraphs[0];
    if (last === undefined || opening === undefined || !page.last || !next.first || endsSentence(last)) continue;
    const a = page.last;
    const b = next.first;
    if (Math.abs(a.size - b.size) > 0.15 * Math.max(a.size, b.size) || LIST_MARKER.test(b.text.trimStart())) continue;
    // A capital after a full line goes on with the sentence only where the page shows how wide a full line is.
    if (!endsInHyphen(a.text) && !startsLower(b.text) && !numberGoesOn(last, b.text) && (page.lines < COLUMN_LINES_MIN || endedEarly(a, page.lastRight, b))) continue;
    // The next page's words up to the end of this sentence come here; that page starts with its next one.
    const end = sentenceEnds(opening)[0] ?? opening.length;
    const joined = joinLines(last, opening.slice(0, end), hyphens);
    page.paragraphs[page.paragraphs.length - 1] = joined;
    // What the next page printed: past what this page's text and the joined one share ("nego-" + "tiation" is "nego|tiation").
    let same = 0;
    while (same < last.length && last[same] === joined[same]) same++;
    carried[i] = joined.length - same;
    const rest = opening.slice(end).trim();
    if (rest) next.paragraphs[0] = rest;
    else next.paragraphs.shift();
  }
  return { pages: read.map((page) => page.paragraphs.join('\n\n')), carried };
}
