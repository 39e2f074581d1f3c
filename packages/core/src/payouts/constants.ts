export const PAYOUT_MIN_CENTS = 100;
export const PAYOUT_DESCRIPTION_MAX = 300;

export const TRANSACTIONS_PAGE_SIZE = 20;

/** The spec's payout reference prefix and request type; a completed session's credit is a 'session'. */
export const PAYOUT_PREFIX = 'BOOK-';
export const requestTypes = ['payout', 'session'] as const;
export type RequestType = (typeof requestTypes)[number];
