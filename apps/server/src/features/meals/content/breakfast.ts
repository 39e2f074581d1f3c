/** The parts of the built-in coach's breakfasts: which preferences each kind suits, and its grains, milks, fruit, toppings, eggs, breads and more. */
import type { Preference } from '@iyl/core/meals/constants';
import { type BreakfastFormat, type Part, portion as p } from './types.ts';

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
