/*
 * How /Insights writes its figures, on every card, table, chart, in the words and in the weekly e-mail
 * (issue 47: the same figure reads the same wherever it appears). The server writes the words with
 * these, so no screen has to mend them.
 */

/** A whole number with thousands separators: 1897 → "1,897". */
export function groupDigits(n: number): string {
  const [whole = '0', part] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${part ? `.${part}` : ''}`;
}

/** A percentage as the screens write it: "22%" (no space before the sign). */
export const percentText = (n: number) => `${groupDigits(n)}%`;

/** Calories: "1,897 kcal". */
export const kcalText = (n: number) => `${groupDigits(Math.round(n))} kcal`;

/** Grams: "85 g". */
export const gramsText = (n: number) => `${groupDigits(Math.round(n))} g`;

/** A rating out of 10: "6.5/10". */
export const ratingOutOfTen = (n: number) => `${n}/10`;

/**
 * A percentage written "22 %" (with any space before the sign) made "22%": for words written by the AI
 * or kept from before, so every text reads like the figures beside it.
 */
export const tightPercents = (text: string) => text.replace(/(\d)[ \u00A0\u202F]+%/g, '$1%');
