/** The parts of the built-in coach's lunches and dinners: proteins, flavours, bases, vegetables, stew liquids and toppings. */
import type { Preference } from '@iyl/core/meals/constants';
import type { Portion } from '../rules.ts';
import { type Base, type Format, type Part, portion as p, type Protein, type ProteinKind, type Style, type Veg } from './types.ts';

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
