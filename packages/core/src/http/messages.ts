/** Errors any endpoint may answer: access, limits, malformed or unstorable input, load shedding. Merged into the one catalogue in catalog/messages.ts. */
export const platformMessages = {
  // Said with the real wait after it (withWait) wherever the wait is known, which is every limit of ours.
  tooManyAttempts: 'Too many attempts.',
  // A 429 whose wait is not known (none of ours): no wait is promised.
  tooManyRequests: 'Too many attempts. Please try again later.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have access to this area.',
  csrf: 'Your session needs a refresh. Please reload the page and try again.',
  notFound: 'The requested resource was not found.',
  badRequest: 'The request is not valid.',
  unsupportedText: 'Your text contains characters that cannot be saved (such as a null character or a broken emoji). Please remove them and try again.',
  badCursor: 'This list position is not valid any more. Please reload the list.',
  pageInvalid: 'This page of the list does not exist. Please go back to the first page.',
  pageSizeInvalid: 'This number of items per page is not offered. Please reload the list.',
  uploadIncomplete: 'The upload did not arrive complete. Please try again.',
  busy: 'IYL is very busy right now. Please try again in a moment.',
  writeLimit: 'You are making changes very quickly. Please wait a moment and try again.',
  // Live streams (a topic's conversation, a chat answer, a brand-voice piece): too many open at once, or opened too often.
  tooManyStreams: 'You have many conversations open. Please close some tabs and try again.',
  // Said by every stream endpoint alike (one allowance): a topic's updates, a chat answer, Brand Voice's Generate.
  // With the real wait after it (withWait).
  streamLimit: 'You have asked for answers and live updates very often.',
  internal: 'Something went wrong on our side. Please try again.',
  network: 'Cannot Connect to Host Algorithm!',
  networkHint: 'Contact Admin for Support!',
} as const;

/** A wait, as a customer reads it after "Please try again": "in a minute", "in 12 minutes", "in about an hour", "in about 3 hours". */
export function inTime(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'in a minute';
  if (minutes < 50) return `in ${minutes} minutes`;
  if (minutes <= 80) return 'in about an hour';
  return `in about ${Math.round(minutes / 60)} hours`;
}

/**
 * A limit's refusal with the real wait after it, from the limiter's reset time (Retry-After, in seconds):
 * "Too many attempts. Please try again in 12 minutes." Every limit says its wait so, never "a few minutes".
 */
export const withWait = (refusal: string, waitSeconds: number) => `${refusal} Please try again ${inTime(waitSeconds)}.`;
