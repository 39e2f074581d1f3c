import type { ChatCitation } from '@iyl/core/coach-chat/contract';

/** Our own anchor for a checked citation: #cite-N, N its place in the answer's citations. */
export const CITE = /^#cite-(\d{1,3})$/;

/** Only web links, and our own citation anchors, keep their address; anything else is shown as its words. */
export function safeUrl(url: string): string {
  return /^https?:\/\//i.test(url) || CITE.test(url) ? url : '';
}

/** The answer with each checked citation's marker made a Markdown link to its passage (#cite-N). */
export function linkCitations(text: string, citations: readonly ChatCitation[]): string {
  let out = text;
  citations.forEach((citation, index) => {
    const escaped = citation.marker.replace(/[[\]\\]/g, (c) => `\\${c}`);
    out = out.split(citation.marker).join(`[${escaped}](#cite-${index})`);
  });
  return out;
}
