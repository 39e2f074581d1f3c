import { PlanTemplate, planAreas } from '@iyl/core/plans/contract';
import { describe, expect, it } from 'vitest';
import { strugglingAnswers, surveyAnswers, thrivingAnswers } from '../../../test/support/survey.ts';
import { planContent } from './content/index.ts';
import { offlinePlan } from './offline.ts';

const today = new Date('2026-03-02T09:00:00Z');
const taskTitles = (plan: PlanTemplate) => plan.tasks.map((t) => t.task).join('\n');

const answerSets = {
  none: undefined,
  average: surveyAnswers(),
  struggling: strugglingAnswers(),
  thriving: thrivingAnswers(),
  busy: surveyAnswers({ timeAvailable: 'Less than 15 minutes', sleepQuality: 3 }),
};

describe('offlinePlan', () => {
  for (const area of planAreas) {
    for (const [label, answers] of Object.entries(answerSets)) {
      for (const challenge of [undefined, 'I keep putting things off and need a push']) {
        it(`${area} / ${label}${challenge ? ' / with challenge' : ''}: valid, 6–8 items, dates within twelve weeks`, () => {
          const plan = offlinePlan({ area, answers, challenge, today });
          expect(PlanTemplate.parse(plan)).toEqual(plan);
          expect(plan.tasks.length).toBeGreaterThanOrEqual(6);
          expect(plan.tasks.length).toBeLessThanOrEqual(8);
          expect(plan.habits.length).toBeGreaterThanOrEqual(6);
          expect(plan.habits.length).toBeLessThanOrEqual(8);
          expect(new Set(plan.tasks.map((t) => t.task)).size).toBe(plan.tasks.length);
          expect(new Set(plan.habits.map((h) => h.habit)).size).toBe(plan.habits.length);
          for (const t of plan.tasks) {
            expect(t.startDate >= '2026-03-02').toBe(true);
            expect(t.endDate >= t.startDate).toBe(true);
            expect(t.endDate <= '2026-05-25').toBe(true);
          }
          const lastEnd = plan.tasks.map((t) => t.endDate).sort().at(-1)!;
          expect(lastEnd >= '2026-03-30').toBe(true);
        });
      }
    }
  }

  it('has a large curated library: at least 25 tasks and 25 habits per area, unique ids, a goal phrase for every theme', () => {
    const ids = new Set<string>();
    for (const area of planAreas) {
      const content = planContent[area];
      expect(content.tasks.length).toBeGreaterThanOrEqual(25);
      expect(content.habits.length).toBeGreaterThanOrEqual(25);
      for (const item of [...content.tasks, ...content.habits]) {
        expect(ids.has(item.id)).toBe(false);
        ids.add(item.id);
        expect(content.goals[item.theme], `${item.id} theme ${item.theme}`).toBeTypeOf('function');
        expect(item.keywords.length).toBeGreaterThan(0);
      }
    }
  });

  it('is deterministic: the same input gives the same plan', () => {
    for (const area of planAreas) {
      const input = { area, answers: strugglingAnswers(), challenge: 'We argue about money', today };
      expect(offlinePlan(input)).toEqual(offlinePlan({ ...input, today: new Date(today) }));
    }
  });

  it('gives visibly different plans for contrasting answers in every area', () => {
    for (const area of planAreas) {
      const low = offlinePlan({ area, answers: strugglingAnswers(), today });
      const high = offlinePlan({ area, answers: thrivingAnswers(), today });
      expect(low.goal).not.toBe(high.goal);
      const shared = low.tasks.filter((t) => high.tasks.some((h) => h.task === t.task));
      expect(shared.length).toBeLessThanOrEqual(2);
    }
  });

  it('poor sleep (2/10) puts sleep work in the health plan and names the rating in the goal', () => {
    const plan = offlinePlan({ area: 'Health', answers: surveyAnswers({ sleepQuality: 2 }), today });
    expect(taskTitles(plan)).toMatch(/wake-up time|wind-down|caffeine|bedroom|sleep/i);
    expect(plan.tasks[0]!.task).toMatch(/wake-up time|wind-down|sleep/i);
    expect(plan.goal).toContain('2/10');
  });

  it('no exercise leads to a walking plan; a daily exerciser gets progressive strength instead', () => {
    const couch = offlinePlan({ area: 'Health', answers: surveyAnswers({ exerciseFrequency: 'Never' }), today });
    expect(taskTitles(couch)).toMatch(/walking plan/i);
    const athlete = offlinePlan({ area: 'Health', answers: thrivingAnswers(), today });
    expect(taskTitles(athlete)).not.toMatch(/walking plan/i);
    expect(taskTitles(athlete)).toMatch(/progressive strength/i);
  });

  it('debt worry 9 and no emergency fund bring debt and emergency-fund tasks; a happy saver gets neither', () => {
    const worried = offlinePlan({ area: 'Finance', answers: surveyAnswers({ debtWorry: 9, emergencyFund: 'None yet' }), today });
    expect(taskTitles(worried)).toMatch(/debt/i);
    expect(taskTitles(worried)).toMatch(/emergency fund/i);
    expect(worried.goal).toMatch(/9\/10|no savings cushion/);

    const saver = offlinePlan({ area: 'Finance', answers: thrivingAnswers(), today });
    expect(taskTitles(saver)).not.toMatch(/\bdebts?\b|lenders|emergency fund/i);
    expect(saver.habits.map((h) => h.habit).join('\n')).not.toMatch(/\bdebts?\b|credit card|emergency|windfall|round up/i);
    expect(taskTitles(saver)).toMatch(/index fund|retirement|net worth/i);
  });

  it('lonely and conflict-prone answers shape the relationship plan', () => {
    const plan = offlinePlan({ area: 'Relationship', answers: surveyAnswers({ lonelinessFrequency: 'Daily', socialConnection: 2, conflictHandling: 2 }), today });
    expect(taskTitles(plan)).toMatch(/friend|group/i);
    expect(taskTitles(plan)).toMatch(/"I" statements|time-out/i);
  });

  it('a challenge mentioning credit card debt ranks debt items first and is quoted in the goal', () => {
    const challenge = 'My credit card debt keeps growing every month';
    const plan = offlinePlan({ area: 'Finance', answers: thrivingAnswers(), challenge, today });
    expect(plan.goal).toContain('credit card debt');
    expect(plan.tasks[0]!.task).toMatch(/debt/i);
    expect(plan.tasks.slice(0, 3).every((t) => /debt|lenders/i.test(t.task))).toBe(true);
    expect(plan.habits[0]!.habit + plan.habits[0]!.description).toMatch(/debt|credit/i);
    expect(plan).not.toEqual(offlinePlan({ area: 'Finance', answers: thrivingAnswers(), today }));
  });

  it('uses the challenge in other areas too (chores and kids; late-night snacking)', () => {
    const rel = offlinePlan({ area: 'Relationship', challenge: 'We argue about chores and the kids notice', today });
    expect(rel.tasks[0]!.task).toMatch(/"I" statements|argument|time-out/i);
    expect(taskTitles(rel)).toMatch(/family|child/i);
    const health = offlinePlan({ area: 'Health', answers: thrivingAnswers(), challenge: 'I snack late at night', today });
    expect(health.tasks[0]!.task).toMatch(/kitchen/i);
  });

  it('neutralises markup and trims long challenges in the goal', () => {
    const plan = offlinePlan({ area: 'Health', challenge: `<img src=x onerror=alert(1)> I can't sleep ${'really '.repeat(700)}`, today });
    expect(plan.goal).not.toMatch(/[<>]/);
    expect(plan.goal.length).toBeLessThanOrEqual(300);
    expect(PlanTemplate.parse(plan)).toBeTruthy();
    expect(plan.tasks[0]!.task).toMatch(/wake-up time|wind-down|sleep|caffeine|bedroom/i);
  });

  it('without answers or challenge returns a solid general plan', () => {
    for (const area of planAreas) {
      const plan = offlinePlan({ area, today });
      expect(plan.tasks).toHaveLength(7);
      expect(plan.habits).toHaveLength(7);
      expect(plan.goal).toMatch(/^Over the next 12 weeks, /);
    }
  });

  it('computes dates from the UTC calendar day of today', () => {
    const plan = offlinePlan({ area: 'Health', today: new Date('2026-03-02T23:30:00-05:00') });
    expect(plan.tasks[0]!.startDate).toBe('2026-03-03');
    const yearEnd = offlinePlan({ area: 'Finance', today: new Date('2026-12-30T12:00:00Z') });
    expect(yearEnd.tasks[0]!.startDate).toBe('2026-12-30');
    expect(yearEnd.tasks.some((t) => t.endDate.startsWith('2027-'))).toBe(true);
  });
});
