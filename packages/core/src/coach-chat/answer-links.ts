import { INTERNATIONAL_DIRECTORY } from '../care/resources.ts';
import { neutraliseLinks } from '../text/markdown.ts';
import { parseUrl } from '../text/url.ts';

/*
 * Where a link in a coach's answer may go (issue 46, M4). An answer is written from passages nobody
 * vetted (a coach's PDF) and by a model that may follow what they say, so a link in it could carry the
 * customer's data anywhere. It may go only to the product's own pages, to the care directory the product
 * itself names, or to an address the customer wrote in their question; any other is shown as text. The
 * server applies this to every answer it keeps, and the web app renders answers by the same rule.
 */

/** What an answer's links are checked against. */
export interface AnswerLinkContext {
  /** The question the answer is for (the customer's own words). */
  question: string;
  /** The app's own origin, e.g. "https://app.example" (its pages). */
  appOrigin: string;
}

/** An address compared as the browser would open it, a trailing slash aside. */
function comparable(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  return parsed.href.replace(/\/$/, '');
}

/** The web addresses written in a text, as compared (a sentence's full stop or bracket after one is not part of it). */
function addressesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.slice(0, 8_000).matchAll(/\bhttps?:\/\/[^\s<>"'`]{1,2000}/gi)) {
    const address = comparable(match[0].replace(/[.,;:!?)\]}]+$/, ''));
    if (address) found.add(address);
  }
  return found;
}

/** Whether a link in an answer to `context.question` may go to `url`. */
export function answerLinkAllowed(context: AnswerLinkContext): (url: string) => boolean {
  const origin = parseUrl(context.appOrigin);
  const own = origin ? `${origin.protocol}//${origin.host}` : null;
  const product = comparable(INTERNATIONAL_DIRECTORY.url);
  const asked = addressesIn(context.question);
  return (url) => {
    const address = comparable(url);
    if (!address) return false;
    const parsed = parseUrl(address);
    if (own && parsed && !parsed.username && !parsed.password && `${parsed.protocol}//${parsed.host}` === own) return true;
    return address === product || asked.has(address);
  };
}

/** An answer with every link that may not be followed shown as text (see answerLinkAllowed). */
export function answerWithSafeLinks(answer: string, context: AnswerLinkContext): string {
  return neutraliseLinks(answer, answerLinkAllowed(context));
}
