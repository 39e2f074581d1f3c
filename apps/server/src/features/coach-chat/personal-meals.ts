import { escapeMarkdown } from '@iyl/core/text/markdown';
import { addDays, weekdayIndex } from '@iyl/core/time/zone';
import type { CustomerContext, MealGlance, MealSlot } from './customer-summary.ts';
import { weekdayNames } from './customer-figures.ts';
import { bold, dayLabel, recordsOf } from './personal-words.ts';
import { daysOf, type When, whenOf } from './personal-time.ts';

/*
 * The built-in coach on the customer's meal plan: a day's meals (today, tomorrow, a weekday), the week,
 * and whether it holds enough protein (or calories, carbohydrate, fat) against their daily targets.
 * The numbers are the Meal screen's: each meal's nutrition computed from its ingredients.
 */

export type Nutrient = 'protein' | 'calories' | 'carbs' | 'fat';
export type MealsAsk =
  | { what: 'day'; when: 'today' | 'tomorrow' | number; type: MealSlot['type'] | null }
  | { what: 'nutrient'; nutrient: Nutrient }
  | { what: 'week' }
  | { what: 'eaten'; when: When; type: MealSlot['type'] | null }
  /** "Did I stick to my meal plan today?": the meals marked eaten against those planned, yes or no. */
  | { what: 'kept'; when: When };

const MY_MEALS = /\bmy\s+(?:meal\s*plan|meal\s+planner|meals?|menu|food\s+plan|diet\s+plan|week(?:'s)?\s+(?:meals|menu))\b/;
const NUTRIENT = /\b(protein|calories|kcal|carbs?|carbohydrates?|fat)\b/;
const MEAL_TYPE = /\b(breakfast|lunch|dinner|supper)\b/;
const WHEN = /\b(today|tonight|tomorrow|this\s+(?:morning|evening|afternoon)|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;
const WHAT_FOR = /\bwhat(?:'s|\s+is|\s+am\s+i|\s+are\s+we|\s+do\s+i\s+have|\s+have\s+i\s+got)\b[^.?!]{0,25}\b(?:having|eating|for|planned|cooking|on)\b/;

/**
 * What they have eaten (the meals of their plan marked eaten): "how many calories did I eat today?", "what did I
 * have for lunch yesterday?", "have I eaten breakfast?". Asked in the past, about them; never "how many calories should I eat".
 */
const EATEN = [
  /\b(?:did|have|had)\s+i\s+(?:already\s+|actually\s+|even\s+)?(?:eat|eaten|ate|have|had|finish|finished)\b/,
  /\bhow\s+(?:many|much)\s+(?:meals?|calories|kcal|protein|carbs?|carbohydrates?|fat|food)\s+(?:did|have|had)\s+i\b/,
  /\bhow\s+(?:many|much)\s+(?:meals?|calories|kcal|protein|carbs?|carbohydrates?|fat|food)\s+i(?:'ve|\s+have)?\s+(?:eaten|had|ate)\b/,
  /\bwhat\s+(?:did|have)\s+i\s+(?:eat|eaten|had|have)\b/,
];
/** "Did I stick to my meal plan today?", "am I keeping to my meals this week?", "have I followed my meal plan?", "am I on track with my meal plan?". */
const KEPT =
  /\b(?:did|have|had|am|was|were)\s+i\s+(?:been\s+|really\s+|actually\s+)?(?:(?:stick|stuck|sticking|keep|kept|keeping|follow|followed|following|stay|stayed|staying)\s+(?:up\s+)?(?:to\s+|with\s+|on\s+)?|on\s+track\s+with\s+)my\s+(?:meal\s*plan|meal\s+planner|diet\s+plan|food\s+plan|meals|menu)\b/;
const FOOD = /\b(?:eat|eaten|ate|meals?|breakfast|lunch|dinner|supper|calories|kcal|protein|carbs?|carbohydrates?|fat|food)\b/;

/** "My dinner", "tonight's dinner": a meal of their own plan. */
const MY_SLOT = /\b(?:my|tonight's|today's|tomorrow's|this\s+evening's)\s+(?:planned\s+)?(?:breakfast|lunch|dinner|supper)\b/;

const SHOULD_EAT = /\bwhat\s+(?:should|shall|can|could|do)\s+(?:i|we)\s+(?:eat|have|cook|make)\b(?!\s+(?:before|after)\b)/;

/** What a question asks of the customer's meal plan, or null when it is not about it. */
export function mealsAsk(text: string): MealsAsk | null {
  const mine = MY_MEALS.test(text);
  const type0 = MEAL_TYPE.exec(text)?.[1];
  const slot0 = type0 ? (type0 === 'supper' ? 'Dinner' : ((type0.charAt(0).toUpperCase() + type0.slice(1)) as MealSlot['type'])) : null;
  // "Did I stick to my meal plan today?": yes or no, from the meals marked eaten against those planned (today when it names no time).
  if (KEPT.test(text) && !/\b(?:how\s+(?:do|can|could|should)\s+i|tips?)\b/.test(text)) return { what: 'kept', when: whenOf(text) ?? { kind: 'day', back: 0 } };
  // "How many calories did I eat today?": the meals marked eaten that day (today when it names no time; "have I eaten" is about today).
  if (EATEN.some((p) => p.test(text)) && FOOD.test(text) && !/\bshould\b/.test(text)) {
    const when = whenOf(text);
    if (when || /\b(?:have\s+i|i've|i\s+have)\b/.test(text)) return { what: 'eaten', when: when ?? { kind: 'day', back: 0 }, type: slot0 };
  }
  const nutrient = NUTRIENT.exec(text)?.[1];
  // "How many calories are in my dinner tonight?", "how much protein is in tomorrow's lunch?": that meal of their plan, with its nutrition.
  if (nutrient && slot0 && MY_SLOT.test(text) && !/\b(?:should|usually|typical|average)\b/.test(text)) {
    const on = WHEN.exec(text)?.[1];
    const index = weekdayNames.findIndex((d) => d.toLowerCase() === on);
    return { what: 'day', when: on === 'tomorrow' || /\btomorrow's\b/.test(text) ? 'tomorrow' : index >= 0 ? index : 'today', type: slot0 };
  }
  if (nutrient && (mine || /\b(?:am\s+i|i'm)\s+(?:getting|eating|having)\b[^.?!]{0,30}\b(?:from|in|on)\s+my\s+(?:meal|plan|menu)/.test(text) || /\bhow\s+(?:many|much)\s+(?:calories|kcal|protein|carbs?|fat)\s+(?:am\s+i|i'm|do\s+i)\s+(?:getting|eating|having|get|eat|have)\b/.test(text))) {
    return { what: 'nutrient', nutrient: nutrient === 'kcal' ? 'calories' : nutrient.startsWith('carb') ? 'carbs' : (nutrient as Nutrient) };
  }
  const when = WHEN.exec(text)?.[1];
  const type = MEAL_TYPE.exec(text)?.[1];
  const weekday = weekdayNames.findIndex((d) => d.toLowerCase() === when);
  const slot = type ? (type === 'supper' ? 'Dinner' : ((type.charAt(0).toUpperCase() + type.slice(1)) as MealSlot['type'])) : null;
  const asked: MealsAsk = { what: 'day', when: when === 'tomorrow' ? 'tomorrow' : weekday >= 0 ? weekday : 'today', type: slot };
  if (mine) return /\b(?:this|the|whole|next)\s+week\b|\bweek(?:'s|ly)\b/.test(text) && !when ? { what: 'week' } : asked;
  if ((type || /\bmeals?\b/.test(text)) && when && WHAT_FOR.test(text)) return asked;
  // "What should I eat tonight?", "what shall we have for dinner tomorrow?": their plan for that day
  // ("what should I eat for dinner?", with no day, is general advice: the library's).
  if (when && SHOULD_EAT.test(text)) return { ...asked, type: slot ?? (when === 'tonight' || when === 'this evening' ? 'Dinner' : null) };
  return null;
}

const SETUP =
  'On the Meal screen, fill in the meal setup (diet, allergies, preference, goal and schedule) and it writes you a week of meals that fit them; then ask me again.';

const units: Record<Nutrient, string> = { protein: 'g', calories: 'kcal', carbs: 'g', fat: 'g' };
const words: Record<Nutrient, string> = { protein: 'protein', calories: 'energy', carbs: 'carbohydrate', fat: 'fat' };
const amount = (n: Nutrient, value: number) => `${Math.round(value).toLocaleString('en-US')} ${units[n]}`;

function dayOf(today: string, when: 'today' | 'tomorrow' | number): string {
  if (when === 'today') return today;
  if (when === 'tomorrow') return addDays(today, 1);
  // The next such weekday, today included.
  return addDays(today, (when - weekdayIndex(today) + 7) % 7);
}

function dayAnswer(m: MealGlance, today: string, ask: Extract<MealsAsk, { what: 'day' }>): string {
  const week = m.week;
  if (!week) return noWeek(m);
  const date = dayOf(today, ask.when);
  const name = date === today ? `Today (${dayLabel(date)})` : date === addDays(today, 1) ? `Tomorrow (${dayLabel(date)})` : `On ${dayLabel(date)}`;
  const day = week.days.find((d) => d.date === date);
  if (!day) {
    return `Your meal plan runs ${dayLabel(week.from)} – ${dayLabel(week.to)}, so nothing is planned for ${name.replace(/^On /, '').replace(/^T/, 't')} yet. The Meal screen can write your next week from your setup.`;
  }
  const meals = ask.type ? day.meals.filter((x) => x.type === ask.type) : day.meals;
  const line = (x: MealSlot) => `${bold(escapeMarkdown(x.dish))} (${x.calories} kcal, ${Math.round(x.protein)} g protein)${x.eaten ? ', marked eaten' : ''}`;
  const only = meals[0];
  if (ask.type && only) return `${name}, your meal plan has ${line(only)} for ${ask.type.toLowerCase()}.\n\nThe Meal screen shows its ingredients and steps, and can swap it for another dish that fits your setup.`;
  if (meals.length === 0) return `${name}, your meal plan has no ${ask.type?.toLowerCase() ?? 'meals'}.`;
  return [
    `${name}, from your meal plan:`,
    meals.map((x) => `- ${x.type}: ${line(x)}`).join('\n'),
    `That day adds up to ${day.calories.toLocaleString('en-US')} kcal and ${Math.round(day.protein)} g of protein; your daily targets are ${m.targets.calories.toLocaleString('en-US')} kcal and ${m.targets.protein} g. The Meal screen has each dish’s ingredients and steps, and can swap one you don’t fancy.`,
  ].join('\n\n');
}

function weekAnswer(m: MealGlance): string {
  const week = m.week;
  if (!week) return noWeek(m);
  const lines = week.days.map((d) => `- ${dayLabel(d.date)}: ${d.meals.map((x) => `${x.type.toLowerCase()} ${escapeMarkdown(x.dish)}${x.eaten ? ' (eaten)' : ''}`).join('; ')}`);
  return [
    `Your meal plan for ${dayLabel(week.from)} – ${dayLabel(week.to)} (${week.eaten} of ${week.total} meals marked eaten so far):`,
    lines.join('\n'),
    `The week holds ${week.totals.calories.toLocaleString('en-US')} kcal and ${Math.round(week.totals.protein)} g of protein in all. The Meal screen has each dish’s ingredients and steps.`,
  ].join('\n\n');
}

function nutrientAnswer(m: MealGlance, n: Nutrient): string {
  const week = m.week;
  if (!week) return noWeek(m);
  const target = m.targets[n];
  const total = week.totals[n];
  const perDay = week.days.map((d) => ({ date: d.date, value: d[n] }));
  const average = total / perDay.length;
  const whose = m.customTargets ? 'your own target' : `the default for your ${m.goal.replace(/-/g, ' ')} goal`;
  const intro = `Your meal plan for ${dayLabel(week.from)} – ${dayLabel(week.to)} holds ${bold(`${amount(n, total)} of ${words[n]}`)}, about ${bold(`${amount(n, average)} a day`)}, against your daily target of ${bold(amount(n, target))} (${whose}, under Daily targets on the Meal screen).`;
  const eaten = `That is what the plan holds; ${week.eaten} of its ${week.total} meals ${week.eaten === 1 ? 'is' : 'are'} marked eaten so far.`;
  if (n === 'protein') {
    const reach = perDay.filter((d) => d.value >= target);
    const short = perDay.filter((d) => d.value < target).sort((a, b) => a.value - b.value);
    const items = [`- ${reach.length} of ${perDay.length} days reach it${reach.length ? `: ${reach.map((d) => `${dayLabel(d.date).slice(0, 3)} ${amount(n, d.value)}`).join(', ')}` : ''}.`];
    if (short.length) items.push(`- Below it: ${short.map((d) => `${dayLabel(d.date)} ${amount(n, d.value)}`).join(', ')}.`);
    const verdict =
      short.length === 0
        ? 'So yes: every day of the plan reaches your protein target.'
        : average >= target
          ? `So on average yes, but ${short.length === 1 ? 'one day falls' : `${short.length} days fall`} short.`
          : average >= target * 0.9
            ? 'So nearly: the plan is a little under your target.'
            : 'So no: the plan falls short of your target. Swapping a meal on the Meal screen for a higher-protein dish that fits your diet and allergies would close the gap.';
    return [intro, items.join('\n'), `${verdict} ${eaten}`].join('\n\n');
  }
  // Energy, carbohydrate and fat: how close each day comes to the target (within a tenth either way).
  const near = perDay.filter((d) => Math.abs(d.value - target) <= target * 0.1);
  const over = perDay.filter((d) => d.value > target * 1.1);
  const under = perDay.filter((d) => d.value < target * 0.9);
  const items = [`- ${near.length} of ${perDay.length} days within a tenth of it.`];
  if (over.length) items.push(`- Above: ${over.map((d) => `${dayLabel(d.date)} ${amount(n, d.value)}`).join(', ')}.`);
  if (under.length) items.push(`- Below: ${under.map((d) => `${dayLabel(d.date)} ${amount(n, d.value)}`).join(', ')}.`);
  return [intro, items.join('\n'), eaten].join('\n\n');
}

/** What they marked eaten of their plan on a day (or a week): the meals, their energy and protein, and the targets to set them against. */
function eatenAnswer(m: MealGlance, today: string, ask: Extract<MealsAsk, { what: 'eaten' }>): string {
  const { from, to, label, oneDay } = daysOf(ask.when, today);
  const only = 'I only know the meals of your plan that you mark eaten on the Meal screen, not anything else you ate.';
  const week = m.week;
  const planned = (week?.days ?? []).filter((d) => d.date >= from && d.date <= to);
  const Label = label.charAt(0).toUpperCase() + label.slice(1);
  if (!week || planned.length === 0) {
    const runs = week ? `Your meal plan runs ${dayLabel(week.from)} – ${dayLabel(week.to)}` : m.endedOn ? `Your last meal plan ended ${dayLabel(m.endedOn)}` : 'You have no meal plan this week';
    return `${runs}, so I have no meals of yours for ${label.replace(/^on /, '')} to count. ${only}`;
  }
  const slots = planned.flatMap((d) => d.meals.map((x) => ({ ...x, date: d.date }))).filter((x) => !ask.type || x.type === ask.type);
  const eaten = slots.filter((x) => x.eaten);
  const one = ask.type ? ask.type.toLowerCase() : 'meal';
  const many = one === 'lunch' ? 'lunches' : `${one}s`;
  const partly = planned.length < (oneDay ? 1 : Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1) ? ` (your plan covers ${dayLabel(planned[0]?.date as string)} – ${dayLabel(planned.at(-1)?.date as string)} of it)` : '';
  if (eaten.length === 0) {
    const none = slots.length === 1 ? `your planned ${one} isn’t marked eaten` : `none of the ${slots.length} planned ${many} is marked eaten`;
    const them = slots.length === 1 ? 'it' : 'them';
    return `${Label}${partly}, ${none}, so I have nothing eaten to count. If you ate ${them}, mark ${them} eaten on the Meal screen. ${only}`;
  }
  // Added up unrounded, as the Meal screen adds up a day, then rounded.
  const kcal = Math.round(eaten.reduce((n, x) => n + (x.exact?.calories ?? x.calories), 0));
  const protein = Math.round(Math.round(eaten.reduce((n, x) => n + (x.exact?.protein ?? x.protein), 0) * 10) / 10);
  const line = (x: (typeof eaten)[number]) => `- ${oneDay ? '' : `${dayLabel(x.date)}, `}${x.type}: ${bold(escapeMarkdown(x.dish))} (${Math.round(x.calories).toLocaleString('en-US')} kcal, ${Math.round(x.protein)} g protein)`;
  const count = slots.length === 1 ? `your planned ${one}` : `${eaten.length} of the ${slots.length} planned ${many}`;
  const parts = [`${Label}${partly}, you marked ${count} eaten:`, eaten.map(line).join('\n')];
  const total = `Together that is ${bold(`${kcal.toLocaleString('en-US')} kcal`)} and ${Math.round(protein)} g of protein`;
  parts.push(
    oneDay && !ask.type
      ? `${total}; your daily targets are ${m.targets.calories.toLocaleString('en-US')} kcal and ${m.targets.protein} g (under Daily targets on the Meal screen). ${only}`
      : `${total}. ${only}`,
  );
  return parts.join('\n\n');
}

/** Whether they kept to their plan on a day (or a week): the meals marked eaten against those planned, with their energy. */
function keptAnswer(m: MealGlance, today: string, when: When): string {
  const { from, to, label, oneDay } = daysOf(when, today);
  const only = 'I only know the meals of your plan that you mark eaten on the Meal screen, not anything else you ate.';
  const planned = (m.week?.days ?? []).filter((d) => d.date >= from && d.date <= to);
  if (!m.week || planned.length === 0) return eatenAnswer(m, today, { what: 'eaten', when, type: null });
  const slots = planned.flatMap((d) => d.meals.map((x) => ({ ...x, date: d.date })));
  const eaten = slots.filter((x) => x.eaten);
  const open = slots.filter((x) => !x.eaten);
  const kcal = (list: typeof slots) => Math.round(list.reduce((n, x) => n + (x.exact?.calories ?? x.calories), 0)).toLocaleString('en-US');
  const plannedKcal = planned.reduce((n, d) => n + d.calories, 0).toLocaleString('en-US');
  const isToday = oneDay && from === today;
  const whose = isToday ? 'today’s' : 'the';
  const meal = (x: (typeof slots)[number]) => `${oneDay ? '' : `${dayLabel(x.date).slice(0, 3)} `}${x.type.toLowerCase()}`;
  const of = `${eaten.length} of ${whose} ${slots.length} planned meals`;
  const energy = eaten.length ? `${eaten.map(meal).join(', ')}, ${kcal(eaten)} kcal of the ${plannedKcal} planned` : `${plannedKcal} kcal planned`;
  const Label = label.charAt(0).toUpperCase() + label.slice(1);
  let head: string;
  if (open.length === 0) head = `${bold('Yes')}: ${isToday ? 'you’ve' : `${Label}, you`} marked all ${slots.length} of ${whose} planned meals eaten (${energy}).`;
  else if (isToday) head = eaten.length ? `So far you’ve marked ${bold(of)} eaten (${energy}). Not marked yet: ${open.map(meal).join(', ')}.` : `${bold('Not yet')}: none of today’s ${slots.length} planned meals is marked eaten (${energy}).`;
  else head = eaten.length ? `${bold('Partly')}: ${label}, you marked ${of} eaten (${energy}). Not marked: ${open.map(meal).join(', ')}.` : `${bold('No')}: ${label}, none of the ${slots.length} planned meals is marked eaten (${energy}).`;
  const mark = open.length ? ' If you ate one, mark it eaten on the Meal screen.' : '';
  return `${head}${mark}\n\n${only}`;
}

function noWeek(m: MealGlance): string {
  return `You have no meal plan for this week${m.endedOn ? ` (your last one ended ${dayLabel(m.endedOn)})` : ''}, so there is nothing planned for me to read. The Meal screen can write a new week from your setup (your diet, allergies and goal); then ask me again.`;
}

/** The answer to a question about the customer's meal plan, from their own plan, or why it can't be. */
export function mealsAnswer(ask: MealsAsk, customer: CustomerContext | undefined): string {
  const read = recordsOf('meals', customer);
  if (!read.snapshot) return read.answer;
  const { meals, today } = read.snapshot;
  if (!meals) return `You haven’t set up your meals yet, so there is no meal plan for me to read. ${SETUP}`;
  if (ask.what === 'nutrient') return nutrientAnswer(meals, ask.nutrient);
  if (ask.what === 'week') return weekAnswer(meals);
  if (ask.what === 'eaten') return eatenAnswer(meals, today, ask);
  if (ask.what === 'kept') return keptAnswer(meals, today, ask.when);
  return dayAnswer(meals, today, ask);
}
