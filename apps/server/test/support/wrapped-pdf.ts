import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/*
 * A PDF set as a word processor sets a book: paragraphs wrapped into lines of a column's width (a word
 * that does not fit goes to the next line, or is broken at a hyphen or a soft hyphen, U+00AD, where
 * its first part and a hyphen fit), headings in a larger bold font, a space after each paragraph (or none), pages
 * filled to a number of lines and then the next one, a running head and a page number on every page.
 */

export interface Block {
  /** A heading's text (one line), or a paragraph's. */
  heading?: string;
  text?: string;
}

export interface WrappedPdf {
  bytes: Buffer;
  /** The lines printed on each page (running head and page number left out), as printed: a broken word ends in "-". */
  pages: string[][];
}

const SIZE = 11;
const HEADING_SIZE = 15;
const LEADING = 15;
const PARAGRAPH_SPACE = 9;
const LEFT = 72;
const TOP = 760;

/** A paragraph's words as lines no wider than `width`, broken at spaces, hyphens and soft hyphens. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const shown = (word: string) => word.replaceAll('\u00ad', '');
  const lines: string[] = [];
  let line = '';
  let words = text.split(' ');
  while (words.length > 0) {
    const word = words[0] as string;
    const candidate = line ? `${line} ${shown(word)}` : shown(word);
    if (fits(candidate)) {
      line = candidate;
      words = words.slice(1);
      continue;
    }
    // The longest first part that fits, ending at a hyphen (kept) or a soft hyphen (shown as one).
    let broken = false;
    for (let at = word.length - 1; at > 0 && !broken; at--) {
      const ch = word[at];
      if (ch !== '-' && ch !== '\u00ad') continue;
      const head = `${shown(word.slice(0, at))}-`;
      if (fits(line ? `${line} ${head}` : head)) {
        lines.push(line ? `${line} ${head}` : head);
        line = '';
        words = [word.slice(at + 1), ...words.slice(1)];
        broken = true;
      }
    }
    if (broken) continue;
    if (!line) throw new Error(`"${word}" does not fit the column`);
    lines.push(line);
    line = '';
  }
  if (line) lines.push(line);
  return lines;
}

export async function makeWrappedPdf(
  blocks: readonly Block[],
  options: { width?: number; linesPerPage?: number; runningHead?: string; paragraphSpace?: number } = {},
): Promise<WrappedPdf> {
  const width = options.width ?? 300;
  const linesPerPage = options.linesPerPage ?? 40;
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const pages: string[][] = [];
  let page = pdf.addPage([595, 842]);
  let y = TOP;
  let used = 0;
  const nextPage = () => {
    page = pdf.addPage([595, 842]);
    y = TOP;
    used = 0;
  };
  const draw = (line: string, heading: boolean) => {
    if (used >= linesPerPage) nextPage();
    if (used === 0) pages.push([]);
    page.drawText(line, { x: LEFT, y, size: heading ? HEADING_SIZE : SIZE, font: heading ? bold : font });
    pages.at(-1)?.push(line);
    y -= heading ? HEADING_SIZE + 6 : LEADING;
    used++;
  };
  for (const block of blocks) {
    if (block.heading) draw(block.heading, true);
    for (const line of block.text ? wrap(block.text, font, SIZE, width) : []) draw(line, false);
    y -= options.paragraphSpace ?? PARAGRAPH_SPACE;
  }
  pdf.getPages().forEach((p, i) => {
    if (options.runningHead) p.drawText(options.runningHead, { x: LEFT, y: 800, size: 9, font });
    p.drawText(String(i + 1), { x: 297, y: 40, size: 9, font });
  });
  return { bytes: Buffer.from(await pdf.save()), pages };
}

/**
 * A coach's guide set so that every way a PDF breaks a sentence occurs (makeWrappedPdf with
 * MONEY_TALKS_LAYOUT): a sentence's last word alone on a line ("household."), a word broken at a soft
 * hyphen ("contri-" "bution"), compounds broken at their hyphen ("self-" "care", "well-" "being", the
 * latter written whole elsewhere), "e.g." before a capital at a line's end, headings, and a sentence that
 * runs from page 1 onto page 2, under a running head and above a page number.
 */
export const MONEY_TALKS: readonly Block[] = [
  { heading: 'Money talks for couples' },
  { text: 'Couples who split household costs fairly argue less about money. Each partner makes a fair contribution to the household.' },
  { text: 'Talk about money once a week, e.g. on Sunday evening, when neither of you is tired. Dr. Lee suggests a short list of three things to discuss. A weekly check-in keeps small worries from growing.' },
  { heading: 'Looking after yourself' },
  { text: 'Your well-being matters as much as the budget. Make room for some self-care: a walk, a call with a friend, or an early night.' },
  { text: 'A calm partner makes a better contri\u00adbution to any conversation about money, and a rested one listens better.' },
  { text: 'Small shared rituals protect the relationship and the emotional well-being of you both.' },
  {
    text: 'When a conversation about money turns into a fight, stop and agree on a time to come back to it, then take a break for at least twenty minutes before you try again together, because tired people rarely find a fair answer.',
  },
  { text: 'Thank each other for the effort. Money is a shared project, not a contest.' },
];
export const MONEY_TALKS_LAYOUT = { width: 172, linesPerPage: 24, runningHead: 'Money Talks — a guide for couples' } as const;

/** Its two pages as prose: what reading it should store. */
export const MONEY_TALKS_PROSE = [
  [
    'Money talks for couples',
    'Couples who split household costs fairly argue less about money. Each partner makes a fair contribution to the household.',
    'Talk about money once a week, e.g. on Sunday evening, when neither of you is tired. Dr. Lee suggests a short list of three things to discuss. A weekly check-in keeps small worries from growing.',
    'Looking after yourself',
    'Your well-being matters as much as the budget. Make room for some self-care: a walk, a call with a friend, or an early night.',
    'A calm partner makes a better contribution to any conversation about money, and a rested one listens better.',
    'Small shared rituals protect the relationship and the emotional well-being of you both.',
    'When a conversation about money turns into a fight, stop and agree on a time to come back to it, then take a break for at least twenty minutes before you try again together, because tired people rarely find a fair answer.',
  ].join('\n\n'),
  'Thank each other for the effort. Money is a shared project, not a contest.',
] as const;
