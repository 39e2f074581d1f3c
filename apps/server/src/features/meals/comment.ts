/** The built-in coach's words on a meal: the setup's rules in words, and a comment its own figures hold. */
import { aheadWhen, madeAhead } from '@iyl/core/meals/rules';
import { CLAIM_LIMITS, highInProtein, type MealFigures } from './claims.ts';
import type { RuleSetup } from './rules.ts';

const allergyWords: Record<string, string> = {
  nuts: 'nut-free',
  dairy: 'dairy-free',
  gluten: 'gluten-free',
  soy: 'soy-free',
  seafood: 'seafood-free',
  eggs: 'egg-free',
  shellfish: 'shellfish-free',
};
/** "vegan, nut-free and soy-free" */
export function describeRules(setup: Pick<RuleSetup, 'diet' | 'allergies'>): string {
  const words = [setup.diet, ...setup.allergies.filter((a) => a !== 'none' && allergyWords[a] !== setup.diet).map((a) => allergyWords[a] ?? a)];
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

/** A number picked by a meal's name, so comments vary from meal to meal but stay the same for one dish. */
function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/**
 * What the meal's own figures support saying (claims.ts's thresholds): protein, fibre and sodium,
 * each only as strong as its amount (protein also by its share of the meal's energy).
 */
function nutrientFacts(f: MealFigures) {
  const n = f.nutrition;
  const protein = Math.round(n.protein);
  const fibre = Math.round(n.fiber * 10) / 10;
  const sodium = Math.round(n.sodium);
  const highProtein = highInProtein(n);
  return {
    protein: highProtein ? `high in protein (${protein} g)` : `${protein} g protein`,
    highProtein,
    fibre: n.fiber >= CLAIM_LIMITS.highFibreG ? `high in fibre (${fibre} g)` : n.fiber >= CLAIM_LIMITS.goodFibreG ? `a good source of fibre (${fibre} g)` : null,
    sodium:
      n.sodium <= CLAIM_LIMITS.lowSodiumMg
        ? `low in sodium (${sodium} mg)`
        : n.sodium <= CLAIM_LIMITS.heartSodiumMg
          ? `${sodium} mg sodium, within the ${CLAIM_LIMITS.heartSodiumMg} mg of a heart-healthy meal`
          : `${sodium} mg sodium, above the ${CLAIM_LIMITS.heartSodiumMg} mg a meal keeps to on your heart-health goal, so go easy on salt for the rest of the day`,
    lowSodium: n.sodium <= CLAIM_LIMITS.lowSodiumMg,
  };
}

const openers = ['Fits your {rules} setup', 'Made for your {rules} setup', 'Keeps to your {rules} setup', 'Chosen for your {rules} setup'];

/**
 * One tailored sentence or a few: why it fits, a figure for the goal and one more thing the figures
 * support, and a word on the schedule. Every claim is one the meal's own figures hold (claims.ts).
 */
export function commentFor(setup: RuleSetup, dish: string, f: MealFigures, minutes: number, preparation: readonly string[]): string {
  const n = f.nutrition;
  const facts = nutrientFacts(f);
  const kcal = Math.round(n.calories);
  const lead: Record<string, string> = {
    'weight-loss': `${kcal} kcal, sized for your weight-loss goal`,
    'muscle-gain': `${facts.protein} towards your muscle-gain goal`,
    performance: `${Math.round(n.carbs)} g carbohydrate and ${Math.round(n.protein)} g protein to fuel your training`,
    'heart-health': facts.sodium,
    'diabetes-management': `${Math.round(n.netCarbs)} g net carbohydrate${f.addedSugar ? '' : ', no added sugar'}`,
    'energy-boost': `${kcal} kcal to keep you going`,
    maintenance: `${kcal} kcal, ${Math.round(n.protein)} g protein`,
  };
  const goal = setup.goal ?? 'maintenance';
  const pick = hashOf(dish);
  const opener = (openers[pick % openers.length] ?? '').replace('{rules}', describeRules(setup));
  const parts = [`${opener}: ${lead[goal]}.`];
  // One more true thing the lead did not say, varied by meal (each fact once: a lead that gives the
  // protein is not followed by "also high in protein").
  const leadSaysProtein = /protein/i.test(lead[goal] ?? '');
  const more = [
    facts.fibre,
    facts.highProtein && !leadSaysProtein ? facts.protein : null,
    facts.lowSodium && goal !== 'heart-health' ? facts.sodium : null,
  ].filter((x): x is string => x !== null);
  const extra = more[(pick >>> 3) % Math.max(1, more.length)];
  if (extra) parts.push(`Also ${extra}.`);
  if (f.type === 'Breakfast' && setup.schedule === 'intermittent-fasting') parts.push('Have it when your eating window opens.');
  if (f.type !== 'Dinner' && (setup.schedule === '5-meals' || setup.schedule === 'snack-based')) parts.push('Leave room for a small snack before the next meal.');
  // A dish that sets overnight is not "ready in 6 minutes": the minutes are the work, done ahead.
  if (madeAhead(preparation)) parts.push(`Prepare it ${aheadWhen(preparation)} (about ${minutes} minutes of work).`);
  else if (minutes <= 15) parts.push(`Ready in about ${minutes} minutes.`);
  return parts.join(' ');
}
