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
