/**
 * What a meal's comment may claim about its nutrition, held to the meal's own figures (computed from
 * the ingredient amounts and the food table), with the US FDA's thresholds for nutrient content
 * claims (21 CFR 101) and, for protein, the EU's share of energy as well (a whole meal is not one
 * food). A "heart-healthy" dinner with 2,438 mg sodium is not: a claim its figures contradict is
 * never shown. The built-in coach writes only claims that hold; a comment from the AI
 * that makes one that does not is replaced by the built-in coach's (service.ts).
 */
import { HIGH_PROTEIN_ENERGY_SHARE, KETO_NET_CARBS_PER_DAY, LOW_CARB_NET_CARBS_PER_DAY, type MealType, type Schedule } from '@iyl/core/meals/constants';
import { food } from './foods.ts';
import { type FullNutrition, mealShare, nutritionOf, type Portion } from './rules.ts';

export const CLAIM_LIMITS = {
  /**
   * "Low sodium": 140 mg or less (21 CFR 101.61(b)(4): per serving, or for a meal or main dish per
   * 100 g; here per whole meal, the stricter reading).
   */
  lowSodiumMg: 140,
  /** "Sodium free" / "salt free": under 5 mg (101.61(b)(1)). */
  sodiumFreeMg: 5,
  /**
   * A heart-healthy meal: 600 mg sodium or less, the FDA's limit for a meal or main dish labelled
   * "healthy" (101.65(d)(4)(ii), the rule before its 2024 revision, which lowers it further).
   */
  heartSodiumMg: 600,
  /** "Good source of fibre": 10 % of the 28 g Daily Value (101.54(c), Daily Value in 101.9(c)(9)). */
  goodFibreG: 2.8,
  /** "High in fibre", "rich in", "excellent source": 20 % of the Daily Value (101.54(b)). */
  highFibreG: 5.6,
  /** "Good source of protein": 10 % of the 50 g Daily Value (101.54(c), 101.9(c)(7)). */
  goodProteinG: 5,
  /** "High in protein": 20 % of the Daily Value (101.54(b)). */
  highProteinG: 10,
  /**
   * The FDA's amounts are per serving of one food: a 480 kcal breakfast clears 10 g with only 8 % of
   * its energy from protein, and calling it "high in protein" misleads. A claim about a whole meal
   * also needs the share of its energy from protein that the EU sets for the same words: "source of
   * protein" at least 12 %, "high protein" at least 20 % (Regulation (EC) No 1924/2006, Annex).
   */
  sourceProteinEnergyShare: 0.12,
  highProteinEnergyShare: HIGH_PROTEIN_ENERGY_SHARE,
  /** "Low fat" for a meal: 3 g or less per 100 g and at most 30 % of its energy from fat (101.62(b)(2), meal products). */
  lowFatPer100g: 3,
  lowFatEnergyShare: 0.3,
  /** "Fat free": under 0.5 g (101.62(b)(1)). */
  fatFreeG: 0.5,
  /** "Low calorie" for a meal: 120 kcal or less per 100 g (101.60(b), meal products). */
  lowCaloriePer100g: 120,
  /** "Sugar free": under 0.5 g sugars (101.60(c)(1)). */
  sugarFreeG: 0.5,
} as const;

/** A meal's own figures: its nutrition, weight, whether an ingredient is an added sugar, its slot. */
export interface MealFigures {
  nutrition: FullNutrition;
  grams: number;
  addedSugar: boolean;
  type: MealType;
  schedule: Schedule;
}

export function figuresOf(portions: readonly Portion[], type: MealType, schedule: Schedule): MealFigures {
  return {
    nutrition: nutritionOf(portions),
    grams: portions.reduce((sum, p) => sum + p.grams, 0),
    addedSugar: portions.some((p) => food(p.foodId).tags.has('added-sugar')),
    type,
    schedule,
  };
}

const per100g = (value: number, f: MealFigures) => (f.grams > 0 ? (value / f.grams) * 100 : Number.POSITIVE_INFINITY);
const L = CLAIM_LIMITS;
/** The share of a meal's energy its protein gives (4 kcal a gram). */
const proteinShare = (n: FullNutrition) => (n.calories > 0 ? (n.protein * 4) / n.calories : 0);
/** Whether a meal may be called high in protein, and a good source of protein: the amount and the share of its energy. */
export const highInProtein = (n: FullNutrition) => n.protein >= L.highProteinG && proteinShare(n) >= L.highProteinEnergyShare;
export const sourceOfProtein = (n: FullNutrition) => n.protein >= L.goodProteinG && proteinShare(n) >= L.sourceProteinEnergyShare;
/** A diet, goal or plan named by its name ("your high-protein setup") is no claim about the meal. */
const notAName = String.raw`(?![- ]?(?:health[- ])?(?:setup|diet|plan|goal|week)\b)`;

interface Claim {
  claim: string;
  pattern: RegExp;
  holds: (f: MealFigures) => boolean;
}

/** The claims a comment can make in words, and what the figures must be for each to hold. */
const claims: readonly Claim[] = [
  { claim: 'sodium or salt free', pattern: /\b(?:sodium|salt)[- ]free\b|\bunsalted\b|\bzero (?:sodium|salt)\b/i, holds: (f) => f.nutrition.sodium < L.sodiumFreeMg },
  {
    claim: 'low in sodium',
    pattern: /\blow[- ](?:in[- ])?(?:sodium|salt)\b|\b(?:reduced|lower)[- ](?:sodium|salt)\b|\blightly salted\b|\bno (?:added )?salt\b|\blittle (?:sodium|salt)\b/i,
    holds: (f) => f.nutrition.sodium <= L.lowSodiumMg,
  },
  { claim: 'good for the heart', pattern: new RegExp(String.raw`\bheart\b${notAName}|\bcardio`, 'i'), holds: (f) => f.nutrition.sodium <= L.heartSodiumMg },
  {
    claim: 'high in fibre',
    pattern: /\b(?:high|rich) in fib(?:re|er)\b|\bhigh[- ]fib(?:re|er)\b|\bexcellent source of fib(?:re|er)\b|\bfib(?:re|er)[- ](?:rich|packed|filled)\b|\b(?:packed with|plenty of|lots of|full of) fib(?:re|er)\b/i,
    holds: (f) => f.nutrition.fiber >= L.highFibreG,
  },
  { claim: 'a good source of fibre', pattern: /\b(?:good )?source of fib(?:re|er)\b/i, holds: (f) => f.nutrition.fiber >= L.goodFibreG },
  {
    claim: 'high in protein',
    pattern: new RegExp(
      String.raw`\b(?:high|rich) in protein\b|(?<!your )\bhigh[- ]protein\b${notAName}|\bprotein[- ](?:rich|packed|heavy)\b|\b(?:packed with|plenty of|lots of|full of) protein\b|\bexcellent source of protein\b`,
      'i',
    ),
    holds: (f) => highInProtein(f.nutrition),
  },
  { claim: 'a good source of protein', pattern: /\b(?:good )?source of protein\b/i, holds: (f) => sourceOfProtein(f.nutrition) },
  { claim: 'fat free', pattern: /\bfat[- ]free\b|\bzero fat\b/i, holds: (f) => f.nutrition.fat < L.fatFreeG },
  {
    claim: 'low in fat',
    pattern: new RegExp(String.raw`(?<!your )\blow[- ]fat\b${notAName}|\blow in fat\b|\blean meal\b`, 'i'),
    holds: (f) => per100g(f.nutrition.fat, f) <= L.lowFatPer100g && f.nutrition.fat * 9 <= L.lowFatEnergyShare * f.nutrition.calories,
  },
  {
    claim: 'low in calories',
    pattern: /\blow[- ]cal(?:orie)?s?\b|\blow in (?:calories|energy)\b|\blight on calories\b/i,
    holds: (f) => per100g(f.nutrition.calories, f) <= L.lowCaloriePer100g,
  },
  { claim: 'sugar free', pattern: /\bsugar[- ]free\b|\bzero sugar\b/i, holds: (f) => f.nutrition.sugars < L.sugarFreeG },
  { claim: 'no added sugar', pattern: /\bno (?:added )?sugars?(?: added)?\b|\bwithout (?:added )?sugars?\b|\bunsweetened\b/i, holds: (f) => !f.addedSugar },
  {
    claim: 'low in carbohydrate',
    pattern: new RegExp(String.raw`(?<!your )\blow[- ]carb(?:ohydrate)?s?\b${notAName}|\blow in carb(?:ohydrate)?s?\b`, 'i'),
    holds: (f) => f.nutrition.netCarbs <= LOW_CARB_NET_CARBS_PER_DAY * mealShare(f.type, f.schedule),
  },
  {
    claim: 'keto-friendly',
    pattern: new RegExp(String.raw`(?<!your )\bketo(?:genic)?(?:[- ]friendly)?\b${notAName}`, 'i'),
    holds: (f) => f.nutrition.netCarbs <= KETO_NET_CARBS_PER_DAY * mealShare(f.type, f.schedule) && !f.addedSugar,
  },
];

/** Figures a comment gives with their unit ("640 mg sodium", "32 g protein", "510 kcal"): they must be the meal's own. */
const stated: readonly { what: string; pattern: RegExp; value: (n: FullNutrition) => number; slack: number }[] = [
  { what: 'sodium', pattern: /(\d[\d,]*(?:\.\d+)?)\s*mg\s+(?:of\s+)?(?:sodium|salt)\b/gi, value: (n) => n.sodium, slack: 20 },
  { what: 'protein', pattern: /(\d[\d,]*(?:\.\d+)?)\s*g\s+(?:of\s+)?protein\b/gi, value: (n) => n.protein, slack: 1 },
  { what: 'fibre', pattern: /(\d[\d,]*(?:\.\d+)?)\s*g\s+(?:of\s+)?fib(?:re|er)\b/gi, value: (n) => n.fiber, slack: 1 },
  { what: 'net carbohydrate', pattern: /(\d[\d,]*(?:\.\d+)?)\s*g\s+(?:of\s+)?net\s+carb/gi, value: (n) => n.netCarbs, slack: 1 },
  { what: 'carbohydrate', pattern: /(\d[\d,]*(?:\.\d+)?)\s*g\s+(?:of\s+)?carb/gi, value: (n) => n.carbs, slack: 1 },
  { what: 'fat', pattern: /(\d[\d,]*(?:\.\d+)?)\s*g\s+(?:of\s+)?(?:total\s+)?fat\b/gi, value: (n) => n.fat, slack: 1 },
  { what: 'energy', pattern: /(\d[\d,]*(?:\.\d+)?)\s*(?:kcal|calories)\b/gi, value: (n) => n.calories, slack: 20 },
];

/** A stated figure that is within 10 % (or the slack, for small amounts) of the meal's own. */
const near = (said: number, actual: number, slack: number) => Math.abs(said - actual) <= Math.max(slack, actual * 0.1);

/**
 * The claims a comment makes that the meal's figures do not support, in words ("good for the heart:
 * 2438 mg sodium, over 600 mg"); empty when every claim holds.
 */
export function unsupportedClaims(comment: string, f: MealFigures): string[] {
  const wrong: string[] = [];
  const n = f.nutrition;
  const figures = `${Math.round(n.sodium)} mg sodium, ${n.fiber.toFixed(1)} g fibre, ${n.protein.toFixed(1)} g protein, ${n.fat.toFixed(1)} g fat, ${Math.round(n.calories)} kcal in ${Math.round(f.grams)} g`;
  for (const c of claims) if (c.pattern.test(comment) && !c.holds(f)) wrong.push(`${c.claim} (${figures})`);
  for (const s of stated) {
    for (const match of comment.matchAll(s.pattern)) {
      const said = Number((match[1] ?? '').replace(/,/g, ''));
      if (!near(said, s.value(n), s.slack)) wrong.push(`${match[0]} (the meal has ${s.value(n).toFixed(1)})`);
    }
  }
  return wrong;
}
