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
    // The marker is Markdown as the server keeps it (its title escaped there): its own brackets escaped
    // here, the title inside them as it is, so it reads as the coach wrote it and cannot open a link.
    out = out.split(citation.marker).join(`[\\[${citation.marker.slice(1, -1)}\\]](#cite-${index})`);
  });
  return out;
}

/** The page where a customer books a session with a coach (the chat's own Book a Session button goes there too). */
export const BOOKING_PAGE = '/Coaching';

/**
 * The booking page named in an answer ("a human coach can also help (Book a Session)", "use Book a
 * Session") as a link to it on the app's own origin, which the answer-link rule lets through. A name
 * already in a link's text is left as it is.
 */
export function linkBookingPage(text: string, appOrigin: string): string {
  if (!appOrigin) return text;
  return text.replace(/(?<![[\w])Book a Session(?![\w\]])/g, `[Book a Session](${appOrigin}${BOOKING_PAGE})`);
}
