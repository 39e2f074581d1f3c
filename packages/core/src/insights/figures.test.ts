import { describe, expect, it } from 'vitest';
import { areaScore } from '../dashboard/rules.ts';
import { moodScore } from '../mood/rules.ts';
import type { Mood } from '../mood/constants.ts';
import { areaFigures, areaReadiness, commonestMood, type MealDayTotals, mealDay, mealFigures, moodFigures, NO_DATA_RATING, rated } from './figures.ts';

describe('rated', () => {
  it('is rating × 10 with the performance badge, and −10 with nothing to rate', () => {
    expect(rated(7.25)).toEqual({ rating: 7.3, performance: 73, badge: 'Average Performance' });
    expect(rated(9)).toEqual({ rating: 9, performance: 90, badge: 'Excellent Performance' });
    expect(rated(12)).toEqual({ rating: 10, performance: 100, badge: 'Excellent Performance' });
    expect(rated(null)).toEqual({ rating: NO_DATA_RATING, performance: null, badge: null });
    expect(rated(Number.NaN).rating).toBe(NO_DATA_RATING);
  });
});

describe('areaFigures', () => {
  const ready = areaReadiness(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'], '2026-11-07');
  it('agrees with the dashboard’s area score once ready, and says nothing without items', () => {
    const performance = { taskPerformance: 50, goalPerformance: 100, habitPerformance: 25 };
    expect(areaFigures(performance, 8, ready).rating).toBe(areaScore(performance).outOfTen);
    // Performance is the dashboard's percent (one decimal), so both screens read 58.3, not 58 from the rounded rating.
    expect(areaFigures(performance, 8, ready).performance).toBe(areaScore(performance).percent);
    expect(areaFigures(performance, 8, ready).performance).toBe(58.3);
    // The review's 22.2 (a third of the goals done, nothing else).
    expect(areaFigures({ taskPerformance: 0, goalPerformance: 66.7, habitPerformance: 0 }, 8, ready)).toMatchObject({ rating: 2.2, performance: 22.2 });
    expect(areaFigures({ taskPerformance: 0, goalPerformance: 0, habitPerformance: 0 }, 0, ready).rating).toBe(NO_DATA_RATING);
  });

  it('is not rated before items were ticked off on 7 different days (all history counts)', () => {
    const performance = { taskPerformance: 0, goalPerformance: 100, habitPerformance: 0 };
    const six = areaReadiness(['2026-09-01', '2026-10-01', '2026-11-01', '2026-11-02', '2026-11-02', '2026-11-03', '2026-11-04'], '2026-11-07');
    expect(six).toEqual({ days: 6, need: 7, ready: false, more: 1, readyOn: '2026-11-07' });
    expect(areaFigures(performance, 3, six)).toMatchObject({ rating: NO_DATA_RATING, performance: null, badge: null, ready: six });
  });
});

describe('moodFigures', () => {
  const week = (moods: Mood[]) => moods.map((mood, i) => ({ day: `2026-11-0${i + 1}`, mood }));

  it('is the report card’s mood score over the days given, with the commonest mood', () => {
    const days = week(['Happy', 'Stressed', 'Happy', 'Calm', 'Happy', 'Calm', 'Grateful']);
    const figures = moodFigures(days, '2026-11-07');
    expect(figures.rating).toBe(moodScore({ Happy: 3, Stressed: 1, Calm: 2, Grateful: 1 }));
    expect(figures).toMatchObject({ logged: 7, commonest: 'Happy', counts: { Happy: 3, Stressed: 1, Calm: 2, Grateful: 1 }, ready: { ready: true } });
    expect(moodFigures([], '2026-11-07')).toMatchObject({ rating: NO_DATA_RATING, logged: 0, commonest: null, ready: { days: 0, more: 7, readyOn: '2026-11-13' } });
  });

  it('rates nothing from fewer than 7 days, and names no commonest mood from fewer than 3 of it or a tie', () => {
    const one = moodFigures([{ day: '2026-11-07', mood: 'Stressed' }], '2026-11-07');
    expect(one).toMatchObject({ rating: NO_DATA_RATING, performance: null, logged: 1, commonest: null, ready: { days: 1, need: 7, ready: false, more: 6, readyOn: '2026-11-13' } });
    expect(commonestMood({ Stressed: 2, Calm: 1 })).toBeNull();
    expect(commonestMood({ Stressed: 3, Calm: 3 })).toBeNull();
    expect(commonestMood({ Stressed: 3, Calm: 2 })).toBe('Stressed');
  });
});

describe('mealFigures', () => {
  const today = '2026-11-10';
  const totals = (day: string, eaten: { Breakfast?: boolean; Lunch?: boolean; Dinner?: boolean }): MealDayTotals => {
    const types = { Breakfast: { planned: 1, eaten: eaten.Breakfast ? 1 : 0 }, Lunch: { planned: 1, eaten: eaten.Lunch ? 1 : 0 }, Dinner: { planned: 1, eaten: eaten.Dinner ? 1 : 0 } };
    const kcal = { Breakfast: 500, Lunch: 500, Dinner: 700 };
    const ate = (['Breakfast', 'Lunch', 'Dinner'] as const).filter((t) => eaten[t]);
    return {
      day,
      planned: 3,
      eaten: ate.length,
      calories: ate.reduce((sum, t) => sum + kcal[t], 0),
      protein: ate.length * 30,
      carbs: ate.length * 60,
      fat: ate.length * 20,
      types,
    };
  };

  it('rates the share of due meals eaten over whole days and today’s eaten ones, once meals were eaten on 7 days', () => {
    const days = [
      ...['2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09'].map((d) => totals(d, { Breakfast: true, Lunch: true })),
      totals(today, { Breakfast: true }),
      totals('2026-11-11', {}),
    ];
    const figures = mealFigures(days, today, 1800, ['Porridge'], 3);
    // Due: 6 whole days × 3, and today's 1 eaten; eaten 13.
    expect(figures).toMatchObject({ due: 19, eaten: 13, rating: 6.8, performance: 68, badge: 'Average Performance', ready: { days: 7, ready: true } });
    expect(figures.dailyCalories).toHaveLength(6);
    expect(figures.dailyCalories[0]).toEqual({ day: '2026-11-04', calories: 1000, target: 1800 });
    expect(figures.averageCalories).toBe(1000);
    expect(figures.proteinGrams).toBe(60);
    expect(figures.keptPercent).toEqual({ Breakfast: 100, Lunch: 100, Dinner: 0 });
    expect(figures.preferred).toEqual(['Porridge']);
    // One or two ratings are no preference (review L3: "Preferred Meals" from a single rating).
    expect(mealFigures(days, today, 1800, ['Porridge'], 1)).toMatchObject({ ratings: 1, preferred: [] });
    expect(mealFigures(days, today, 1800, ['Porridge'], 2).preferred).toEqual([]);
  });

  it("rates nothing from one day's meals, and counts only days that are over in the daily averages", () => {
    const one = mealFigures([totals(today, { Breakfast: true, Lunch: true, Dinner: true })], today, 2000);
    expect(one).toMatchObject({ rating: NO_DATA_RATING, performance: null, due: 3, eaten: 3, averageCalories: null, dailyCalories: [], ready: { days: 1, more: 6 } });
    // Fewer than 3 breakfasts due: no kept share is claimed for it.
    expect(one.keptPercent).toEqual({ Breakfast: null, Lunch: null, Dinner: null });
    const chart = mealDay(totals(today, { Breakfast: true }), today, 2000);
    expect(chart).toEqual({ day: today, planned: 3, eaten: 1, calories: 500, target: 2000, partial: true });
    expect(mealDay(totals('2026-11-11', {}), today, 2000).calories).toBeNull();
  });
});
