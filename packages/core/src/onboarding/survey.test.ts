import { describe, expect, it } from 'vitest';
import { exampleSurveyAnswers } from './example.ts';
import { SurveyAnswers, surveySteps } from './survey.ts';

const questions = surveySteps.flatMap((step) => step.questions);
const without = (id: string) => Object.fromEntries(Object.entries(exampleSurveyAnswers).filter(([key]) => key !== id));

describe('survey answers', () => {
  it('has a schema field for every question and a question for every field', () => {
    expect(questions.map((q) => q.id).sort()).toEqual(Object.keys(SurveyAnswers.shape).sort());
  });

  // What the form calls optional, the schema must too: an untouched question is simply absent.
  it.each(questions.filter((q) => !q.required).map((q) => [q.id, q.input.kind] as const))('%s (%s) may be left out', (id) => {
    expect(SurveyAnswers.safeParse(without(id)).success).toBe(true);
  });

  it.each(questions.filter((q) => q.required).map((q) => [q.id, q.input.kind] as const))('%s (%s) is required', (id) => {
    expect(SurveyAnswers.safeParse(without(id)).success).toBe(false);
  });

  it('takes the required answers alone, reading untouched checkboxes as none ticked and switches as off', () => {
    const required = Object.fromEntries(questions.filter((q) => q.required).map((q) => [q.id, exampleSurveyAnswers[q.id]]));
    const parsed = SurveyAnswers.parse(required);
    expect(parsed.healthMotivation).toEqual({ selected: [] });
    expect(parsed.support).toEqual({ selected: [] });
    expect(parsed.dailyReminders).toBe(false);
    expect(parsed.healthChallenge).toBeUndefined();
    // Each untouched answer is its own value, not one shared default.
    expect(parsed.healthMotivation).not.toBe(parsed.support);
  });

  it('takes an empty checkbox answer ({} or nothing ticked) as none ticked', () => {
    expect(SurveyAnswers.parse({ ...exampleSurveyAnswers, support: {} }).support).toEqual({ selected: [] });
    expect(SurveyAnswers.parse({ ...exampleSurveyAnswers, support: { selected: [], other: '  ' } }).support).toEqual({ selected: [], other: '' });
  });
});
