import { type FoodRow, foodData } from './foods.data.ts';

/** The tags the diet and allergy rules read (see scripts/foods/food-list.mjs). */
export const foodTags = [
  'meat',
  'red-meat',
  'processed-meat',
  'poultry',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'honey',
  'nuts',
  'gluten',
  'soy',
  'grain',
  'legume',
  'added-sugar',
  'processed',
] as const;
export type FoodTag = (typeof foodTags)[number];

export interface Food extends Omit<FoodRow, 'tags'> {
  tags: ReadonlySet<FoodTag>;
}

/** The food-composition table the meal plans are computed from (USDA SR24, per 100 g). */
export const foods: ReadonlyMap<string, Food> = new Map(
  foodData.map((row) => [row.id, { ...row, tags: new Set(row.tags.filter((t): t is FoodTag => (foodTags as readonly string[]).includes(t))) }]),
);

export function food(id: string): Food {
  const found = foods.get(id);
  if (!found) throw new Error(`unknown food ${id}`);
  return found;
}

/** The shopping list's aisles, in the order a shop is walked. */
export const foodGroups = ['Produce', 'Meat & fish', 'Dairy & eggs', 'Legumes & soy', 'Grains & bread', 'Nuts & seeds', 'Pantry'] as const;
