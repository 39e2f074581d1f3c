import type { AreaPerformance } from './contract.ts';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Area score (spec part 1 §9): the mean of the three performances as a percent, and that divided by 10, one decimal. */
export function areaScore(p: AreaPerformance): { percent: number; outOfTen: number } {
  const percent = (p.taskPerformance + p.goalPerformance + p.habitPerformance) / 3;
  return { percent: oneDecimal(percent), outOfTen: oneDecimal(percent / 10) };
}
