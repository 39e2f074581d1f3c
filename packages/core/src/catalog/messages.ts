/**
 * Every user-facing text of the product: toasts, validation messages and the `message` of every API
 * error. Each feature keeps its texts in its own messages.ts; they are merged here, the one place the
 * app reads them from. Texts follow the specification (obvious misspellings fixed). The parts are found
 * in the folders (parts.generated.ts, written by `npm run gen:features`): a new feature's messages.ts
 * needs no line here, and no feature imports this catalogue (each imports its own messages.ts).
 */
import { catalogueParts } from './parts.generated.ts';

/** One object type with every part's keys and their own texts (each part stays a literal type). */
type Merged<Parts> = (Parts extends unknown ? (part: Parts) => void : never) extends (all: infer All) => void ? { readonly [K in keyof All]: All[K] } : never;

export const messages: Merged<(typeof catalogueParts)[number]> = Object.assign({}, ...catalogueParts);

export type MessageKey = keyof typeof messages;
export type Message = (typeof messages)[MessageKey];

/** Machine-readable error codes carried in `{ error: { code, message } }`. */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF',
  'NOT_FOUND',
  'CONFLICT',
  'LOGIN_FAILED',
  'CODE_INVALID',
  'SIGN_IN_AGAIN',
  'EMAIL_NOT_FOUND',
  'MAIL_FAILED',
  'AI_FAILED',
  'AI_PARSE',
  'NO_SURVEY',
  'PLAN_FAILED',
  'RATE_LIMITED',
  'BUSY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
