/** Errors any endpoint may answer: access, limits, malformed or unstorable input, load shedding. Merged into the one catalogue in catalog/messages.ts. */
export const platformMessages = {
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
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
  streamLimit: 'You have asked for answers and live updates very often. Please wait a minute and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  network: 'Cannot Connect to Host Algorithm!',
  networkHint: 'Contact Admin for Support!',
} as const;
