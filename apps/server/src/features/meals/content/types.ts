/**
 * The built-in coach's recipe library: the parts its dishes are put together from. A dish is a
 * format (a bowl, a traybake, a porridge …) filled with parts that suit it: a protein, a flavour, a
 * base and vegetables for lunch and dinner (dishes.ts); a grain, a milk, fruit and a topping for
 * breakfast (breakfast.ts). Every part is a list of foods of the food table with amounts for one
 * serving, so the server computes the nutrition and checks the diet and allergy rules on the real
 * ingredients; substitutes.ts says what stands in for a food a customer may not have.
 */
import type { Preference } from '@iyl/core/meals/constants';
import type { Portion } from '../rules.ts';

export type Format = 'bowl' | 'salad' | 'wrap' | 'stew' | 'traybake' | 'stir-fry' | 'curry' | 'pasta' | 'plate';
export type ProteinKind = 'poultry' | 'red' | 'fish' | 'shellfish' | 'soy' | 'legume' | 'egg' | 'veg';

/** A part of a dish: its name in the dish's title, its foods for one serving, and how it is cooked. */
export interface Part {
  id: string;
  name: string;
  foods: readonly Portion[];
  step: string;
  minutes: number;
}

export interface Protein extends Part {
  kind: ProteinKind;
  formats: readonly Format[];
}
export interface Style extends Part {
  formats: readonly Format[];
  prefs: readonly Preference[];
  /** Protein kinds it does not suit (teriyaki lentils are not a dish). */
  not?: readonly ProteinKind[];
}
export interface Base extends Part {
  formats: readonly Format[];
}
export interface Veg extends Part {
  /** Good raw, in a salad or a wrap. */
  raw: boolean;
  /** Good cooked (cucumber and radishes are not). */
  cooked: boolean;
}

export type BreakfastFormat = 'porridge' | 'chia' | 'yogurt' | 'eggs' | 'tofu-scramble' | 'chickpea-pancakes' | 'toast' | 'smoothie' | 'pancakes' | 'hash';

/** A food of the food table and its amount for one serving. */
export const portion = (foodId: string, grams: number): Portion => ({ foodId, grams });
