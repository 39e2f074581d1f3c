import type { PlanArea } from '@iyl/core/plans/contract';
import { moods } from '@iyl/core/mood/constants';
import { habitCards } from '../habits/service.ts';
import { foodTable } from '../meals/service.ts';
import { moodAdvice } from '../mood/service.ts';
import { planTopicsByArea } from '../plans/service.ts';
import { libraryPassages } from './content/library.ts';
import { libraryTopics } from './content/types.ts';

/*
 * The built-in coach's one knowledge base (issue 47): everything the product holds that is written for
 * its customers, as passages the chat searches, each with the source its citation names —
 *   - the chat library (content/*.ts), written as answers;
 *   - the plan topics' tasks and habits (plans/content/topics), written as steps for a challenge;
 *   - the habit library (habits/content), written as habits to keep;
 *   - the mood advice (mood/content.ts), one passage a mood;
 *   - the food table the meal planner computes nutrition from (meals/foods.data.ts), as a few facts.
 * A coach's chat adds the coach's own PDFs and lessons (searched in the database, knowledge-repository.ts).
 * Every passage has a subject: what an answer quoting it is about, so an answer stays on one subject
 * and the question set (bench/coach-questions.ts) can be checked against it.
 */

export const subjects = [
  // The chat library's topics (content/types.ts), and what some of the product's other material is about.
  ...libraryTopics,
  'health',
  'mood',
] as const;
export type Subject = (typeof subjects)[number];

/**
 * What each subject is called, in the words people use for it: a question that names a subject ("a
 * morning routine for stress") leans to it when the passages that fit are on several. Only words that
 * name nothing else ("drinking" may be water, "loss" weight, "friends" any friendship).
 */
export const subjectNames: Record<Subject, string> = {
  sleep: 'sleep',
  stress: 'stress anxiety worry',
  movement: 'movement fitness workout',
  eating: 'eating food diet nutrition',
  money: 'money budget spending',
  debt: 'debt',
  saving: 'saving savings',
  relationships: 'relationship partner couple',
  parenting: 'parenting children parent',
  work: 'work job career',
  // Not "drink": that may be water ("drinking" with nothing after it is read as alcohol: library-search.ts).
  alcohol: 'alcohol alcoholic drunk wine beer booze hangover hangovers sober pub',
  'screen-time': 'screen phone',
  motivation: 'motivation procrastination',
  loneliness: 'loneliness lonely',
  grief: 'grief bereavement death',
  pain: 'pain ache aches',
  health: 'health',
  mood: 'mood depression',
  substances: 'smoking smoke cigarettes vaping vape cannabis weed nicotine',
};

/**
 * Subjects whose advice assumes something of the person (that they drink, that they smoke, that someone
 * died), with the words that say so: answered only when the question has one of them. "How do I relax
 * after a long day" is not told to unwind without a drink, "I drink four cans of soda a day" to have
 * drink-free days, nor "my cat keeps waking me up" how to grieve for a pet.
 */
export const onlyWhenNamed: ReadonlyMap<Subject, string> = new Map<Subject, string>([
  // The drinks and the people as well as the habit: "6 pints last night", "a social smoker".
  ['alcohol', `${subjectNames.alcohol} pint pints lager lagers cider ciders vodka gin whisky whiskey rum prosecco cocktails spirits`],
  ['substances', `${subjectNames.substances} smoker smokers cigarette cig cigs fag fags rollies vaper vapers`],
  ['grief', `${subjectNames.grief} grieving griever bereaved died dies dying dead passed funeral widow widowed widower loss lost losing miscarriage memorial mourning miss missing without`],
]);

/**
 * Subjects whose advice presumes a state the person is in (trouble sleeping, being tired), with the words
 * that say it: given only when the question speaks of it ("stressed since I started my new job" is not
 * told how to sleep). Unlike onlyWhenNamed, such advice is not written to the one who has a problem.
 */
export const onlyWhenSpokenOf: ReadonlyMap<Subject, string> = new Map<Subject, string>([
  // Parenting advice presumes the question is about a child (in what it asks, not only when: "after the kids go to bed").
  ['parenting', 'parenting parent parents child children kid kids son sons daughter daughters baby babies newborn newborns infant infants toddler toddlers teen teens teenager teenagers boy boys girl girls mum mom dad mummy daddy stepchild stepson stepdaughter school homework tantrum tantrums nappy nappies nursery pregnant pregnancy grandchild grandchildren sibling siblings brother brothers sister sisters discipline behaviour behavior naughty bedtime potty'],
  ['sleep', `${subjectNames.sleep} sleeping sleepy slept asleep insomnia tired tiredness exhausted exhaustion fatigue fatigued drowsy awake wake wakes waking woke bed bedtime beds night nights nightly overnight nap naps napping snore snores snoring snorer dream dreams nightmare nightmares rest rested energy jetlag shift shifts pillow mattress melatonin bedroom caffeine coffee`]]);

/** Where a passage comes from: what its citation's popover can say. */
export type PassageSource = 'library' | 'plan' | 'habit' | 'mood' | 'nutrition';

export interface KnowledgePassage {
  /** Unique across the knowledge base: the source, then the source's own id. */
  id: string;
  subject: Subject;
  source: PassageSource;
  /** Short title, shown in the citation: [title]. */
  title: string;
  /** Words a person may use for it that the text may not (searched with the text). */
  keywords: readonly string[];
  /** Plain text, whole sentences. */
  text: string;
  /** How much its relevance counts against others' (the chat library is written as answers: a little more). */
  weight?: number;
  /** The words people use for what it is part of (a plan topic's terms), searched as their own field. */
  terms?: readonly string[];
  /** What it is part of, as a phrase that reads in a sentence ("paying off credit card debt"), when it has one. */
  topic?: string;
  /** How often it is done, for steps that can become a routine ("Daily", "Weekly", "Once"). */
  frequency?: string;
  /** The plan area it belongs to, when it comes from the plans or the habit library. */
  area?: PlanArea;
}

/** The subject of each plan topic (plans/content/topics): what a step of it is about. */
const planTopicSubjects: Record<string, Subject> = {
  // Finance: debt and credit
  'credit-card-debt': 'debt', 'payday-loans': 'debt', 'buy-now-pay-later': 'debt', overdraft: 'debt', 'student-loans': 'debt',
  'debt-collectors': 'debt', 'credit-score': 'debt', 'debt-payoff': 'debt', 'medical-bills': 'debt',
  gambling: 'money', scams: 'money', 'financial-abuse': 'money', 'low-income': 'money', 'job-loss': 'money',
  // Finance: the future
  'support-parents': 'money', 'lending-money': 'money', 'kids-money': 'money', 'saving-for-children': 'saving',
  'retirement-income': 'saving', 'retirement-catch-up': 'saving', 'investing-basics': 'saving', 'crypto-losses': 'money',
  'inheritance-windfall': 'money', 'making-a-will': 'money', 'childcare-costs': 'money',
  // Finance: general
  'first-budget': 'money', 'paycheck-to-paycheck': 'money', 'emergency-fund': 'saving', 'money-anxiety': 'money',
  // Finance: home and life events
  'house-deposit': 'saving', 'first-home': 'money', 'mortgage-payments': 'money', 'high-rent': 'money', 'moving-home': 'money',
  'student-budget': 'money', wedding: 'money', 'new-baby-costs': 'money', 'divorce-money': 'money', 'couple-money': 'money',
  // Finance: income
  'side-income': 'money', 'pay-rise': 'work', 'small-business': 'money', taxes: 'money', 'insurance-basics': 'money', 'irregular-income': 'money',
  // Finance: spending
  'impulse-shopping': 'money', subscriptions: 'money', 'eating-out': 'money', 'grocery-bill': 'money', 'energy-bills': 'money',
  'christmas-gifts': 'money', 'holiday-travel': 'saving', 'car-costs': 'money',
  // Health
  'quit-smoking': 'substances', 'cut-down-cannabis': 'substances', 'cut-down-alcohol': 'alcohol',
  'knee-running-injury': 'pain', 'back-pain': 'pain', 'neck-shoulder-posture': 'pain', 'chronic-pain-arthritis': 'pain',
  'migraines-headaches': 'pain', 'period-pain-pms': 'pain',
  'night-shift': 'sleep', 'new-baby': 'parenting', insomnia: 'sleep', 'snoring-sleep-apnoea': 'sleep', 'jet-lag-travel': 'sleep', 'late-bedtime': 'sleep',
  'stress-burnout': 'stress', 'anxiety-panic': 'stress', 'low-mood': 'mood',
  'lose-weight': 'eating', 'sugar-cravings': 'eating', 'emotional-eating': 'eating', 'drink-more-water': 'eating',
  'healthy-cooking-budget': 'eating', 'meal-prep-busy': 'eating', 'plant-based': 'eating', 'healthy-eating': 'eating',
  'gain-weight-muscle': 'movement', 'beginner-fitness': 'movement', 'marathon-training': 'movement', 'strength-training': 'movement',
  'sedentary-desk-job': 'movement', 'staying-mobile-later-life': 'movement', 'flexibility-mobility': 'movement',
  'type-2-diabetes': 'health', 'high-blood-pressure': 'health', 'cholesterol-heart-health': 'health',
  // Caffeine advice here is mostly about sleep (cut-off times, afternoon coffee).
  'caffeine-dependence': 'sleep',
  'energy-slumps': 'health', menopause: 'health', pregnancy: 'health', 'postnatal-recovery': 'health', 'digestion-ibs': 'health',
  'brain-fog-focus': 'health', 'recovery-after-illness-surgery': 'health', 'long-covid-fatigue': 'health',
  'screen-time': 'screen-time', 'eye-strain': 'screen-time', 'late-night-gaming': 'screen-time',
  // Relationships
  'abuse-feeling-unsafe': 'relationships', 'trust-after-infidelity': 'relationships', 'recovery-and-relationships': 'relationships',
  'loved-one-addiction': 'relationships', 'new-baby-strain': 'relationships', 'fertility-struggles': 'relationships',
  'dating-finding-partner': 'relationships', 'stay-or-leave': 'relationships', 'breakup-recovery': 'relationships',
  'wedding-planning-stress': 'relationships', 'moving-in-together': 'relationships', 'long-distance-relationship': 'relationships',
  'opposite-shifts': 'relationships', 'chores-mental-load': 'relationships', 'partner-depression-anxiety': 'relationships',
  'caring-for-sick-partner': 'relationships', 'cultural-religious-differences': 'relationships', 'in-laws': 'relationships',
  'ageing-parents': 'relationships', 'commitment-and-future': 'relationships', 'empty-nest': 'relationships',
  'estranged-family': 'relationships', 'adult-sibling-conflict': 'relationships', 'difficult-parent-boundaries': 'relationships',
  'family-gatherings-stress': 'relationships', 'toxic-friendship': 'relationships', 'friendship-falling-out': 'relationships',
  'people-pleasing': 'relationships', 'neighbour-dispute': 'relationships', 'jealousy-insecurity': 'relationships',
  'lost-intimacy': 'relationships', 'growing-apart': 'relationships', 'feeling-taken-for-granted': 'relationships',
  'apology-and-forgiveness': 'relationships', 'anger-and-temper': 'relationships', 'constant-arguments': 'relationships',
  // Money between partners is in the Relationship area: it is about the two of them.
  'feeling-unheard': 'relationships', 'couple-money-talks': 'relationships', 'phones-in-the-way': 'screen-time',
  'single-parenting': 'parenting', 'divorce-co-parenting': 'parenting', 'child-additional-needs': 'parenting',
  'teenager-conflict': 'parenting', 'toddler-tantrums': 'parenting', 'children-fighting': 'parenting', 'blended-family': 'parenting',
  'adult-children': 'parenting',
  'grief-and-loss': 'grief',
  'friends-with-children': 'loneliness', 'new-city-friends': 'loneliness', 'social-anxiety': 'loneliness', loneliness: 'loneliness',
  'colleague-conflict': 'work', 'difficult-boss': 'work', 'work-crowding-out-family': 'work',
};

/** The subject of each habit-library card, by title (habits/content). */
const habitSubjects: Record<string, Subject> = {
  'Morning sunlight': 'sleep', 'Caffeine cut-off at 2 pm': 'sleep', 'Cool, dark bedroom': 'sleep', 'Cold shower finish': 'health',
  'Physiological sigh': 'stress', '12-hour overnight fast': 'eating', 'Zone 2 cardio': 'movement', 'Focus sprints': 'work',
  'Twenty minutes in nature': 'stress', 'Twenty-minute power nap': 'sleep', 'Dim the lights after sunset': 'sleep',
  'Grey-scale phone in the evening': 'screen-time', 'Stairs and standing breaks': 'movement', 'Warm bath or sauna before bed': 'sleep',
  'Water before coffee': 'eating', 'Track resting heart rate': 'health',
  'Log every purchase': 'money', 'Pay yourself first': 'saving', 'Extra debt payment': 'debt', 'Leave the credit card at home': 'debt',
  'Emergency fund transfer': 'saving', 'Round-up savings': 'saving', 'No-spend days': 'money', '48-hour rule': 'money',
  'Weekly money date': 'money', 'Monthly subscription sweep': 'money', 'Ten minutes of money learning': 'money',
  'Automatic monthly investing': 'saving', 'Net-worth snapshot': 'money', 'Cook at home': 'money', 'Side-income hour': 'money',
  'Consistent bedtime': 'sleep', 'Screen-free last hour': 'sleep', 'Eight glasses of water': 'eating', 'Ten-minute walk after meals': 'movement',
  '7,000 steps a day': 'movement', 'Strength training twice a week': 'movement', 'Vegetables with every meal': 'eating',
  'Protein-first breakfast': 'eating', 'No sugary drinks': 'eating', 'Box breathing break': 'stress', 'Ten minutes of meditation': 'stress',
  'Daily stretch': 'movement', 'Kitchen closed after dinner': 'eating', 'Monthly health check-in': 'health',
  'Three good things': 'mood', 'Daily 10-minute check-in': 'relationships', 'Active listening': 'relationships',
  'One specific appreciation': 'relationships', 'Pause before reacting': 'relationships', 'Repair within 24 hours': 'relationships',
  'Phones away at meals': 'screen-time', 'Weekly date or family night': 'relationships', 'Message a friend': 'loneliness',
  'Show up to a group': 'loneliness', 'Weekly call with family': 'relationships', 'Ask for support honestly': 'relationships',
  'Keep small promises': 'relationships', 'New shared activity each month': 'relationships', 'Six-second hug': 'relationships',
  'One act of kindness': 'mood',
};

/** The subject of each mood's advice. */
const moodSubjects: Record<(typeof moods)[number], Subject> = {
  Happy: 'mood', Anxious: 'stress', Stressed: 'stress', Calm: 'mood', Excited: 'mood', Sad: 'mood', Grateful: 'mood', Confident: 'mood', Angry: 'relationships',
};

/** The plan area of a habit card's category. */
const areaOfCategory = (category: string): PlanArea => (category === 'Finance' ? 'Finance' : category === 'Relationship' ? 'Relationship' : 'Health');

/** The chat library's passages are written as answers to questions: their relevance counts this much more. */
const LIBRARY_WEIGHT = 1.3;

function libraryPart(): KnowledgePassage[] {
  return libraryPassages.map((p) => ({ id: `library:${p.id}`, subject: p.topic, source: 'library', title: p.title, keywords: p.keywords, text: p.text, weight: LIBRARY_WEIGHT }));
}

function planPart(): KnowledgePassage[] {
  const out: KnowledgePassage[] = [];
  for (const [area, topics] of Object.entries(planTopicsByArea()) as [PlanArea, ReturnType<typeof planTopicsByArea>[PlanArea]][]) {
    for (const topic of topics) {
      const subject = planTopicSubjects[topic.id];
      if (!subject) throw new Error(`The plan topic ${topic.id} has no subject in the knowledge base.`);
      const terms = [topic.name, ...topic.terms];
      const items = [...topic.tasks.map((item, i) => ({ item, key: `t${i}` })), ...topic.habits.map((item, i) => ({ item, key: `h${i}` }))];
      for (const { item, key } of items) {
        out.push({ id: `plan:${topic.id}:${key}`, subject, source: 'plan', title: item.title, keywords: [], terms, text: item.description, topic: topic.name, frequency: item.frequency, area });
      }
    }
  }
  return out;
}

function habitPart(): KnowledgePassage[] {
  return habitCards().map((card) => {
    const subject = habitSubjects[card.title];
    if (!subject) throw new Error(`The habit card ${card.title} has no subject in the knowledge base.`);
    return {
      id: `habit:${card.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      subject,
      source: 'habit' as const,
      title: card.title,
      keywords: card.keywords,
      text: card.description,
      frequency: card.duration === 'monthly' ? 'Monthly' : 'Daily',
      area: areaOfCategory(card.category),
    };
  });
}

function moodPart(): KnowledgePassage[] {
  return moods.map((mood) => ({
    id: `mood:${mood.toLowerCase()}`,
    subject: moodSubjects[mood],
    source: 'mood' as const,
    title: `Feeling ${mood.toLowerCase()}`,
    keywords: [mood.toLowerCase(), 'feeling', 'mood', 'emotions'],
    text: moodAdvice(mood),
  }));
}

/** A food's figure as a sentence reads it: "31 g". */
const grams = (value: number) => `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} g`;

/**
 * A few facts from the food table (USDA figures per 100 g): the foods richest in protein and in fibre,
 * as the meal planner counts them. Numbers are the table's, so a citation points at a passage that says them.
 */
function nutritionPart(): KnowledgePassage[] {
  // Pantry items (spices, flours, oils) are eaten by the pinch or the spoon, not by 100 g.
  const eaten = foodTable().filter((food) => food.group !== 'Pantry' && !food.tags.includes('processed-meat'));
  const richest = (nutrient: 'protein' | 'fiber') =>
    [...eaten]
      .sort((a, b) => b[nutrient] - a[nutrient])
      .slice(0, 8)
      .map((food) => `${food.name.toLowerCase()} ${grams(food[nutrient])}`);
  const animal = new Set(['meat', 'fish', 'shellfish', 'poultry', 'red-meat', 'dairy', 'egg', 'processed-meat', 'honey']);
  const plant = eaten
    .filter((food) => !food.tags.some((tag) => animal.has(tag)))
    .sort((a, b) => b.protein - a.protein)
    .slice(0, 8)
    .map((food) => `${food.name.toLowerCase()} ${grams(food.protein)}`);
  return [
    {
      id: 'nutrition:protein-foods',
      subject: 'eating',
      source: 'nutrition',
      title: 'Protein in common foods',
      keywords: ['protein', 'high protein', 'protein foods', 'muscle', 'meat', 'eggs', 'fish'],
      text: `Per 100 g, the foods richest in protein in the meal planner's food table are ${richest('protein').join(', ')}. These figures come from the USDA nutrient database and are for the food as eaten.`,
    },
    {
      id: 'nutrition:plant-protein',
      subject: 'eating',
      source: 'nutrition',
      title: 'Protein from plants',
      keywords: ['vegetarian protein', 'vegan protein', 'plant protein', 'beans', 'lentils', 'tofu', 'plant-based'],
      text: `Per 100 g, the plant foods richest in protein in the meal planner's food table are ${plant.join(', ')}. These figures come from the USDA nutrient database and are for the food as eaten.`,
    },
    {
      id: 'nutrition:fibre-foods',
      subject: 'eating',
      source: 'nutrition',
      title: 'Fibre in common foods',
      keywords: ['fibre', 'fiber', 'constipation', 'gut', 'wholegrain', 'digestion'],
      text: `Per 100 g, the foods richest in fibre in the meal planner's food table are ${richest('fiber').join(', ')}. These figures come from the USDA nutrient database and are for the food as eaten.`,
    },
  ];
}

/** Every passage of the built-in knowledge base, built once. */
export const knowledgePassages: readonly KnowledgePassage[] = [...libraryPart(), ...planPart(), ...habitPart(), ...moodPart(), ...nutritionPart()];

/** The passages by title, lower case: an earlier answer's citations say what it was about. */
const byTitle = new Map<string, KnowledgePassage[]>();
for (const passage of knowledgePassages) {
  const key = passage.title.toLowerCase();
  byTitle.set(key, [...(byTitle.get(key) ?? []), passage]);
}

/** The built-in passages a title names (a citation's), if any. */
export function passagesTitled(title: string): readonly KnowledgePassage[] {
  return byTitle.get(title.trim().toLowerCase()) ?? [];
}
