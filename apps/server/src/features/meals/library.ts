/**
 * The built-in coach's recipe library: the parts its dishes are put together from. A dish is a
 * format (a bowl, a traybake, a porridge …) filled with parts that suit it: a protein, a flavour, a
 * base and vegetables for lunch and dinner; a grain, a milk, fruit and a topping for breakfast. Every
 * part is a list of foods of the food table with amounts for one serving, so the server computes the
 * nutrition and checks the diet and allergy rules on the real ingredients.
 */
import type { Preference } from '@iyl/core/meals/constants';
import type { Portion } from './rules.ts';

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

const p = (foodId: string, grams: number): Portion => ({ foodId, grams });

const ALL: readonly Format[] = ['bowl', 'salad', 'wrap', 'stew', 'traybake', 'stir-fry', 'curry', 'pasta', 'plate'];
const COOKED: readonly Format[] = ['bowl', 'stew', 'traybake', 'stir-fry', 'curry', 'pasta', 'plate'];

const meat = (id: string, name: string, kind: ProteinKind, foodId: string, grams: number, step: string, minutes: number, formats: readonly Format[] = ALL): Protein => ({
  id,
  name,
  kind,
  foods: [p(foodId, grams)],
  step,
  minutes,
  formats,
});

export const proteins: readonly Protein[] = [
  meat('chicken', 'chicken', 'poultry', 'chicken-breast', 140, 'Season the chicken breast and grill or pan-fry it for 6–7 minutes a side, until cooked through (74 °C in the middle). Slice.', 15),
  meat('chicken-thigh', 'chicken thigh', 'poultry', 'chicken-thigh', 140, 'Roast the chicken thighs at 200 °C for 25 minutes, until cooked through.', 30, COOKED),
  meat('turkey', 'turkey', 'poultry', 'turkey-breast', 140, 'Slice the turkey breast into strips and pan-fry for 5–6 minutes, until cooked through.', 12),
  meat('turkey-mince', 'turkey mince', 'poultry', 'turkey-mince', 130, 'Brown the turkey mince in a hot pan, breaking it up, for 8 minutes.', 10, ['bowl', 'stew', 'wrap', 'pasta', 'stir-fry']),
  meat('steak', 'steak', 'red', 'beef-steak', 130, 'Sear the steak for 3–4 minutes a side for medium, rest it for 5 minutes and slice.', 15, ['bowl', 'salad', 'wrap', 'stir-fry', 'plate']),
  meat('beef', 'beef', 'red', 'beef-mince', 120, 'Brown the beef mince in a hot pan for 8 minutes.', 10, ['bowl', 'stew', 'wrap', 'pasta', 'curry']),
  meat('lamb', 'lamb', 'red', 'lamb', 130, 'Cut the lamb into cubes and sear for 6–8 minutes.', 12, ['stew', 'curry', 'traybake', 'plate', 'wrap']),
  meat('pork', 'pork', 'red', 'pork-tenderloin', 140, 'Roast the pork tenderloin at 200 °C for 20 minutes (63 °C in the middle), rest and slice.', 25, ['plate', 'traybake', 'stir-fry', 'bowl']),
  meat('salmon', 'salmon', 'fish', 'salmon', 130, 'Roast the salmon at 200 °C for 12–15 minutes, until it flakes.', 15, ['bowl', 'salad', 'traybake', 'stir-fry', 'plate', 'pasta', 'curry']),
  meat('cod', 'cod', 'fish', 'cod', 160, 'Bake the cod at 200 °C for 10–12 minutes, until it flakes.', 12, ['plate', 'traybake', 'stew', 'curry', 'wrap']),
  meat('haddock', 'haddock', 'fish', 'haddock', 160, 'Bake the haddock at 200 °C for 10–12 minutes, until it flakes.', 12, ['plate', 'traybake', 'stew', 'curry']),
  meat('trout', 'trout', 'fish', 'trout', 140, 'Pan-fry the trout skin side down for 4 minutes, then turn it for 1 minute.', 8, ['plate', 'salad', 'bowl', 'traybake']),
  meat('mackerel', 'mackerel', 'fish', 'mackerel', 120, 'Grill the mackerel for 3–4 minutes a side.', 8, ['plate', 'salad', 'bowl']),
  meat('tuna-steak', 'tuna', 'fish', 'tuna-steak', 130, 'Sear the tuna for 1–2 minutes a side, leaving it pink in the middle, and slice.', 5, ['bowl', 'salad', 'plate', 'stir-fry']),
  meat('tuna', 'tuna', 'fish', 'tuna-canned', 110, 'Drain the tuna and flake it.', 2, ['salad', 'wrap', 'pasta']),
  meat('sardine', 'sardine', 'fish', 'sardines', 100, 'Drain the sardines and break them into pieces.', 2, ['salad', 'pasta']),
  meat('prawn', 'prawn', 'shellfish', 'shrimp', 140, 'Cook the prawns in a hot pan for 3 minutes, until pink all through.', 5, ['bowl', 'salad', 'wrap', 'stir-fry', 'curry', 'pasta', 'stew']),
  meat('mussel', 'mussel', 'shellfish', 'mussels', 150, 'Steam the mussels in a covered pan for 5 minutes; throw away any that stay shut.', 10, ['stew', 'pasta', 'curry']),
  meat('scallop', 'scallop', 'shellfish', 'scallops', 130, 'Sear the scallops for 90 seconds a side.', 5, ['plate', 'salad', 'pasta']),
  meat('crab', 'crab', 'shellfish', 'crab', 100, 'Pick through the crab meat for any shell.', 2, ['salad', 'pasta']),
  meat('tofu', 'tofu', 'soy', 'tofu', 160, 'Press the tofu, cut it into cubes and fry until golden, 8–10 minutes.', 15, ['bowl', 'salad', 'wrap', 'stir-fry', 'curry', 'traybake']),
  meat('tempeh', 'tempeh', 'soy', 'tempeh', 130, 'Slice the tempeh and fry until golden, 3 minutes a side.', 10, ['bowl', 'salad', 'wrap', 'stir-fry', 'curry']),
  meat('edamame', 'edamame', 'soy', 'edamame', 130, 'Boil the edamame for 4 minutes and drain.', 5, ['bowl', 'salad', 'stir-fry']),
  meat('lentil', 'lentil', 'legume', 'lentils', 200, 'Warm the cooked lentils (or simmer dried green lentils for 20–25 minutes).', 10, ['bowl', 'salad', 'stew', 'curry', 'plate']),
  meat('chickpea', 'chickpea', 'legume', 'chickpeas', 180, 'Roast the chickpeas at 200 °C for 20 minutes until crisp, or warm them through.', 10, ['bowl', 'salad', 'wrap', 'stew', 'curry', 'traybake']),
  meat('black-bean', 'black bean', 'legume', 'black-beans', 180, 'Warm the black beans through with a splash of water.', 5, ['bowl', 'salad', 'wrap', 'stew']),
  meat('kidney-bean', 'kidney bean', 'legume', 'kidney-beans', 180, 'Warm the kidney beans through with a splash of water.', 5, ['stew', 'wrap', 'bowl', 'curry']),
  meat('white-bean', 'white bean', 'legume', 'white-beans', 180, 'Warm the white beans through with a splash of water.', 5, ['stew', 'salad', 'plate', 'pasta', 'traybake']),
  meat('egg', 'egg', 'egg', 'egg', 100, 'Boil the eggs for 7 minutes, cool them in cold water, peel and halve.', 10, ['salad', 'bowl']),
  {
    id: 'portobello',
    name: 'portobello mushroom',
    kind: 'veg',
    foods: [p('portobello', 220), p('pumpkin-seeds', 20)],
    step: 'Roast the portobello mushrooms at 200 °C for 15 minutes; toast the pumpkin seeds in a dry pan.',
    minutes: 18,
    formats: ['plate', 'bowl', 'traybake', 'salad'],
  },
  {
    id: 'cauliflower-steak',
    name: 'cauliflower steak',
    kind: 'veg',
    foods: [p('cauliflower', 250), p('sunflower-seeds', 20)],
    step: 'Cut thick cauliflower steaks and roast them at 220 °C for 25 minutes; scatter over the toasted sunflower seeds.',
    minutes: 30,
    formats: ['plate', 'traybake', 'curry'],
  },
  {
    id: 'aubergine',
    name: 'aubergine',
    kind: 'veg',
    foods: [p('aubergine', 250), p('pumpkin-seeds', 20)],
    step: 'Halve the aubergine, score the flesh and roast at 220 °C for 25–30 minutes until soft; top with toasted pumpkin seeds.',
    minutes: 32,
    formats: ['plate', 'traybake', 'curry', 'stew'],
  },
];

const style = (id: string, name: string, formats: readonly Format[], prefs: readonly Preference[], foods: readonly Portion[], step: string, not?: readonly ProteinKind[]): Style => ({
  id,
  name,
  formats,
  prefs,
  foods,
  step,
  minutes: 5,
  not,
});

export const styles: readonly Style[] = [
  style('lemon-herb', 'Lemon & herb', ['bowl', 'salad', 'plate', 'traybake', 'pasta'], ['low-salt', 'traditional', 'savory'], [p('lemon-juice', 15), p('olive-oil', 10), p('garlic', 5), p('parsley', 5)], 'Whisk the lemon juice, olive oil, crushed garlic and chopped parsley and spoon it over.'),
  style('mediterranean', 'Mediterranean', ['bowl', 'salad', 'plate', 'traybake', 'stew', 'pasta'], ['traditional', 'savory'], [p('olive-oil', 10), p('olives', 20), p('oregano', 1), p('garlic', 5)], 'Toss everything with the olive oil, garlic, oregano and sliced olives.'),
  style('greek', 'Greek', ['salad', 'wrap', 'bowl', 'traybake', 'plate'], ['traditional', 'savory'], [p('feta', 30), p('olives', 15), p('oregano', 1), p('lemon-juice', 10), p('olive-oil', 10)], 'Crumble over the feta and add the olives, oregano, lemon juice and olive oil.'),
  style('thai-green', 'Thai green', ['curry', 'stir-fry'], ['spicy', 'modern'], [p('coconut-milk', 120), p('lime-juice', 10), p('ginger', 5), p('garlic', 5), p('chilli', 8), p('coriander', 5), p('basil', 3)], 'Simmer with the coconut milk, ginger, garlic and chilli for 10 minutes; finish with lime juice, coriander and basil.', ['egg']),
  style('masala', 'Masala', ['curry', 'stew'], ['spicy', 'traditional'], [p('canned-tomatoes', 120), p('onion', 60), p('garlic', 5), p('ginger', 5), p('curry-powder', 4), p('cumin', 2), p('turmeric', 1), p('coconut-oil', 8)], 'Soften the onion in the coconut oil, add garlic, ginger and the spices for a minute, then the tomatoes; simmer for 15 minutes.', ['egg']),
  style('teriyaki', 'Teriyaki', ['stir-fry', 'bowl'], ['sweet', 'savory', 'modern'], [p('soy-sauce', 15), p('honey', 10), p('ginger', 5), p('garlic', 5), p('sesame-seeds', 5), p('sesame-oil', 5)], 'Stir the soy sauce, honey, ginger and garlic together, glaze for the last 2 minutes and scatter with sesame seeds.', ['legume', 'egg', 'veg']),
  style('ginger-garlic', 'Ginger & garlic', ['stir-fry', 'bowl'], ['savory', 'quick-prep'], [p('tamari', 12), p('ginger', 6), p('garlic', 6), p('sesame-oil', 8), p('spring-onion', 15)], 'Fry the ginger, garlic and spring onion in the sesame oil for a minute, then toss everything with the tamari.', ['egg']),
  style('mexican', 'Mexican', ['bowl', 'wrap', 'salad', 'stew'], ['spicy'], [p('cumin', 2), p('chilli-powder', 2), p('paprika', 2), p('lime-juice', 10), p('salsa', 60), p('coriander', 5), p('olive-oil', 8)], 'Season with cumin, chilli and paprika; serve with salsa, lime juice and coriander.'),
  style('smoky-paprika', 'Smoky paprika', ['traybake', 'stew', 'plate', 'bowl'], ['savory', 'traditional'], [p('paprika', 3), p('garlic', 5), p('olive-oil', 10), p('tomato-paste', 15)], 'Rub with smoked paprika, garlic, tomato purée and olive oil before cooking.'),
  style('moroccan', 'Moroccan', ['traybake', 'stew', 'bowl', 'salad'], ['sweet', 'traditional'], [p('cumin', 2), p('cinnamon', 1), p('paprika', 2), p('dried-apricots', 20), p('olive-oil', 10), p('coriander', 5), p('lemon-juice', 10)], 'Season with cumin, cinnamon and paprika; add the chopped apricots, lemon juice and coriander at the end.'),
  style('pesto', 'Pesto', ['pasta', 'traybake', 'plate', 'bowl'], ['savory', 'traditional'], [p('basil', 10), p('pine-nuts', 8), p('parmesan', 10), p('olive-oil', 12), p('garlic', 3)], 'Blend the basil, pine nuts, parmesan, garlic and olive oil into a pesto and stir it through.'),
  style('miso-ginger', 'Miso & ginger', ['stir-fry', 'bowl', 'plate'], ['savory', 'modern'], [p('miso', 15), p('ginger', 5), p('sesame-oil', 5), p('spring-onion', 10), p('lime-juice', 5)], 'Whisk the miso, grated ginger, sesame oil and lime juice with a little warm water and spoon it over; top with spring onion.', ['legume', 'egg']),
  style('tahini-lemon', 'Tahini & lemon', ['bowl', 'salad', 'plate', 'traybake'], ['savory', 'modern'], [p('tahini', 20), p('lemon-juice', 15), p('garlic', 3), p('parsley', 5)], 'Whisk the tahini, lemon juice and garlic with water until pourable; spoon it over and scatter with parsley.'),
  style('satay', 'Peanut satay', ['stir-fry', 'bowl', 'curry'], ['spicy', 'sweet', 'modern'], [p('peanut-butter', 20), p('tamari', 10), p('lime-juice', 10), p('chilli', 5), p('coconut-milk', 40)], 'Warm the peanut butter, tamari, lime juice, chilli and coconut milk into a sauce and toss through.', ['egg']),
  style('cajun', 'Cajun', ['plate', 'traybake', 'bowl', 'wrap'], ['spicy', 'modern'], [p('paprika', 2), p('chilli-powder', 1), p('thyme', 1), p('oregano', 1), p('garlic', 5), p('olive-oil', 10)], 'Rub with paprika, chilli, thyme, oregano, garlic and olive oil before cooking.'),
  style('balsamic', 'Balsamic & rosemary', ['traybake', 'plate', 'salad'], ['sweet', 'traditional'], [p('balsamic', 15), p('rosemary', 2), p('olive-oil', 10), p('garlic', 5)], 'Toss with balsamic vinegar, chopped rosemary, garlic and olive oil.'),
  style('coconut-turmeric', 'Coconut & turmeric', ['curry', 'stew'], ['modern'], [p('coconut-milk', 100), p('turmeric', 2), p('ginger', 5), p('garlic', 5), p('lime-juice', 10)], 'Simmer with the coconut milk, turmeric, ginger and garlic for 10 minutes; finish with lime juice.', ['egg']),
  style('mustard-dill', 'Mustard & dill', ['plate', 'salad', 'traybake'], ['savory', 'traditional'], [p('mustard', 10), p('dill', 5), p('lemon-juice', 10), p('olive-oil', 10)], 'Whisk the mustard, dill, lemon juice and olive oil into a dressing and spoon it over.'),
  style('chimichurri', 'Chimichurri', ['plate', 'bowl', 'traybake'], ['spicy', 'modern'], [p('parsley', 10), p('oregano', 1), p('garlic', 5), p('cider-vinegar', 10), p('olive-oil', 12), p('chilli', 5)], 'Chop the parsley, garlic and chilli finely, stir in the oregano, vinegar and olive oil and spoon over.'),
  style('sweet-chilli', 'Sweet chilli & lime', ['stir-fry', 'bowl', 'salad'], ['sweet', 'spicy', 'modern'], [p('chilli', 10), p('lime-juice', 10), p('honey', 10), p('garlic', 5), p('coriander', 5)], 'Stir the chopped chilli, lime juice, honey and garlic into a dressing; finish with coriander.', ['legume', 'egg']),
  style('arrabbiata', 'Arrabbiata', ['pasta', 'stew'], ['spicy', 'traditional'], [p('canned-tomatoes', 150), p('chilli', 5), p('garlic', 6), p('olive-oil', 10), p('basil', 5)], 'Simmer the tomatoes with garlic, chilli and olive oil for 10 minutes; tear in the basil.', ['egg']),
  style('garlic-thyme', 'Garlic & thyme', ['plate', 'traybake', 'stew'], ['savory', 'traditional', 'low-salt'], [p('garlic', 8), p('thyme', 1), p('olive-oil', 10), p('lemon-juice', 5)], 'Roast or cook with whole garlic cloves, thyme and olive oil; squeeze over the lemon.'),
];

const base = (id: string, name: string, foods: readonly Portion[], step: string, minutes: number, formats: readonly Format[]): Base => ({ id, name, foods, step, minutes, formats });

export const bases: readonly Base[] = [
  base('brown-rice', 'brown rice', [p('brown-rice', 160)], 'Cook the brown rice for 25 minutes (or warm cooked rice).', 25, ['bowl', 'stir-fry', 'curry', 'plate', 'stew']),
  base('basmati', 'basmati rice', [p('white-rice', 160)], 'Cook the basmati rice for 12 minutes and let it steam for 5.', 15, ['curry', 'stir-fry', 'bowl', 'plate']),
  base('quinoa', 'quinoa', [p('quinoa', 160)], 'Cook the quinoa in twice its volume of water for 15 minutes.', 15, ['bowl', 'salad', 'plate', 'stew']),
  base('couscous', 'couscous', [p('couscous', 160)], 'Pour boiling water over the couscous, cover for 5 minutes and fluff with a fork.', 6, ['bowl', 'salad', 'plate']),
  base('bulgur', 'bulgur wheat', [p('bulgur', 160)], 'Simmer the bulgur wheat for 12 minutes and drain.', 12, ['bowl', 'salad', 'plate']),
  base('barley', 'pearl barley', [p('barley', 160)], 'Simmer the pearl barley for 30 minutes until tender (or use cooked).', 30, ['bowl', 'stew', 'salad']),
  base('buckwheat', 'buckwheat', [p('buckwheat', 160)], 'Simmer the buckwheat for 12 minutes and drain.', 12, ['bowl', 'salad', 'stir-fry']),
  base('millet', 'millet', [p('millet', 160)], 'Simmer the millet for 20 minutes until fluffy.', 20, ['bowl', 'plate']),
  base('wholewheat-pasta', 'wholewheat pasta', [p('wholewheat-pasta', 180)], 'Boil the wholewheat pasta for 10–12 minutes.', 12, ['pasta']),
  base('pasta', 'spaghetti', [p('pasta', 180)], 'Boil the spaghetti for 9–10 minutes.', 10, ['pasta']),
  base('rice-noodles', 'rice noodles', [p('rice-noodles', 180)], 'Soak or boil the rice noodles as the packet says, then drain.', 6, ['stir-fry']),
  base('potatoes', 'new potatoes', [p('potato', 220)], 'Boil the new potatoes for 15–20 minutes, or roast them at 200 °C for 30.', 25, ['plate', 'traybake', 'stew', 'salad']),
  base('sweet-potato', 'sweet potato', [p('sweet-potato', 200)], 'Cut the sweet potato into wedges and roast at 200 °C for 25–30 minutes.', 30, ['plate', 'traybake', 'bowl', 'stew']),
  base('squash', 'butternut squash', [p('butternut-squash', 220)], 'Cube the butternut squash and roast at 200 °C for 25 minutes.', 28, ['traybake', 'plate', 'bowl']),
  base('cauliflower-rice', 'cauliflower rice', [p('cauliflower', 200), p('olive-oil', 5)], 'Grate the cauliflower into small crumbs and fry them in the olive oil for 5 minutes: that is the cauliflower rice.', 8, ['bowl', 'stir-fry', 'curry', 'plate']),
  base('courgetti', 'courgetti', [p('courgette', 220)], 'Spiralise the courgettes and warm the courgetti in a pan for 2 minutes.', 5, ['pasta']),
  base('leaves', 'salad leaves', [p('lettuce', 60), p('rocket', 30)], 'Wash and dry the salad leaves.', 2, ['plate', 'bowl', 'salad']),
  base('spinach-leaves', 'baby spinach', [p('spinach', 60)], 'Wash the baby spinach.', 2, ['salad', 'bowl']),
  base('kale-leaves', 'kale', [p('kale', 50), p('lemon-juice', 5)], 'Strip and shred the kale and massage it with the lemon juice.', 4, ['salad', 'bowl']),
  base('wraps', 'wraps', [p('wheat-tortilla', 94)], 'Warm the wraps in a dry pan.', 2, ['wrap']),
  base('tacos', 'tacos', [p('corn-tortilla', 72)], 'Warm the corn tortillas in a dry pan.', 2, ['wrap']),
  base('pitta', 'pitta', [p('pitta', 64)], 'Toast the pitta and open it into a pocket.', 2, ['wrap']),
  base('lettuce-wraps', 'lettuce wraps', [p('romaine', 90)], 'Separate the romaine leaves into cups.', 2, ['wrap']),
  base('bread', 'crusty bread', [p('sourdough', 60)], 'Serve with the sourdough, warmed.', 2, ['stew']),
];

const veg = (id: string, name: string, foodId: string, grams: number, step: string, raw: boolean, cooked = true): Veg => ({ id, name, foods: [p(foodId, grams)], step, minutes: 5, raw, cooked });

export const vegetables: readonly Veg[] = [
  veg('broccoli', 'broccoli', 'broccoli', 100, 'Steam the broccoli for 4–5 minutes.', false),
  veg('spinach', 'spinach', 'spinach', 60, 'Wilt the spinach in the pan for a minute.', true),
  veg('kale', 'kale', 'kale', 50, 'Shred the kale and wilt it for 2 minutes.', true),
  veg('red-pepper', 'red peppers', 'red-pepper', 100, 'Slice the red pepper.', true),
  veg('green-pepper', 'green peppers', 'green-pepper', 100, 'Slice the green pepper.', true),
  veg('courgette', 'courgette', 'courgette', 120, 'Slice the courgette and griddle it for 3 minutes a side.', false),
  veg('aubergine', 'aubergine', 'aubergine', 120, 'Cube the aubergine and roast it at 200 °C for 20 minutes.', false),
  veg('green-beans', 'green beans', 'green-beans', 100, 'Steam the green beans for 4 minutes.', false),
  veg('asparagus', 'asparagus', 'asparagus', 100, 'Griddle the asparagus for 4 minutes.', false),
  veg('mushrooms', 'mushrooms', 'mushrooms', 100, 'Slice the mushrooms and fry them for 5 minutes.', false),
  veg('tomatoes', 'tomatoes', 'tomato', 120, 'Chop the tomatoes.', true),
  veg('cucumber', 'cucumber', 'cucumber', 100, 'Dice the cucumber.', true, false),
  veg('cauliflower', 'cauliflower', 'cauliflower', 120, 'Cut the cauliflower into florets and roast at 200 °C for 20 minutes.', false),
  veg('sprouts', 'Brussels sprouts', 'brussels-sprouts', 100, 'Halve the Brussels sprouts and roast them at 200 °C for 20 minutes.', false),
  veg('pak-choi', 'pak choi', 'pak-choi', 120, 'Quarter the pak choi and stir-fry it for 2 minutes.', false),
  veg('carrots', 'carrots', 'carrot', 80, 'Cut the carrots into batons (or grate them for a salad).', true),
  veg('peas', 'peas', 'peas', 80, 'Boil the peas for 3 minutes.', false),
  veg('red-cabbage', 'red cabbage', 'red-cabbage', 80, 'Shred the red cabbage finely.', true),
  veg('beetroot', 'beetroot', 'beetroot', 80, 'Grate the beetroot (or roast wedges for 30 minutes).', true),
  veg('cabbage', 'cabbage', 'cabbage', 80, 'Shred the cabbage and stir-fry it for 3 minutes.', false),
  veg('radishes', 'radishes', 'radish', 50, 'Slice the radishes thinly.', true, false),
  veg('leeks', 'leeks', 'leek', 80, 'Slice the leeks and soften them for 5 minutes.', false),
  veg('sweetcorn', 'sweetcorn', 'sweetcorn', 80, 'Warm the sweetcorn through.', true),
  veg('celery', 'celery', 'celery', 60, 'Slice the celery.', true, false),
];

/** What a stew simmers in: tomatoes or stock. */
export const stewLiquids: readonly Part[] = [
  { id: 'tomato', name: 'tomatoes', foods: [p('canned-tomatoes', 150), p('onion', 50)], step: 'Soften the onion, add the chopped tomatoes and simmer for 15 minutes.', minutes: 20 },
  { id: 'stock', name: 'stock', foods: [p('veg-stock', 250), p('onion', 50)], step: 'Soften the onion, add the stock and simmer for 15 minutes.', minutes: 20 },
];

/** Extra protein and crunch on top of a lunch or dinner. */
export const toppings: readonly Part[] = [
  { id: 'pumpkin-seeds', name: 'pumpkin seeds', foods: [p('pumpkin-seeds', 15)], step: 'Scatter over the toasted pumpkin seeds.', minutes: 1 },
  { id: 'sunflower-seeds', name: 'sunflower seeds', foods: [p('sunflower-seeds', 15)], step: 'Scatter over the sunflower seeds.', minutes: 1 },
  { id: 'sesame', name: 'sesame seeds', foods: [p('sesame-seeds', 6)], step: 'Sprinkle with sesame seeds.', minutes: 1 },
  { id: 'almonds', name: 'almonds', foods: [p('almonds', 15)], step: 'Scatter over the toasted flaked almonds.', minutes: 1 },
  { id: 'walnuts', name: 'walnuts', foods: [p('walnuts', 15)], step: 'Scatter over the chopped walnuts.', minutes: 1 },
  { id: 'cashews', name: 'cashews', foods: [p('cashews', 15)], step: 'Scatter over the toasted cashews.', minutes: 1 },
  { id: 'avocado', name: 'avocado', foods: [p('avocado', 60)], step: 'Add the sliced avocado.', minutes: 1 },
  { id: 'parmesan', name: 'parmesan', foods: [p('parmesan', 10)], step: 'Grate over the parmesan.', minutes: 1 },
];

// --- breakfast ------------------------------------------------------------------------------------

export type BreakfastFormat = 'porridge' | 'chia' | 'yogurt' | 'eggs' | 'tofu-scramble' | 'chickpea-pancakes' | 'toast' | 'smoothie' | 'pancakes' | 'hash';

/** Which preferences each breakfast suits. */
export const breakfastPrefs: Record<BreakfastFormat, readonly Preference[]> = {
  porridge: ['sweet', 'traditional'],
  chia: ['sweet', 'modern'],
  yogurt: ['sweet', 'quick-prep'],
  eggs: ['savory', 'traditional'],
  'tofu-scramble': ['savory', 'modern', 'spicy'],
  'chickpea-pancakes': ['savory', 'spicy', 'traditional'],
  toast: ['savory', 'quick-prep'],
  smoothie: ['sweet', 'quick-prep', 'modern'],
  pancakes: ['sweet', 'traditional'],
  hash: ['savory', 'spicy', 'traditional'],
};

export const grains: readonly Part[] = [
  { id: 'oats', name: 'Oat', foods: [p('oats', 50)], step: 'Simmer the oats in the {milk} for 5 minutes, stirring.', minutes: 7 },
  { id: 'buckwheat', name: 'Buckwheat', foods: [p('buckwheat', 170)], step: 'Warm the cooked buckwheat in the {milk} for 5 minutes.', minutes: 7 },
  { id: 'millet', name: 'Millet', foods: [p('millet', 170)], step: 'Warm the cooked millet in the {milk} for 5 minutes until creamy.', minutes: 7 },
  { id: 'quinoa', name: 'Quinoa', foods: [p('quinoa', 170)], step: 'Warm the cooked quinoa in the {milk} for 5 minutes.', minutes: 7 },
];

/** Milks, in the order they are tried (a dairy-free or vegan setup gets the next one it may have). */
export const milks: readonly Part[] = [
  { id: 'milk', name: 'milk', foods: [p('milk', 200)], step: '', minutes: 0 },
  { id: 'soy-milk', name: 'soy milk', foods: [p('soy-milk', 200)], step: '', minutes: 0 },
  { id: 'rice-milk', name: 'rice milk', foods: [p('rice-milk', 200)], step: '', minutes: 0 },
  { id: 'coconut-milk', name: 'coconut milk', foods: [p('coconut-milk', 80), p('rice-milk', 100)], step: '', minutes: 0 },
];
/** Keto's milk: coconut milk thinned with water. */
export const ketoMilk: Part = { id: 'coconut-water', name: 'coconut milk', foods: [p('coconut-milk', 120)], step: '', minutes: 0 };

export const fruits: readonly Part[] = [
  { id: 'banana', name: 'banana', foods: [p('banana', 80)], step: 'Slice the banana.', minutes: 1 },
  { id: 'blueberries', name: 'blueberries', foods: [p('blueberries', 80)], step: 'Rinse the blueberries.', minutes: 1 },
  { id: 'strawberries', name: 'strawberries', foods: [p('strawberries', 100)], step: 'Hull and halve the strawberries.', minutes: 2 },
  { id: 'raspberries', name: 'raspberries', foods: [p('raspberries', 60)], step: 'Rinse the raspberries.', minutes: 1 },
  { id: 'blackberries', name: 'blackberries', foods: [p('blackberries', 60)], step: 'Rinse the blackberries.', minutes: 1 },
  { id: 'apple', name: 'grated apple', foods: [p('apple', 100), p('cinnamon', 1)], step: 'Grate the apple and dust it with cinnamon.', minutes: 2 },
  { id: 'pear', name: 'pear', foods: [p('pear', 100)], step: 'Slice the pear.', minutes: 1 },
  { id: 'mango', name: 'mango', foods: [p('mango', 90)], step: 'Dice the mango.', minutes: 2 },
  { id: 'peach', name: 'peach', foods: [p('peach', 100)], step: 'Slice the peach.', minutes: 1 },
  { id: 'cherries', name: 'cherries', foods: [p('cherries', 80)], step: 'Stone the cherries.', minutes: 2 },
  { id: 'kiwi', name: 'kiwi', foods: [p('kiwi', 70)], step: 'Peel and slice the kiwi.', minutes: 1 },
  { id: 'pineapple', name: 'pineapple', foods: [p('pineapple', 90)], step: 'Dice the pineapple.', minutes: 2 },
];

export const breakfastToppings: readonly Part[] = [
  { id: 'walnuts', name: 'walnuts', foods: [p('walnuts', 15)], step: 'Top with chopped walnuts.', minutes: 1 },
  { id: 'almonds', name: 'almonds', foods: [p('almonds', 15)], step: 'Top with flaked almonds.', minutes: 1 },
  { id: 'pistachios', name: 'pistachios', foods: [p('pistachios', 15)], step: 'Top with chopped pistachios.', minutes: 1 },
  { id: 'pumpkin-seeds', name: 'pumpkin seeds', foods: [p('pumpkin-seeds', 15)], step: 'Top with pumpkin seeds.', minutes: 1 },
  { id: 'sunflower-seeds', name: 'sunflower seeds', foods: [p('sunflower-seeds', 15)], step: 'Top with sunflower seeds.', minutes: 1 },
  { id: 'flaxseed', name: 'flaxseed', foods: [p('flaxseed', 10)], step: 'Stir in the ground flaxseed.', minutes: 1 },
  { id: 'chia', name: 'chia seeds', foods: [p('chia', 10)], step: 'Sprinkle with chia seeds.', minutes: 1 },
  { id: 'peanut-butter', name: 'peanut butter', foods: [p('peanut-butter', 15)], step: 'Swirl in the peanut butter.', minutes: 1 },
  { id: 'almond-butter', name: 'almond butter', foods: [p('almond-butter', 15)], step: 'Swirl in the almond butter.', minutes: 1 },
  { id: 'honey', name: 'honey', foods: [p('honey', 10)], step: 'Finish with a little honey.', minutes: 1 },
  { id: 'maple', name: 'maple syrup', foods: [p('maple-syrup', 10)], step: 'Finish with a little maple syrup.', minutes: 1 },
  { id: 'coconut', name: 'coconut', foods: [p('coconut', 10)], step: 'Sprinkle with desiccated coconut.', minutes: 1 },
  { id: 'cacao', name: 'cacao', foods: [p('cocoa', 5), p('dark-chocolate', 10)], step: 'Stir in the cocoa and grate over the dark chocolate.', minutes: 1 },
  { id: 'granola', name: 'granola', foods: [p('granola', 30)], step: 'Top with granola.', minutes: 1 },
];

export const yogurts: readonly Part[] = [
  { id: 'yogurt', name: 'Natural yogurt', foods: [p('yogurt', 170)], step: 'Spoon the yogurt into a bowl.', minutes: 1 },
  { id: 'cottage', name: 'Cottage cheese', foods: [p('cottage-cheese', 150)], step: 'Spoon the cottage cheese into a bowl.', minutes: 1 },
  { id: 'silken', name: 'Silken tofu cream', foods: [p('silken-tofu', 150), p('vanilla', 2), p('lemon-juice', 5)], step: 'Blend the silken tofu with vanilla and a squeeze of lemon until smooth.', minutes: 3 },
];

export const eggStyles: readonly Part[] = [
  { id: 'scrambled', name: 'scrambled eggs', foods: [p('egg', 120), p('olive-oil', 5)], step: 'Scramble the eggs gently in the olive oil over a low heat.', minutes: 6 },
  { id: 'omelette', name: 'omelette', foods: [p('egg', 120), p('olive-oil', 5)], step: 'Beat the eggs, pour them into a hot oiled pan and cook until just set; fold.', minutes: 7 },
  { id: 'frittata', name: 'frittata', foods: [p('egg', 120), p('olive-oil', 5)], step: 'Pour the beaten eggs over the vegetables in an ovenproof pan and bake at 190 °C for 12 minutes.', minutes: 18 },
  { id: 'poached', name: 'poached eggs', foods: [p('egg', 120)], step: 'Poach the eggs in simmering water for 3 minutes.', minutes: 6 },
  { id: 'shakshuka', name: 'shakshuka', foods: [p('egg', 120), p('canned-tomatoes', 150), p('cumin', 1), p('paprika', 1), p('olive-oil', 5)], step: 'Simmer the tomatoes with cumin and paprika for 8 minutes, make hollows and crack in the eggs; cover for 6 minutes.', minutes: 18 },
];

export const breakfastVeg: readonly Part[] = [
  { id: 'spinach', name: 'spinach', foods: [p('spinach', 60)], step: 'Wilt the spinach.', minutes: 2 },
  { id: 'tomato', name: 'tomato', foods: [p('tomato', 100)], step: 'Halve the tomatoes and warm them in the pan.', minutes: 3 },
  { id: 'mushroom', name: 'mushroom', foods: [p('mushrooms', 80)], step: 'Fry the sliced mushrooms for 4 minutes.', minutes: 4 },
  { id: 'pepper', name: 'red pepper', foods: [p('red-pepper', 80)], step: 'Soften the sliced red pepper for 4 minutes.', minutes: 4 },
  { id: 'courgette', name: 'courgette', foods: [p('courgette', 80)], step: 'Grate the courgette and cook it for 2 minutes.', minutes: 3 },
  { id: 'kale', name: 'kale', foods: [p('kale', 40)], step: 'Wilt the shredded kale.', minutes: 2 },
  { id: 'asparagus', name: 'asparagus', foods: [p('asparagus', 80)], step: 'Griddle the asparagus for 4 minutes.', minutes: 4 },
  { id: 'spring-onion', name: 'spring onion', foods: [p('spring-onion', 20), p('chilli', 5)], step: 'Slice the spring onion and chilli.', minutes: 1 },
];

export const breakfastSides: readonly Part[] = [
  { id: 'wholemeal', name: 'wholemeal toast', foods: [p('wholemeal-bread', 64)], step: 'Toast the wholemeal bread.', minutes: 3 },
  { id: 'rye', name: 'rye toast', foods: [p('rye-bread', 64)], step: 'Toast the rye bread.', minutes: 3 },
  { id: 'sourdough', name: 'sourdough toast', foods: [p('sourdough', 60)], step: 'Toast the sourdough.', minutes: 3 },
  { id: 'avocado', name: 'avocado', foods: [p('avocado', 70)], step: 'Slice the avocado.', minutes: 2 },
  { id: 'smoked-salmon', name: 'smoked salmon', foods: [p('smoked-salmon', 50)], step: 'Lay the smoked salmon alongside.', minutes: 1 },
  { id: 'hash', name: 'sweet potato hash', foods: [p('sweet-potato', 150), p('olive-oil', 5)], step: 'Dice the baked sweet potato and fry it in the olive oil until crisp.', minutes: 10 },
  { id: 'rice-cakes', name: 'rice cakes', foods: [p('rice-cakes', 27)], step: 'Serve with the rice cakes.', minutes: 1 },
  { id: 'tortillas', name: 'corn tortillas', foods: [p('corn-tortilla', 48)], step: 'Warm the corn tortillas.', minutes: 2 },
  { id: 'bacon', name: 'bacon', foods: [p('bacon', 30)], step: 'Grill the bacon until crisp.', minutes: 6 },
  { id: 'feta', name: 'feta', foods: [p('feta', 30)], step: 'Crumble over the feta.', minutes: 1 },
  { id: 'cheddar', name: 'cheddar', foods: [p('cheddar', 20)], step: 'Grate over the cheddar.', minutes: 1 },
  { id: 'seeds', name: 'toasted seeds', foods: [p('pumpkin-seeds', 15), p('sunflower-seeds', 10)], step: 'Scatter over the toasted seeds.', minutes: 2 },
];

/** Toast toppings: a spread and what goes on it. */
export const toasts: readonly Part[] = [
  { id: 'avocado-tomato', name: 'Avocado and tomato', foods: [p('avocado', 80), p('tomato', 80), p('lemon-juice', 5)], step: 'Mash the avocado with lemon juice, spread it on and top with sliced tomato.', minutes: 4 },
  { id: 'avocado-egg', name: 'Avocado and poached egg', foods: [p('avocado', 70), p('egg', 60)], step: 'Mash the avocado on top and add a poached egg (3 minutes in simmering water).', minutes: 7 },
  { id: 'avocado-chilli', name: 'Avocado, chilli and seeds', foods: [p('avocado', 80), p('chilli', 5), p('pumpkin-seeds', 15)], step: 'Mash the avocado, spread it on and top with chilli and pumpkin seeds.', minutes: 4 },
  { id: 'peanut-banana', name: 'Peanut butter and banana', foods: [p('peanut-butter', 25), p('banana', 80)], step: 'Spread the peanut butter and top with sliced banana.', minutes: 2 },
  { id: 'almond-strawberry', name: 'Almond butter and strawberries', foods: [p('almond-butter', 25), p('strawberries', 80)], step: 'Spread the almond butter and top with sliced strawberries.', minutes: 2 },
  { id: 'ricotta-peach', name: 'Ricotta and peach', foods: [p('ricotta', 60), p('peach', 80), p('honey', 5)], step: 'Spread the ricotta, top with sliced peach and a little honey.', minutes: 3 },
  { id: 'cottage-tomato', name: 'Cottage cheese and tomato', foods: [p('cottage-cheese', 100), p('tomato', 80), p('black-pepper', 1)], step: 'Spoon over the cottage cheese and top with sliced tomato and black pepper.', minutes: 2 },
  { id: 'hummus-cucumber', name: 'Hummus and cucumber', foods: [p('hummus', 60), p('cucumber', 60), p('spinach', 20)], step: 'Spread the hummus and top with spinach and sliced cucumber.', minutes: 2 },
  { id: 'salmon-cream', name: 'Smoked salmon and cream cheese', foods: [p('cream-cheese', 30), p('smoked-salmon', 50), p('dill', 2), p('lemon-juice', 5)], step: 'Spread the cream cheese, lay over the smoked salmon and finish with dill and lemon.', minutes: 2 },
  { id: 'sardine-tomato', name: 'Sardines and tomato', foods: [p('sardines', 80), p('tomato', 60), p('parsley', 3)], step: 'Mash the sardines onto the toast and top with tomato and parsley.', minutes: 3 },
  { id: 'mushroom-garlic', name: 'Garlic mushrooms', foods: [p('mushrooms', 120), p('garlic', 4), p('olive-oil', 7), p('parsley', 3)], step: 'Fry the mushrooms and garlic in the olive oil for 5 minutes and pile them on with parsley.', minutes: 7 },
];
export const breads: readonly Part[] = [
  { id: 'wholemeal', name: 'wholemeal toast', foods: [p('wholemeal-bread', 64)], step: 'Toast the wholemeal bread.', minutes: 3 },
  { id: 'rye', name: 'rye toast', foods: [p('rye-bread', 64)], step: 'Toast the rye bread.', minutes: 3 },
  { id: 'sourdough', name: 'sourdough', foods: [p('sourdough', 60)], step: 'Toast the sourdough.', minutes: 3 },
  { id: 'rice-cakes', name: 'rice cakes', foods: [p('rice-cakes', 27)], step: 'Lay out the rice cakes.', minutes: 1 },
  { id: 'sweet-potato-toast', name: 'sweet potato toast', foods: [p('sweet-potato', 130)], step: 'Slice the sweet potato lengthways 1 cm thick and toast the slices twice until tender.', minutes: 12 },
];

export const boosters: readonly Part[] = [
  { id: 'yogurt', name: 'yogurt', foods: [p('yogurt', 150)], step: '', minutes: 0 },
  { id: 'silken-tofu', name: 'silken tofu', foods: [p('silken-tofu', 120)], step: '', minutes: 0 },
  { id: 'peanut-butter', name: 'peanut butter', foods: [p('peanut-butter', 20)], step: '', minutes: 0 },
  { id: 'almond-butter', name: 'almond butter', foods: [p('almond-butter', 20)], step: '', minutes: 0 },
  { id: 'oats', name: 'oats', foods: [p('oats', 30)], step: '', minutes: 0 },
  { id: 'seeds', name: 'seeds', foods: [p('pumpkin-seeds', 15), p('flaxseed', 10)], step: '', minutes: 0 },
  { id: 'chia', name: 'chia seeds', foods: [p('chia', 15)], step: '', minutes: 0 },
];

/** A breakfast hash: a protein fried with a starchy base and vegetables. */
export const hashProteins: readonly Part[] = [
  { id: 'turkey', name: 'Turkey', foods: [p('turkey-mince', 100)], step: 'Brown the turkey mince in the olive oil for 6 minutes.', minutes: 6 },
  { id: 'black-bean', name: 'Black bean', foods: [p('black-beans', 150)], step: 'Add the black beans and warm them through.', minutes: 3 },
  { id: 'chickpea', name: 'Chickpea', foods: [p('chickpeas', 150)], step: 'Add the chickpeas and fry until they crisp a little.', minutes: 5 },
  { id: 'chicken', name: 'Chicken', foods: [p('chicken-breast', 100)], step: 'Dice the chicken breast and fry it for 6–7 minutes until cooked through.', minutes: 8 },
];
export const hashBases: readonly Part[] = [
  { id: 'sweet-potato', name: 'sweet potato', foods: [p('sweet-potato', 130), p('olive-oil', 6), p('paprika', 1)], step: 'Dice the baked sweet potato and fry it with the paprika in the olive oil until crisp.', minutes: 10 },
  { id: 'potato', name: 'potato', foods: [p('potato', 150), p('olive-oil', 6), p('paprika', 1)], step: 'Dice the boiled potatoes and fry them with the paprika in the olive oil until golden.', minutes: 10 },
];

export const flours: readonly Part[] = [
  { id: 'buckwheat', name: 'Buckwheat', foods: [p('buckwheat-flour', 50)], step: '', minutes: 0 },
  { id: 'wholewheat', name: 'Wholewheat', foods: [p('wholewheat-flour', 50)], step: '', minutes: 0 },
  { id: 'oat', name: 'Oat', foods: [p('oats', 50)], step: '', minutes: 0 },
];

/**
 * When a food is ruled out, the ones that can stand in for it (grams scaled by the ratio), and how the
 * words of a part change with it (tried in order, whole words, first letter's case kept): the name and
 * the steps must name what the customer really uses. A part whose words still name something its
 * customer may not have after that (a "Peanut satay" made with tahini, a pesto) is not offered.
 */
export const substitutes: Readonly<Record<string, readonly { foodId: string; ratio: number; words: readonly (readonly [string, string])[] }[]>> = {
  'soy-sauce': [{ foodId: 'tamari', ratio: 1, words: [['soy sauce', 'tamari']] }],
  tamari: [
    { foodId: 'miso', ratio: 0.6, words: [['tamari', 'miso']] },
    { foodId: 'fish-sauce', ratio: 0.5, words: [['tamari', 'fish sauce']] },
    { foodId: 'cider-vinegar', ratio: 1, words: [['tamari', 'cider vinegar']] },
  ],
  milk: [
    { foodId: 'soy-milk', ratio: 1, words: [['milk', 'soy milk']] },
    { foodId: 'rice-milk', ratio: 1, words: [['milk', 'rice milk']] },
  ],
  'soy-milk': [{ foodId: 'rice-milk', ratio: 1, words: [['soy milk', 'rice milk']] }],
  honey: [
    { foodId: 'maple-syrup', ratio: 1, words: [['honey', 'maple syrup']] },
    { foodId: 'dates', ratio: 1.2, words: [['a little honey', 'a few chopped dates'], ['honey', 'chopped dates']] },
  ],
  'maple-syrup': [{ foodId: 'dates', ratio: 1.2, words: [['a little maple syrup', 'a few chopped dates'], ['maple syrup', 'chopped dates']] }],
  parmesan: [{ foodId: 'pumpkin-seeds', ratio: 1, words: [['grate over the parmesan', 'scatter over the pumpkin seeds'], ['parmesan', 'pumpkin seeds']] }],
  'pine-nuts': [{ foodId: 'sunflower-seeds', ratio: 1, words: [['pine nuts', 'sunflower seeds']] }],
  'peanut-butter': [{ foodId: 'tahini', ratio: 1, words: [['peanut butter', 'tahini']] }],
  'almond-butter': [{ foodId: 'tahini', ratio: 1, words: [['almond butter', 'tahini']] }],
  'veg-stock': [{ foodId: 'canned-tomatoes', ratio: 0.6, words: [['stock', 'chopped tomatoes']] }],
  salsa: [{ foodId: 'tomato', ratio: 1, words: [['salsa', 'chopped tomato']] }],
  'rice-milk': [{ foodId: 'coconut-milk', ratio: 0.4, words: [['rice milk', 'coconut milk']] }],
  'coconut-oil': [{ foodId: 'olive-oil', ratio: 1, words: [['coconut oil', 'olive oil']] }],
  butter: [{ foodId: 'olive-oil', ratio: 0.8, words: [['butter', 'olive oil']] }],
  'dried-apricots': [{ foodId: 'raisins', ratio: 1, words: [['chopped apricots', 'raisins'], ['apricots', 'raisins']] }],
};
