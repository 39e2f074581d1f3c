/**
 * The words a customer must not read in a meal (its name, comment, steps, ingredients and shopping
 * list) for each allergy and each diet. A customer follows the recipe, not the ingredient list: a
 * step that says "warm the peanut butter" is followed even when the ingredients swapped in tahini.
 * The food rules (rules.ts) decide what may be eaten by the foods' tags; these lists decide what may
 * be said, and a unit test holds the two together over the whole food table (a food is ruled out
 * exactly when its name holds one of these words; only the 'processed' tag, a matter of how a food
 * is made rather than what it is, has no words).
 *
 * A word matches as a whole word, singular or plural ("nut" finds "pine nuts" but not "butternut" or
 * "coconut"), never before "-free" ("nut-free", "wheat-free"), and not inside one of its `unless`
 * phrases ("milk" is not "coconut milk" for dairy; "butter" is not "peanut butter").
 */
import type { Diet, RealAllergy } from '@iyl/core/meals/constants';

export interface ForbiddenWord {
  word: string;
  unless?: readonly string[];
}

const w = (word: string, ...unless: string[]): ForbiddenWord => ({ word, unless });
const words = (...list: string[]) => list.map((word) => w(word));

const nutButters = ['peanut butter', 'almond butter', 'cashew butter', 'hazelnut butter', 'nut butter', 'seed butter', 'sunflower seed butter', 'cocoa butter', 'shea butter'];
const plantMilks = ['coconut milk', 'rice milk', 'soy milk', 'soya milk', 'oat milk', 'almond milk', 'cashew milk', 'hazelnut milk', 'hemp milk', 'pea milk', 'plant milk'];
const plantCreams = ['coconut cream', 'tofu cream', 'oat cream', 'soy cream', 'soya cream', 'cashew cream', 'plant cream'];
const plantYogurts = (word: string) => ['coconut', 'soy', 'soya', 'oat', 'almond', 'cashew', 'plant', 'vegan', 'dairy-free'].map((p) => `${p} ${word}`);
/** Vegetables cut and cooked like a steak. */
const vegSteaks = ['cauliflower steak', 'cabbage steak', 'mushroom steak', 'aubergine steak', 'celeriac steak'];

/**
 * Tree nuts and peanuts. Coconut is left out: the FDA no longer lists it as a tree nut (food allergen
 * guidance, edition 5, 2025). Granola is here because the food table's granola has nuts in it.
 */
export const nutWords: readonly ForbiddenWord[] = words(
  'nut', 'peanut', 'groundnut', 'almond', 'cashew', 'walnut', 'pecan', 'pistachio', 'hazelnut', 'filbert', 'macadamia', 'brazil nut', 'pine nut',
  'chestnut', 'nut butter', 'satay', 'pesto', 'praline', 'marzipan', 'nougat', 'frangipane', 'gianduja', 'nutella', 'granola',
);

export const soyWords: readonly ForbiddenWord[] = words('soy', 'soya', 'soybean', 'soy sauce', 'tofu', 'bean curd', 'tempeh', 'edamame', 'miso', 'tamari', 'shoyu', 'teriyaki', 'natto');

/** Wheat, barley, rye and what is made of them. Oats are here because the food table counts them as gluten (cross-contact). */
export const glutenWords: readonly ForbiddenWord[] = [
  ...words('wheat', 'wholewheat', 'wholemeal', 'barley', 'rye', 'spelt', 'farro', 'freekeh', 'kamut', 'semolina', 'durum', 'couscous', 'bulgur', 'bulghur', 'seitan', 'malt'),
  w('soy sauce', 'wheat-free soy sauce', 'gluten-free soy sauce'),
  w('pasta', 'gluten-free pasta', 'rice pasta', 'lentil pasta', 'chickpea pasta'),
  ...words('spaghetti', 'linguine', 'tagliatelle', 'penne', 'fusilli', 'macaroni', 'lasagne', 'lasagna', 'orzo', 'gnocchi', 'udon', 'ramen'),
  w('noodle', 'rice noodle', 'glass noodle'),
  w('bread', 'gluten-free bread'),
  ...words('breadcrumb', 'crouton', 'sourdough', 'pitta', 'pita', 'naan', 'chapati', 'bagel', 'brioche', 'croissant', 'cracker', 'biscuit', 'pastry', 'beer', 'granola', 'gluten'),
  w('flour', 'buckwheat flour', 'chickpea flour', 'gram flour', 'rice flour', 'almond flour', 'coconut flour', 'corn flour', 'tapioca flour', 'potato flour', 'gluten-free flour'),
  w('tortilla', 'corn tortilla'),
  w('oat', 'gluten-free oat'),
];

export const dairyWords: readonly ForbiddenWord[] = [
  w('milk', ...plantMilks),
  w('cheese', 'vegan cheese', 'plant cheese', 'cashew cheese'),
  w('cream', ...plantCreams),
  w('butter', ...nutButters),
  w('yogurt', ...plantYogurts('yogurt')),
  w('yoghurt', ...plantYogurts('yoghurt')),
  ...words('dairy', 'buttermilk', 'cheesy', 'parmesan', 'parmigiano', 'pecorino', 'feta', 'mozzarella', 'burrata', 'cheddar', 'ricotta', 'halloumi', 'paneer', 'mascarpone'),
  ...words('brie', 'camembert', 'gouda', 'gruyère', 'gruyere', 'emmental', 'crème fraîche', 'creme fraiche', 'ghee', 'whey', 'casein', 'kefir', 'quark', 'skyr', 'labneh'),
  ...words('custard', 'tzatziki', 'raita', 'béchamel', 'bechamel', 'pesto'),
];

export const eggWords: readonly ForbiddenWord[] = words('egg', 'omelette', 'omelet', 'frittata', 'shakshuka', 'mayonnaise', 'mayo', 'meringue', 'aioli', 'quiche', 'hollandaise', 'custard', 'carbonara', 'eggnog');

export const fishWords: readonly ForbiddenWord[] = words(
  'fish', 'fish sauce', 'seafood', 'salmon', 'cod', 'haddock', 'hake', 'pollock', 'plaice', 'halibut', 'trout', 'mackerel', 'tuna', 'sardine', 'anchovy', 'anchovies',
  'herring', 'kipper', 'sea bass', 'sea bream', 'tilapia', 'catfish', 'monkfish', 'swordfish', 'snapper', 'caviar', 'roe', 'eel', 'worcestershire', 'bonito', 'dashi',
);

export const shellfishWords: readonly ForbiddenWord[] = words(
  'shellfish', 'seafood', 'prawn', 'shrimp', 'mussel', 'scallop', 'crab', 'lobster', 'langoustine', 'crayfish', 'oyster', 'clam', 'cockle', 'whelk', 'squid', 'calamari', 'octopus',
);

export const meatWords: readonly ForbiddenWord[] = [
  ...words('meat', 'meatball', 'chicken', 'turkey', 'beef', 'mutton', 'pork', 'bacon', 'ham', 'sausage', 'chorizo', 'salami', 'pepperoni', 'prosciutto', 'pancetta'),
  ...words('veal', 'venison', 'duck', 'goose', 'rabbit', 'gelatin', 'gelatine', 'lard', 'suet', 'bone broth'),
  w('steak', ...vegSteaks),
  w('lamb', "lamb's lettuce"),
  w('broth', 'vegetable broth', 'veg broth', 'mushroom broth'),
];

/** Mediterranean: no red or processed meat, and olive oil in place of butter and cream. */
export const mediterraneanWords: readonly ForbiddenWord[] = [
  ...words('beef', 'mutton', 'pork', 'veal', 'venison', 'bacon', 'ham', 'sausage', 'chorizo', 'salami', 'pepperoni', 'prosciutto', 'pancetta'),
  w('steak', ...vegSteaks, 'tuna steak', 'salmon steak', 'swordfish steak'),
  w('lamb', "lamb's lettuce"),
  w('butter', ...nutButters),
  w('cream', ...plantCreams, 'cream cheese'),
];

/** Added sugars (keto, low-carb and paleo leave them out). */
export const sugarWords: readonly ForbiddenWord[] = [
  w('sugar', 'no added sugar', 'sugar snap'),
  ...words('honey', 'maple syrup', 'syrup', 'agave', 'molasses', 'treacle', 'chocolate', 'jam', 'marmalade', 'caramel', 'candied', 'granola'),
];

const grainWords: readonly ForbiddenWord[] = [
  w('grain', 'against the grain'),
  ...words('wheat', 'wholewheat', 'wholemeal', 'barley', 'rye', 'spelt', 'farro', 'freekeh', 'semolina', 'couscous', 'bulgur', 'bulghur', 'seitan', 'oat', 'quinoa', 'millet'),
  ...words('buckwheat', 'corn', 'sweetcorn', 'polenta', 'cornmeal', 'maize', 'pasta', 'spaghetti', 'noodle', 'bread', 'breadcrumb', 'sourdough', 'pitta', 'pita', 'naan'),
  ...words('tortilla', 'granola', 'cereal', 'cracker', 'cornflour'),
  w('rice', 'cauliflower rice', 'broccoli rice'),
  w('flour', 'almond flour', 'coconut flour', 'tapioca flour', 'cassava flour', 'arrowroot flour'),
];

const legumeWords: readonly ForbiddenWord[] = [
  ...words('legume', 'lentil', 'chickpea', 'hummus', 'houmous', 'falafel', 'dal', 'dhal', 'peanut', 'groundnut'),
  w('bean', 'green bean', 'runner bean', 'french bean', 'vanilla bean', 'coffee bean', 'cocoa bean'),
  w('pea', 'snap pea', 'snow pea', 'sugar snap pea'),
  ...soyWords,
];

/**
 * Paleo: no grains, legumes, dairy or added sugar, no processed meat or fish, and no white potatoes
 * (Cordain's definition, which most paleo guides follow: sweet potatoes stay, white potatoes go).
 */
export const paleoWords: readonly ForbiddenWord[] = [
  ...grainWords,
  ...legumeWords,
  ...dairyWords,
  ...sugarWords,
  ...words('bacon', 'ham', 'sausage', 'salami', 'chorizo', 'pepperoni', 'prosciutto', 'pancetta', 'smoked salmon'),
  w('potato', 'sweet potato'),
];

/** What each allergy rules out of the text (as rules.ts's allergyExcludes does of the foods). */
export const allergyWords: Record<RealAllergy, readonly ForbiddenWord[]> = {
  nuts: nutWords,
  dairy: dairyWords,
  gluten: glutenWords,
  soy: soyWords,
  seafood: [...fishWords, ...shellfishWords],
  eggs: eggWords,
  shellfish: shellfishWords,
};

/** What each diet rules out of the text (as rules.ts's dietExcludes does of the foods). */
export const dietWords: Record<Diet, readonly ForbiddenWord[]> = {
  vegetarian: [...meatWords, ...fishWords, ...shellfishWords],
  vegan: [...meatWords, ...fishWords, ...shellfishWords, ...dairyWords, ...eggWords, ...words('honey', 'beeswax', 'royal jelly')],
  keto: sugarWords,
  paleo: paleoWords,
  balanced: [],
  'low-carb': sugarWords,
  'gluten-free': glutenWords,
  mediterranean: mediterraneanWords,
  'high-protein': [],
};

/** Text to match literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word or phrase as a whole word, singular or plural, not followed by "-free". */
const wordPattern = (word: string) => `(?<!\\p{L})${escapeRegExp(word)}(?:s|es)?(?!\\p{L})(?!-free)`;

interface Matcher {
  label: string;
  find: RegExp;
  unless?: RegExp;
}
interface Group {
  /** Any of the group's words, for one pass over the text in the usual case, where nothing is found. */
  any: RegExp;
  each: Matcher[];
}

function group(list: readonly ForbiddenWord[], why: string): Group {
  const each = list.map(({ word, unless }) => ({
    label: `${word} (${why})`,
    find: new RegExp(wordPattern(word), 'u'),
    unless: unless?.length ? new RegExp(unless.map(wordPattern).join('|'), 'gu') : undefined,
  }));
  return { any: new RegExp(each.length ? each.map((m) => m.find.source).join('|') : '(?!)', 'u'), each };
}

// Built once per allergy and per diet (a setup uses one diet and some allergies).
const allergyGroups = new Map(Object.entries(allergyWords).map(([allergy, list]) => [allergy, group(list, `${allergy} allergy`)]));
const dietGroups = new Map(Object.entries(dietWords).map(([diet, list]) => [diet, group(list, `not ${diet}`)]));

/** Lower case, one kind of apostrophe. */
const normal = (text: string) => text.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/**
 * The forbidden words a text holds for a diet and allergies, each with why ("peanut (nuts allergy)");
 * empty when the customer may read it.
 */
export function forbiddenWords(text: string, setup: { diet: Diet; allergies: readonly string[] }): string[] {
  const groups = [...setup.allergies.map((a) => allergyGroups.get(a)), dietGroups.get(setup.diet)].filter((g): g is Group => g !== undefined);
  const lower = normal(text);
  const found: string[] = [];
  for (const { any, each } of groups) {
    if (!any.test(lower)) continue;
    for (const m of each) {
      if (!m.find.test(lower)) continue;
      if (m.unless && !m.find.test(lower.replace(m.unless, ' '))) continue;
      found.push(m.label);
    }
  }
  return [...new Set(found)];
}
