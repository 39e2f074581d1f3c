import { z } from 'zod';
import { onboardingMessages as messages } from './messages.ts';

/** Choice sets of the survey (spec part 1 §9, plus a few the spec leaves to us). */
export const choiceSets = {
  healthMotivation: ['Energy and productivity', 'Longevity and disease prevention', 'Physical appearance', 'Mental clarity'],
  relationshipQualities: ['Trust', 'Communication', 'Emotional Support', 'Shared Interests', 'Personal Growth'],
  financeDrivers: [
    'Stability for family',
    'Lifestyle and experiences',
    'Long-term investments',
    'Personal satisfaction and freedom',
    'Entrepreneurship and business growth',
  ],
  support: ['Personalized Coaching', 'Habit Tracking Tools', 'Community Support', 'Accountability Partner'],
  frequency: ['Daily', 'A few times a week', 'Rarely', 'Never'],
  importance: ['Extremely Important', 'Very Important', 'Moderately Important', 'Slightly Important', 'Not Important'],
  balance: ['Very Balanced', 'Balanced', 'Somewhat Balanced', 'Unbalanced', 'Very Unbalanced'],
  satisfaction: ['Very Satisfied', 'Satisfied', 'Neutral', 'Unsatisfied', 'Very Unsatisfied'],
  priorityArea: ['Health', 'Relationships', 'Finances'],
  emergencyFund: ['6 months or more', '3 to 5 months', 'Less than 3 months', 'None yet'],
  timeAvailable: ['Less than 15 minutes', '15 to 30 minutes', '30 to 60 minutes', 'More than an hour'],
  preferredTime: ['Morning', 'Afternoon', 'Evening'],
  learningStyle: ['Short tips', 'Step-by-step plans', 'Stories and examples', 'Data and tracking'],
} as const;
export type ChoiceSet = keyof typeof choiceSets;

export const SURVEY_OTHER_MAX = 200;
export const SURVEY_TEXT_MAX = 500;

const rating = z.number().int().min(1).max(10);
const single = <K extends ChoiceSet>(set: K) => z.enum(choiceSets[set]);
/**
 * An optional checkbox question: left untouched it is absent (or `{}`, or nothing ticked), which all
 * mean "none of these". The default keeps the answer's shape the same for everyone who reads it.
 */
const multi = <K extends ChoiceSet>(set: K) =>
  z
    .object({
      selected: z
        .array(z.enum(choiceSets[set]))
        .max(choiceSets[set].length)
        .default(() => []),
      other: z.string().trim().max(SURVEY_OTHER_MAX).optional(),
    })
    .default(() => ({ selected: [] }));
const text = z.string().trim().max(SURVEY_TEXT_MAX).optional();
/** An optional on/off question (a coaching preference): absent means off. */
const toggle = z.boolean().default(false);

/** The 50 answers of the onboarding survey. Ratings are 1 (worst) to 10 (best) unless the question says otherwise. */
export const SurveyAnswers = z.object({
  // Step 1 — Health
  healthOverall: rating,
  sleepQuality: rating,
  energyLevel: rating,
  stressManagement: rating,
  exerciseFrequency: single('frequency'),
  nutritionQuality: rating,
  hydrationFrequency: single('frequency'),
  healthMotivation: multi('healthMotivation'),
  healthImportance: single('importance'),
  healthChallenge: text,
  // Step 2 — Relationship
  relationshipSatisfaction: single('satisfaction'),
  communicationQuality: rating,
  qualityTimeFrequency: single('frequency'),
  conflictHandling: rating,
  socialConnection: rating,
  relationshipQualities: multi('relationshipQualities'),
  relationshipImportance: single('importance'),
  supportFeeling: rating,
  lonelinessFrequency: single('frequency'),
  relationshipChallenge: text,
  // Step 3 — Finances
  financialSatisfaction: single('satisfaction'),
  savingFrequency: single('frequency'),
  budgetConfidence: rating,
  debtWorry: rating, // 1 = no worry at all, 10 = it worries me a great deal
  emergencyFund: single('emergencyFund'),
  financeDrivers: multi('financeDrivers'),
  financeImportance: single('importance'),
  financialKnowledge: rating,
  spendingTracking: single('frequency'),
  financeChallenge: text,
  // Step 4 — Holistic Balance
  lifeBalance: single('balance'),
  workLifeBalance: rating,
  reflectionFrequency: single('frequency'),
  purposeClarity: rating,
  hobbiesFrequency: single('frequency'),
  screenTimeControl: rating,
  happiness: rating,
  priorityArea: single('priorityArea'),
  support: multi('support'),
  balanceChallenge: text,
  // Step 5 — Finalization
  focusArea: z.enum(choiceSets.priorityArea, { error: messages.focusRequired }),
  commitmentLevel: rating,
  timeAvailable: single('timeAvailable'),
  preferredTime: single('preferredTime'),
  dailyReminders: toggle,
  weeklyCheckins: toggle,
  actionableChallenges: toggle,
  inspirationalContent: toggle,
  learningStyle: single('learningStyle'),
  ninetyDayGoal: text,
});
export type SurveyAnswers = z.infer<typeof SurveyAnswers>;
export type SurveyQuestionId = keyof SurveyAnswers;

export type QuestionKind =
  | { kind: 'rating'; low: string; high: string }
  | { kind: 'single'; set: ChoiceSet }
  | { kind: 'multi'; set: ChoiceSet }
  | { kind: 'text'; placeholder: string }
  | { kind: 'toggle' };

export interface SurveyQuestion {
  id: SurveyQuestionId;
  label: string;
  required: boolean;
  /** Shown next to a required question left unanswered, when it has a message of its own. */
  requiredMessage?: string;
  input: QuestionKind;
}

export interface SurveyStep {
  title: 'Health' | 'Relationship' | 'Finances' | 'Holistic Balance' | 'Finalization';
  intro: string;
  questions: SurveyQuestion[];
}

const r = (id: SurveyQuestionId, label: string, low = 'Very poor', high = 'Excellent'): SurveyQuestion => ({
  id,
  label,
  required: true,
  input: { kind: 'rating', low, high },
});
const s = (id: SurveyQuestionId, label: string, set: ChoiceSet): SurveyQuestion => ({ id, label, required: true, input: { kind: 'single', set } });
const m = (id: SurveyQuestionId, label: string, set: ChoiceSet): SurveyQuestion => ({ id, label, required: false, input: { kind: 'multi', set } });
const t = (id: SurveyQuestionId, label: string, placeholder: string): SurveyQuestion => ({
  id,
  label,
  required: false,
  input: { kind: 'text', placeholder },
});
const b = (id: SurveyQuestionId, label: string): SurveyQuestion => ({ id, label, required: false, input: { kind: 'toggle' } });

/** The five steps in order, with the question wording shown to the customer. */
export const surveySteps: SurveyStep[] = [
  {
    title: 'Health',
    intro: 'How your body and mind feel day to day.',
    questions: [
      r('healthOverall', 'How would you rate your overall physical health?'),
      r('sleepQuality', 'How well do you sleep on most nights?'),
      r('energyLevel', 'How much energy do you have on a typical day?', 'Exhausted', 'Full of energy'),
      r('stressManagement', 'How well do you manage stress?', 'Very poorly', 'Very well'),
      s('exerciseFrequency', 'How often do you exercise for 20 minutes or more?', 'frequency'),
      r('nutritionQuality', 'How healthy is what you usually eat?', 'Very unhealthy', 'Very healthy'),
      s('hydrationFrequency', 'How often do you drink enough water (about 8 glasses a day)?', 'frequency'),
      m('healthMotivation', 'What motivates you to improve your health?', 'healthMotivation'),
      s('healthImportance', 'How important is improving your health to you right now?', 'importance'),
      t('healthChallenge', 'What is your biggest health challenge right now? (optional)', 'For example: I snack late at night'),
    ],
  },
  {
    title: 'Relationship',
    intro: 'The people closest to you: partner, family and friends.',
    questions: [
      s('relationshipSatisfaction', 'How satisfied are you with your closest relationships?', 'satisfaction'),
      r('communicationQuality', 'How well do you communicate with the people closest to you?'),
      s('qualityTimeFrequency', 'How often do you spend quality time with loved ones?', 'frequency'),
      r('conflictHandling', 'How well do you handle disagreements?', 'Very poorly', 'Very well'),
      r('socialConnection', 'How connected do you feel to friends and your community?', 'Not at all', 'Very connected'),
      m('relationshipQualities', 'Which qualities matter most to you in a relationship?', 'relationshipQualities'),
      s('relationshipImportance', 'How important is improving your relationships to you right now?', 'importance'),
      r('supportFeeling', 'How supported do you feel by the people around you?', 'Not at all', 'Fully supported'),
      s('lonelinessFrequency', 'How often do you feel lonely?', 'frequency'),
      t('relationshipChallenge', 'What would you most like to change in your relationships? (optional)', 'For example: we argue about chores'),
    ],
  },
  {
    title: 'Finances',
    intro: 'Money habits, worries and ambitions.',
    questions: [
      s('financialSatisfaction', 'How satisfied are you with your financial situation?', 'satisfaction'),
      s('savingFrequency', 'How often do you put part of your income into savings?', 'frequency'),
      r('budgetConfidence', 'How confident are you in planning and keeping a budget?', 'Not confident', 'Very confident'),
      r('debtWorry', 'How much does debt worry you?', 'Not at all', 'A great deal'),
      s('emergencyFund', 'How many months of expenses could your savings cover?', 'emergencyFund'),
      m('financeDrivers', 'What drives your financial goals?', 'financeDrivers'),
      s('financeImportance', 'How important is improving your finances to you right now?', 'importance'),
      r('financialKnowledge', 'How well do you understand saving and investing options?', 'Not at all', 'Very well'),
      s('spendingTracking', 'How often do you track what you spend?', 'frequency'),
      t('financeChallenge', 'What is your biggest money challenge? (optional)', 'For example: my credit card balance keeps growing'),
    ],
  },
  {
    title: 'Holistic Balance',
    intro: 'How the parts of your life fit together.',
    questions: [
      s('lifeBalance', 'How balanced does your life feel across health, relationships and money?', 'balance'),
      r('workLifeBalance', 'How well do you balance work and personal life?', 'Very poorly', 'Very well'),
      s('reflectionFrequency', 'How often do you take time for mindfulness, prayer or reflection?', 'frequency'),
      r('purposeClarity', 'How clear are you about your purpose and goals?', 'Not clear', 'Very clear'),
      s('hobbiesFrequency', 'How often do you make time for hobbies or play?', 'frequency'),
      r('screenTimeControl', 'How in control of your screen time do you feel?', 'Not at all', 'Fully in control'),
      r('happiness', 'How happy are you overall?', 'Very unhappy', 'Very happy'),
      s('priorityArea', 'Which area of your life needs attention first?', 'priorityArea'),
      m('support', 'What kind of support would help you most?', 'support'),
      t('balanceChallenge', 'What throws your balance off most often? (optional)', 'For example: long work weeks'),
    ],
  },
  {
    title: 'Finalization',
    intro: 'Your focus and how you would like to be coached.',
    questions: [
      {
        id: 'focusArea',
        label: 'Which area do you want to focus on with IYL?',
        required: true,
        requiredMessage: messages.focusRequired,
        input: { kind: 'single', set: 'priorityArea' },
      },
      r('commitmentLevel', 'How committed are you to making changes in the next 90 days?', 'Just curious', 'Fully committed'),
      s('timeAvailable', 'How much time can you give your habits each day?', 'timeAvailable'),
      s('preferredTime', 'When do you prefer to work on your habits?', 'preferredTime'),
      b('dailyReminders', 'Daily reminders'),
      b('weeklyCheckins', 'Weekly check-ins'),
      b('actionableChallenges', 'Actionable challenges'),
      b('inspirationalContent', 'Inspirational content'),
      s('learningStyle', 'How do you like to learn new habits?', 'learningStyle'),
      t('ninetyDayGoal', 'What would you like to have changed in 90 days? (optional)', 'For example: sleep 7 hours and have 3 months saved'),
    ],
  },
];
