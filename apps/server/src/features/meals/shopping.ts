/**
 * The week's shopping list: each food's grams summed over the meals, by aisle in the order a shop is
 * walked. An aisle is named after what is on the customer's list, never after what they avoid: a
 * nut-free week buys its chia seeds under "Seeds", not "Nuts & seeds".
 */
import type { ShoppingList } from '@iyl/core/meals/contract';
import { type Food, food, foodGroups } from './foods.ts';
import type { Portion } from './rules.ts';

type FoodGroup = (typeof foodGroups)[number];

/** The parts of an aisle, each named for the foods it holds; an aisle's name joins the parts on the list. */
const aisleParts: Record<FoodGroup, readonly { name: string; holds: (f: Food) => boolean }[]> = {
  Produce: [{ name: 'produce', holds: () => true }],
  'Meat & fish': [
    { name: 'meat', holds: (f) => f.tags.has('meat') },
    { name: 'fish', holds: (f) => f.tags.has('fish') },
    { name: 'seafood', holds: (f) => f.tags.has('shellfish') },
  ],
  'Dairy & eggs': [
    { name: 'dairy', holds: (f) => f.tags.has('dairy') },
    { name: 'eggs', holds: (f) => f.tags.has('egg') },
    // Rice milk stands in for milk on a dairy-free list.
    { name: 'plant milk', holds: (f) => !f.tags.has('dairy') && !f.tags.has('egg') },
  ],
  'Legumes & soy': [
    { name: 'legumes', holds: (f) => !f.tags.has('soy') },
    { name: 'soy', holds: (f) => f.tags.has('soy') },
  ],
  'Grains & bread': [
    // Gluten-free corn tortillas and rice cakes are grains here, so a gluten-free list never reads "bread".
    { name: 'grains', holds: (f) => !isWheatBread(f) },
    { name: 'bread', holds: isWheatBread },
  ],
  'Nuts & seeds': [
    { name: 'nuts', holds: (f) => f.tags.has('nuts') },
    { name: 'seeds', holds: (f) => !f.tags.has('nuts') },
  ],
  Pantry: [{ name: 'pantry', holds: () => true }],
};

function isWheatBread(f: Food): boolean {
  return f.tags.has('gluten') && /\b(?:bread|pitta|tortilla)\b/i.test(f.name);
}

/** "Seeds", "Eggs & plant milk", "Meat, fish & seafood": the parts of the aisle that the foods fill. */
export function aisleName(group: FoodGroup, foodIds: readonly string[]): string {
  const filled = aisleParts[group].filter((part) => foodIds.some((id) => part.holds(food(id)))).map((part) => part.name);
  const words = filled.length > 1 ? `${filled.slice(0, -1).join(', ')} & ${filled.at(-1)}` : (filled[0] ?? '');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "1.2 kg", "350 g", "≈ 3 (150 g)" */
export function amountText(foodId: string, grams: number): string {
  const f = food(foodId);
  const weight = grams >= 1000 ? `${(grams / 1000).toFixed(grams >= 10_000 ? 0 : 1)} kg` : `${Math.round(grams)} g`;
  if (f.piece) return `≈ ${Math.max(1, Math.round(grams / f.piece))} (${weight})`;
  return weight;
}

/** The week's meals as a shopping list: each food once with its grams and how many meals use it, by aisle. */
export function shoppingGroups(meals: readonly { ingredients: readonly Portion[] }[]): ShoppingList['groups'] {
  const totals = new Map<string, { grams: number; meals: number }>();
  for (const meal of meals) {
    for (const { foodId, grams } of meal.ingredients) {
      const t = totals.get(foodId) ?? { grams: 0, meals: 0 };
      t.grams += grams;
      t.meals += 1;
      totals.set(foodId, t);
    }
  }
  const items = [...totals].map(([foodId, t]) => ({ foodId, name: food(foodId).name, grams: t.grams, amount: amountText(foodId, t.grams), meals: t.meals }));
  return foodGroups
    .map((group) => {
      const inGroup = items.filter((i) => food(i.foodId).group === group).sort((a, b) => a.name.localeCompare(b.name));
      return { group: aisleName(group, inGroup.map((i) => i.foodId)), items: inGroup };
    })
    .filter((g) => g.items.length > 0);
}
