import type { WordChoice } from '@iyl/core/brand-voice/constants';

// ---------------------------------------------------------------------------------------------
// Phrase banks (openings.ts, body.ts, closings.ts, tone.ts and the puns in domains.ts). Templates are
// written in full ("we are", "do not") and in the plural voice; the tone adds contractions and the
// voice turns "we" into "I". Placeholders: {S} subject, {C} core, {N} the news line ({Q} the
// customer's own sentence, or a frame around {S}), {P} a pun, {W}/{L} place, {D}/{B} day; a trailing
// ^ is the form that starts a sentence or follows a colon.
//
// Honesty: the writer knows only what the customer wrote. A line here may carry feeling ("we are
// delighted"), an invitation ("get in touch", "pass it on") or a joke about the note itself, but never
// a fact about the customer's business: no research, tests, feedback, team, experience, prices, terms,
// delivery, support, response times, promises or numbers. The customer's own details fill the rest.
// offline.test.ts holds the list of what must never appear.
// ---------------------------------------------------------------------------------------------

/** A bank's variants for each word choice; one is picked by the description's hash. */
export type ByChoice = Record<WordChoice, readonly string[]>;
