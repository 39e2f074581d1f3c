/**
 * Brand voice's option lists (spec part 2 §3), without zod, so screens can import them cheaply.
 */
export const personalities = ['friendly', 'professional', 'witty', 'innovative'] as const;
export const tones = ['formal', 'semi-formal', 'conversational', 'playful'] as const;
export const wordChoices = ['simple', 'technical', 'balanced'] as const;
export const lengths = ['short', 'detailed'] as const;

export type Personality = (typeof personalities)[number];
export type Tone = (typeof tones)[number];
export type WordChoice = (typeof wordChoices)[number];
export type Length = (typeof lengths)[number];

export interface BrandChoices {
  personality: Personality;
  tone: Tone;
  wordChoice: WordChoice;
  length: Length;
  /** What the piece is about, in the customer's words. */
  description: string;
}

/** The description box's limit (characters). */
export const BRAND_DESCRIPTION_MAX = 2000;
/** Generated pieces kept per page of the history list. */
export const BRAND_HISTORY_PAGE_SIZE = 20;
