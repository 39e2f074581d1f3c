import { describe, expect, it } from 'vitest';
import {
  debtNeed,
  drivenBy,
  emergencyFundNeed,
  exercisesRegularly,
  hasRoomToGrow,
  learnsFromData,
  motivatedBy,
  ratingNeed,
  relationshipSatisfactionNeed,
  valuesQuality,
  wantsSupport,
} from './signals.ts';
import type { SurveyAnswers } from './survey.ts';

// Only the answers the signals read; the rest of the survey does not matter here.
const answers = (overrides: Partial<SurveyAnswers> = {}) =>
  ({
    debtWorry: 5,
    emergencyFund: '3 to 5 months',
    exerciseFrequency: 'Rarely',
    learningStyle: 'Short tips',
    relationshipSatisfaction: 'Neutral',
    healthMotivation: { selected: ['Mental clarity'] },
    relationshipQualities: { selected: ['Trust'] },
    financeDrivers: { selected: [] },
    support: { selected: ['Accountability Partner'] },
    ...overrides,
  }) as SurveyAnswers;

describe('ratingNeed', () => {
  it('is highest for the worst ratings and negative once the person does well', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(ratingNeed)).toEqual([3, 3, 3, 2, 2, 1, 0, -1, -1, -1]);
  });
});

describe('hasRoomToGrow', () => {
  it('holds up to 7 and stops at 8, where ratingNeed turns negative', () => {
    expect(hasRoomToGrow(7)).toBe(true);
    expect(hasRoomToGrow(8)).toBe(false);
    for (let r = 1; r <= 10; r++) expect(hasRoomToGrow(r)).toBe(ratingNeed(r) >= 0);
  });
});

describe('debtNeed', () => {
  it('flips debt worry (10 = a great deal) onto the ratingNeed scale', () => {
    expect(debtNeed(answers({ debtWorry: 10 }))).toBe(3);
    expect(debtNeed(answers({ debtWorry: 5 }))).toBe(1);
    expect(debtNeed(answers({ debtWorry: 4 }))).toBe(0);
    expect(debtNeed(answers({ debtWorry: 1 }))).toBe(-1);
  });
});

describe('emergencyFundNeed and relationshipSatisfactionNeed', () => {
  it('fall as the cushion grows and as satisfaction rises', () => {
    const funds = ['None yet', 'Less than 3 months', '3 to 5 months', '6 months or more'] as const;
    expect(funds.map((emergencyFund) => emergencyFundNeed(answers({ emergencyFund })))).toEqual([3, 2, -1, -2]);
    const satisfaction = ['Very Unsatisfied', 'Unsatisfied', 'Neutral', 'Satisfied', 'Very Satisfied'] as const;
    expect(satisfaction.map((relationshipSatisfaction) => relationshipSatisfactionNeed(answers({ relationshipSatisfaction })))).toEqual([3, 2, 1, 0, -1]);
  });
});

describe('choice signals', () => {
  it('are 1 for a picked option and 0 otherwise, so content can weight them', () => {
    const a = answers();
    expect([motivatedBy(a, 'Mental clarity'), motivatedBy(a, 'Physical appearance')]).toEqual([1, 0]);
    expect([valuesQuality(a, 'Trust'), valuesQuality(a, 'Communication')]).toEqual([1, 0]);
    expect(drivenBy(a, 'Stability for family')).toBe(0);
    expect([wantsSupport(a, 'Accountability Partner'), wantsSupport(a, 'Community Support')]).toEqual([1, 0]);
  });

  it('counts exercise as regular from a few times a week, and data learners only for "Data and tracking"', () => {
    const frequencies = ['Daily', 'A few times a week', 'Rarely', 'Never'] as const;
    expect(frequencies.map((exerciseFrequency) => exercisesRegularly(answers({ exerciseFrequency })))).toEqual([1, 1, 0, 0]);
    expect(learnsFromData(answers({ learningStyle: 'Data and tracking' }))).toBe(1);
    expect(learnsFromData(answers({ learningStyle: 'Step-by-step plans' }))).toBe(0);
  });
});
