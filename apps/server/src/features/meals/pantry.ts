/**
 * The built-in coach's pantry: the parts of the recipe library a setup may have, ruled-out foods
 * swapped for stand-ins and the part's words reworded for them.
 */
import {
  boosters,
  breads,
  breakfastSides,
  breakfastToppings,
  breakfastVeg,
  eggStyles,
  flours,
  fruits,
  grains,
  hashBases,
  hashProteins,
  ketoMilk,
  milks,
  toasts,
  yogurts,
} from './content/breakfast.ts';
import { bases, proteins, stewLiquids, styles, toppings, vegetables } from './content/dishes.ts';
import { substitutes } from './content/substitutes.ts';
import type { Part } from './content/types.ts';
import { food } from './foods.ts';
import { escapeRegExp, forbiddenWords } from './forbidden-words.ts';
import { foodAllowed, type Portion, type RuleSetup } from './rules.ts';

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Rewrites whole words or phrases, keeping a capital first letter: ('Peanut butter on toast', peanut butter → tahini) → 'Tahini on toast'. */
export function reword(text: string, pairs: readonly (readonly [string, string])[]): string {
  let out = text;
  for (const [from, to] of pairs) {
    out = out.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(from)}(?!\\p{L})`, 'giu'), (found) => (found.charAt(0) !== found.charAt(0).toLowerCase() ? capitalise(to) : to));
  }
  return out;
}

/**
 * The parts of the library a setup may have, with ruled-out foods swapped for stand-ins where one fits
 * and the part's name and step reworded for the stand-in; a part whose words still name something the
 * setup rules out is left out.
 */
export function pantry(setup: RuleSetup) {
  const goalOut = setup.goal === 'diabetes-management' ? ['added-sugar'] : setup.goal === 'heart-health' ? ['processed-meat'] : [];
  const allowed = (foodId: string) => {
    const f = food(foodId);
    return foodAllowed(f, setup) && !goalOut.some((t) => f.tags.has(t as never));
  };
  const cache = new Map<Part, Part | null>();
  function resolve<T extends Part>(part: T): T | null {
    if (cache.has(part)) return cache.get(part) as T | null;
    const foods: Portion[] = [];
    let { name, step } = part;
    let ok = true;
    for (const portion of part.foods) {
      if (allowed(portion.foodId)) {
        foods.push(portion);
        continue;
      }
      const stand = substitutes[portion.foodId]?.find((s) => allowed(s.foodId));
      if (!stand) {
        ok = false;
        break;
      }
      foods.push({ foodId: stand.foodId, grams: Math.max(1, Math.round(portion.grams * stand.ratio)) });
      name = reword(name, stand.words);
      step = reword(step, stand.words);
    }
    // A placeholder ("{milk}") is filled in by another part, which is checked on its own.
    const said = `${name}\n${step.replace(/\{[a-z]+\}/g, '')}`;
    const resolved = ok && forbiddenWords(said, setup).length === 0 ? { ...part, name, step, foods } : null;
    cache.set(part, resolved);
    return resolved;
  }
  const all = <T extends Part>(parts: readonly T[]) => parts.map((x) => resolve(x)).filter((x): x is T => x !== null);
  return {
    proteins: all(proteins),
    styles: all(styles),
    bases: all(bases),
    vegetables: all(vegetables),
    stewLiquids: all(stewLiquids),
    toppings: all(toppings),
    grains: all(grains),
    milks: setup.diet === 'keto' ? all([ketoMilk]) : all(milks),
    fruits: all(fruits),
    breakfastToppings: all(breakfastToppings),
    yogurts: all(yogurts),
    eggStyles: all(eggStyles),
    breakfastVeg: all(breakfastVeg),
    breakfastSides: all(breakfastSides),
    toasts: all(toasts),
    breads: all(breads),
    boosters: all(boosters),
    flours: all(flours),
    hashProteins: all(hashProteins),
    hashBases: all(hashBases),
    binders: all<Part>([
      { id: 'egg', name: 'egg', foods: [{ foodId: 'egg', grams: 50 }], step: 'Whisk in the egg.', minutes: 1 },
      { id: 'banana', name: 'banana', foods: [{ foodId: 'banana', grams: 50 }], step: 'Mash in half a banana to bind the batter.', minutes: 1 },
      { id: 'flax', name: 'flax', foods: [{ foodId: 'flaxseed', grams: 10 }], step: 'Stir the flaxseed into 3 tablespoons of water, leave it for 5 minutes to thicken and whisk it in.', minutes: 6 },
    ]),
    chia: all<Part>([{ id: 'chia', name: 'chia', foods: [{ foodId: 'chia', grams: 30 }, { foodId: 'vanilla', grams: 2 }], step: '', minutes: 0 }]),
    tofu: all<Part>([{ id: 'tofu', name: 'tofu', foods: [{ foodId: 'tofu', grams: 150 }, { foodId: 'turmeric', grams: 1 }, { foodId: 'olive-oil', grams: 5 }], step: '', minutes: 0 }]),
    besan: all<Part>([{ id: 'besan', name: 'chickpea', foods: [{ foodId: 'chickpea-flour', grams: 60 }, { foodId: 'cumin', grams: 1 }, { foodId: 'olive-oil', grams: 5 }], step: '', minutes: 0 }]),
  };
}
export type Pantry = ReturnType<typeof pantry>;
