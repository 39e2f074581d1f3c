/** The demo customer's own data: the survey, the plan work ticked off week by week, notes, six weeks of moods and brand-voice pieces. */
import type { BrandChoices } from '@iyl/core/brand-voice/constants';
import type { Mood } from '@iyl/core/mood/constants';
import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import type { PlanArea, PlanItemKind } from '@iyl/core/plans/contract';

/** A believable survey: poor sleep, money worries, a good family life. */
export const answers: SurveyAnswers = {
  healthOverall: 6,
  sleepQuality: 3,
  energyLevel: 4,
  stressManagement: 4,
  exerciseFrequency: 'Rarely',
  nutritionQuality: 6,
  hydrationFrequency: 'A few times a week',
  healthMotivation: { selected: ['Energy and productivity', 'Mental clarity'] },
  healthImportance: 'Very Important',
  healthChallenge: 'I scroll my phone in bed and wake up tired.',
  relationshipSatisfaction: 'Satisfied',
  communicationQuality: 7,
  qualityTimeFrequency: 'A few times a week',
  conflictHandling: 6,
  socialConnection: 5,
  relationshipQualities: { selected: ['Trust', 'Communication'] },
  relationshipImportance: 'Very Important',
  supportFeeling: 7,
  lonelinessFrequency: 'Rarely',
  relationshipChallenge: 'We rarely get time alone since the baby arrived.',
  financialSatisfaction: 'Unsatisfied',
  savingFrequency: 'Rarely',
  budgetConfidence: 3,
  debtWorry: 8,
  emergencyFund: 'Less than 3 months',
  financeDrivers: { selected: ['Stability for family'] },
  financeImportance: 'Extremely Important',
  financialKnowledge: 4,
  spendingTracking: 'Never',
  financeChallenge: 'Credit card balance from last year keeps growing.',
  lifeBalance: 'Unbalanced',
  workLifeBalance: 4,
  reflectionFrequency: 'Rarely',
  purposeClarity: 6,
  hobbiesFrequency: 'Rarely',
  screenTimeControl: 3,
  happiness: 6,
  priorityArea: 'Finances',
  support: { selected: ['Habit Tracking Tools', 'Accountability Partner'] },
  balanceChallenge: 'Long work weeks.',
  focusArea: 'Finances',
  commitmentLevel: 8,
  timeAvailable: '15 to 30 minutes',
  preferredTime: 'Evening',
  dailyReminders: true,
  weeklyCheckins: true,
  actionableChallenges: true,
  inspirationalContent: false,
  learningStyle: 'Step-by-step plans',
  ninetyDayGoal: 'Sleep 7 hours and pay off a third of the card.',
};

/**
 * Plan work ticked off over six weeks (five weeks ago … this week), the kinds of each week's items per
 * area, so /Insights' weekly plan chart has a trend in each: Health steady, Finance rising (the goal
 * this week), Relationship with a dip two weeks ago. Four tasks and four habits per area: the survey's
 * plans have at least five of each (PLAN_MIN_ITEMS), so every area keeps some pending.
 */
export const completionWeeks: Record<PlanArea, PlanItemKind[][]> = {
  Health: [['task'], ['habit'], ['task', 'habit'], ['task'], ['habit'], ['task', 'habit']],
  Finance: [[], ['task'], ['habit'], ['task', 'habit'], ['task', 'habit'], ['goal', 'task', 'habit']],
  Relationship: [['habit'], ['task', 'habit'], ['task', 'habit'], [], ['task', 'habit'], ['task']],
};

/** The demo customer's notes: a title and its rich text. */
export const notes = [
  ['Evening wind-down', '<h3>Evening wind-down</h3><ul><li>Phone on the charger in the kitchen at <strong>21:30</strong></li><li>Ten pages of a book</li><li>Lights out by 22:30</li></ul>'],
  ['Debt list', '<p>Card A: <strong>$2,340</strong> at 24%</p><p>Card B: $610 at 19%</p><p><em>Avalanche: pay Card A first.</em></p>'],
  ['Date night ideas', '<ol><li>Cook together</li><li>Walk in the park after bedtime story</li><li>Board games</li></ol>'],
] as const;

/**
 * Six weeks of moods, oldest first (today is left for the newcomer to pick). They follow the evening
 * walk (routineDemo's "Walk after dinner", same days): after an evening with the walk the mood is
 * mostly calm or better (18 of 22), after one without it mostly not (5 of 19), with exceptions both
 * ways, so /Insights finds the pattern. The last twenty days are the earlier demo's three weeks.
 */
export const moodWeeks: [Mood, string?][] = [
  ['Stressed', 'Work piling up; first walk after dinner anyway'],
  ['Calm', 'Slept better'],
  ['Anxious'],
  ['Stressed', 'Late meeting'],
  ['Sad'],
  ['Anxious', 'Bills to sort'],
  ['Happy'],
  ['Stressed'],
  ['Calm', 'Good sleep'],
  ['Angry', 'Traffic and a late train'],
  ['Grateful', 'An old friend called'],
  ['Calm'],
  ['Anxious'],
  ['Stressed', 'Overtime again'],
  ['Sad'],
  ['Happy', 'Sunny Saturday'],
  ['Stressed'],
  ['Calm', 'Fell asleep quickly'],
  ['Anxious'],
  ['Stressed', 'Car needs repairs'],
  ['Grateful'],
  ['Calm', 'Slept well'],
  ['Stressed', 'Card statement arrived'],
  ['Anxious'],
  ['Calm', 'Early night'],
  ['Happy'],
  ['Grateful', 'Date night at home'],
  ['Stressed'],
  ['Sad', 'Missed the gym again'],
  ['Calm'],
  ['Confident', 'Paid £200 off the card'],
  ['Happy'],
  ['Excited', 'Weekend away booked'],
  ['Angry', 'Argument about chores'],
  ['Calm'],
  ['Grateful'],
  ['Happy', 'Slept 7 hours'],
  ['Stressed', 'Deadline at work'],
  ['Confident'],
  ['Happy'],
  ['Grateful', 'Family lunch'],
  ['Excited'],
];

/** Two pieces in the brand-voice history. */
export const brandPieces: BrandChoices[] = [
  { personality: 'friendly', tone: 'playful', wordChoice: 'simple', length: 'short', description: 'Our Saturday morning walking club in the park, free for everyone' },
  { personality: 'professional', tone: 'formal', wordChoice: 'technical', length: 'detailed', description: 'A weekly budgeting workshop for young parents' },
];
