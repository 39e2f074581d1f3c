import { describe, expect, it } from 'vitest';
import { areaScore } from './rules.ts';

describe('areaScore', () => {
  it('averages the three performances, as a percent and out of 10 with one decimal', () => {
    expect(areaScore({ taskPerformance: 20, goalPerformance: 0, habitPerformance: 40 })).toEqual({ percent: 20, outOfTen: 2 });
    expect(areaScore({ taskPerformance: 100 / 6, goalPerformance: 100, habitPerformance: 50 })).toEqual({ percent: 55.6, outOfTen: 5.6 });
    expect(areaScore({ taskPerformance: 0, goalPerformance: 0, habitPerformance: 0 })).toEqual({ percent: 0, outOfTen: 0 });
    expect(areaScore({ taskPerformance: 100, goalPerformance: 100, habitPerformance: 100 })).toEqual({ percent: 100, outOfTen: 10 });
  });
});
