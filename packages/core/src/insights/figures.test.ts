import { describe, expect, it } from 'vitest';
import { areaScore } from '../dashboard/rules.ts';
import { moodScore } from '../mood/rules.ts';
import { areaFigures, type MealDay, mealFigures, moodFigures, NO_DATA_RATING, rated } from './figures.ts';

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
  it('agrees with the dashboard’s area score, and says nothing without items', () => {
    const performance = { taskPerformance: 50, goalPerformance: 100, habitPerformance: 25 };
    expect(areaFigures(performance, 8).rating).toBe(areaScore(performance).outOfTen);
    // Performance is the rating × 10 (the spec), so it reads 58 where the dashboard's unrounded mean is 58.3.
    expect(areaFigures(performance, 8).performance).toBe(58);
    expect(areaFigures({ taskPerformance: 0, goalPerformance: 0, habitPerformance: 0 }, 0).rating).toBe(NO_DATA_RATING);
  });
});

describe('moodFigures', () => {
  it('is the report card’s mood score over the days given, with the commonest mood', () => {
    const days = [
      { day: '2026-11-01', mood: 'Happy' as const },
      { day: '2026-11-02', mood: 'Stressed' as const },
      { day: '2026-11-03', mood: 'Happy' as const },
      { day: '2026-11-04', mood: 'Calm' as const },
    ];
    const figures = moodFigures(days);
    expect(figures.rating).toBe(moodScore({ Happy: 2, Stressed: 1, Calm: 1 }));
    expect(figures).toMatchObject({ logged: 4, commonest: 'Happy', counts: { Happy: 2, Stressed: 1, Calm: 1 } });
    expect(moodFigures([])).toMatchObject({ rating: NO_DATA_RATING, logged: 0, commonest: null });
  });
});

describe('mealFigures', () => {
  const meal = (day: string, type: MealDay['type'], eaten: boolean, due = true, rating: number | null = null, over = true): MealDay => ({
    day,
    type,
    dish: `${type} ${day}`,
    eaten,
    due,
    over,
    calories: type === 'Dinner' ? 700 : 500,
    protein: 30,
    carbs: 60,
    fat: 20,
    rating,
  });

  it('rates the share of due meals eaten; a meal not yet due is not missed', () => {
    const figures = mealFigures(
      [meal('2026-11-01', 'Breakfast', true, true, 5), meal('2026-11-01', 'Lunch', true), meal('2026-11-01', 'Dinner', false), meal('2026-11-02', 'Breakfast', true), meal('2026-11-02', 'Lunch', false, false)],
      1800,
    );
    expect(figures).toMatchObject({ due: 4, eaten: 3, rating: 7.5, performance: 75, badge: 'Good Performance' });
    expect(figures.dailyCalories).toEqual([
      { day: '2026-11-01', calories: 1000, target: 1800 },
      { day: '2026-11-02', calories: 500, target: 1800 },
    ]);
    expect(figures.averageCalories).toBe(750);
    expect(figures.proteinGrams).toBe(45);
    expect(figures.keptPercent).toEqual({ Breakfast: 100, Lunch: 100, Dinner: 0 });
    expect(figures.preferred).toEqual(['Breakfast 2026-11-01']);
  });

  it("counts only days that are over in the daily averages: today's lunch eaten is not a day of 500 kcal", () => {
    const figures = mealFigures([meal('2026-11-01', 'Breakfast', true), meal('2026-11-01', 'Dinner', true), meal('2026-11-02', 'Lunch', true, true, null, false)], 2000);
    expect(figures).toMatchObject({ due: 3, eaten: 3, rating: 10, averageCalories: 1200, dailyCalories: [{ day: '2026-11-01', calories: 1200, target: 2000 }] });
    expect(mealFigures([meal('2026-11-02', 'Lunch', true, true, null, false)], 2000)).toMatchObject({ rating: 10, averageCalories: null, proteinGrams: null, dailyCalories: [] });
  });

  it('has nothing to rate before a meal is due', () => {
    expect(mealFigures([meal('2026-11-05', 'Lunch', false, false)], null)).toMatchObject({ rating: NO_DATA_RATING, averageCalories: null, keptPercent: { Lunch: null } });
  });
});
