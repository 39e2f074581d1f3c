/**
 * Every user-facing text of the product: toasts, validation messages and the `message` of every API
 * error. Each feature keeps its texts in its own messages.ts; they are merged here, the one place the
 * app reads them from. Texts follow the specification (obvious misspellings fixed).
 */
import { authMessages } from '../auth/messages.ts';
import { platformMessages } from '../http/messages.ts';
import { aiMessages } from '../ai/messages.ts';
import { onboardingMessages } from '../onboarding/messages.ts';
import { plansMessages } from '../plans/messages.ts';
import { notesMessages } from '../notes/messages.ts';
import { referralMessages } from '../referral/messages.ts';
import { profileMessages } from '../profile/messages.ts';
import { sharedMessages } from '../app/messages.ts';
import { moodMessages } from '../mood/messages.ts';
import { brandVoiceMessages } from '../brand-voice/messages.ts';
import { routinesMessages } from '../routines/messages.ts';
import { remindersMessages } from '../reminders/messages.ts';
import { mealsMessages } from '../meals/messages.ts';
import { coachProfilesMessages } from '../coach-profiles/messages.ts';
import { bookingsMessages } from '../bookings/messages.ts';
import { payoutsMessages } from '../payouts/messages.ts';
import { coachChatMessages } from '../coach-chat/messages.ts';
import { coursesMessages } from '../courses/messages.ts';
import { communityMessages } from '../community/messages.ts';
import { insightsMessages } from '../insights/messages.ts';

/** Parts of the catalogue, one per feature (a key defined in two parts is a test failure); a new feature adds one line. */
export const catalogueParts = [
  authMessages,
  platformMessages,
  aiMessages,
  onboardingMessages,
  plansMessages,
  notesMessages,
  referralMessages,
  profileMessages,
  sharedMessages,
  moodMessages,
  brandVoiceMessages,
  routinesMessages,
  remindersMessages,
  mealsMessages,
  coachProfilesMessages,
  bookingsMessages,
  payoutsMessages,
  coachChatMessages,
  coursesMessages,
  communityMessages,
  insightsMessages,
] as const;

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
