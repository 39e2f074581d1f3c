import { proseLines } from '../text/markdown.ts';

/*
 * A citation as it reads wherever the customer meets it: in the answer ("[Sleep guide, p. 3]"), in its
 * popover ("Sleep guide, page 3"), and in a chat taken away (its sources). A passage of a coach's PDF has
 * the page it is on, or the pages it runs over when a sentence of it goes on onto the next page
 * ("pp. 1–2", "pages 1–2"); a passage of the built-in library has none.
 */

/** The pages a passage is on: its first, and its last when that is another (a sentence running onto the next page). */
export interface CitedPages {
  page: number | null;
  /** The last page, when past the first; none or null: the first page only. */
  pageEnd?: number | null;
}

const lastPage = ({ page, pageEnd }: CitedPages) => (page != null && pageEnd != null && pageEnd > page ? pageEnd : null);

/** The pages as a citation marks them after its title: ", p. 3", ", pp. 1–2"; "" for a source without pages. */
export function citedPages(at: CitedPages): string {
  if (at.page == null) return '';
  const end = lastPage(at);
  return end === null ? `, p. ${at.page}` : `, pp. ${at.page}–${end}`;
}

/** The pages in words, as the popover and a chat's sources name them: "page 3", "pages 1–2"; "" for a source without pages. */
export function pagesInWords(at: CitedPages): string {
  if (at.page == null) return '';
  const end = lastPage(at);
  return end === null ? `page ${at.page}` : `pages ${at.page}–${end}`;
}

/**
 * A citation's passage as its popover shows it: prose, paragraph by paragraph. The server stores a
 * coach's PDF as prose (paragraphs apart by a blank line); a quote kept from before has the PDF's line
 * breaks, joined here inside a sentence (a word a line's end broke at a hyphen keeps it, with no space:
 * "self-care"). A break after a sentence's end or before a list item stays inside its paragraph.
 */
export function quoteParagraphs(quote: string): string[] {
  return proseLines(quote)
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
