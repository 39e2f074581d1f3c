import { exampleSurveyAnswers } from '@iyl/core/onboarding/example';
import { SurveyAnswers, surveySteps } from '@iyl/core/onboarding/survey';

/**
 * The example survey (packages/core/src/onboarding/example.ts) with overrides for what the test is
 * about, validated against the real schema so a fixture can never drift from the contract.
 */
export function surveyAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return SurveyAnswers.parse({
    ...exampleSurveyAnswers,
    ...overrides,
  });
}

/**
 * The least a person can send: the example's answers to the required questions only, every optional
 * one (checkboxes, free texts, coaching switches) left out, as the survey leaves an untouched one.
 * Not parsed, so the schema's defaults are not filled in: this is the request body itself.
 */
export function requiredAnswersOnly(): Record<string, unknown> {
  const required = surveySteps.flatMap((step) => step.questions.filter((q) => q.required).map((q) => q.id));
  return Object.fromEntries(required.map((id) => [id, exampleSurveyAnswers[id]]));
}

/** Someone struggling on most fronts: poor sleep, high stress, debt worry, no savings, lonely. */
export function strugglingAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return surveyAnswers({
    healthOverall: 4,
    sleepQuality: 2,
    energyLevel: 3,
    stressManagement: 3,
    exerciseFrequency: 'Never',
    nutritionQuality: 3,
    hydrationFrequency: 'Rarely',
    relationshipSatisfaction: 'Unsatisfied',
    communicationQuality: 3,
    qualityTimeFrequency: 'Rarely',
    conflictHandling: 2,
    socialConnection: 3,
    supportFeeling: 3,
    lonelinessFrequency: 'Daily',
    financialSatisfaction: 'Very Unsatisfied',
    savingFrequency: 'Never',
    budgetConfidence: 2,
    debtWorry: 9,
    emergencyFund: 'None yet',
    financialKnowledge: 3,
    spendingTracking: 'Never',
    lifeBalance: 'Very Unbalanced',
    workLifeBalance: 3,
    reflectionFrequency: 'Never',
    purposeClarity: 3,
    hobbiesFrequency: 'Never',
    screenTimeControl: 2,
    happiness: 3,
    priorityArea: 'Finances',
    focusArea: 'Finances',
    timeAvailable: 'Less than 15 minutes',
    preferredTime: 'Evening',
    ...overrides,
  });
}

/** Someone doing well everywhere: sleeps well, exercises daily, no debt worry, six months saved. */
export function thrivingAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return surveyAnswers({
    healthOverall: 9,
    sleepQuality: 9,
    energyLevel: 8,
    stressManagement: 8,
    exerciseFrequency: 'Daily',
    nutritionQuality: 8,
    hydrationFrequency: 'Daily',
    healthMotivation: { selected: ['Longevity and disease prevention'] },
    relationshipSatisfaction: 'Very Satisfied',
    communicationQuality: 9,
    qualityTimeFrequency: 'Daily',
    conflictHandling: 8,
    socialConnection: 9,
    relationshipQualities: { selected: ['Shared Interests', 'Personal Growth'] },
    supportFeeling: 9,
    lonelinessFrequency: 'Never',
    financialSatisfaction: 'Very Satisfied',
    savingFrequency: 'Daily',
    budgetConfidence: 9,
    debtWorry: 1,
    emergencyFund: '6 months or more',
    financeDrivers: { selected: ['Long-term investments', 'Lifestyle and experiences'] },
    financialKnowledge: 8,
    spendingTracking: 'Daily',
    lifeBalance: 'Very Balanced',
    workLifeBalance: 8,
    reflectionFrequency: 'Daily',
    purposeClarity: 9,
    hobbiesFrequency: 'Daily',
    screenTimeControl: 8,
    happiness: 9,
    priorityArea: 'Relationships',
    focusArea: 'Relationships',
    commitmentLevel: 9,
    timeAvailable: '30 to 60 minutes',
    preferredTime: 'Afternoon',
    actionableChallenges: true,
    inspirationalContent: true,
    learningStyle: 'Data and tracking',
    ...overrides,
  });
}
