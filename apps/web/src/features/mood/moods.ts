import type { Mood } from '@iyl/core/mood/constants';

/** How each mood tile looks: an emoji (decorative; the name is the label) and a colour. */
export const moodLook: Record<Mood, { emoji: string; color: string }> = {
  Happy: { emoji: '😊', color: 'yellow' },
  Anxious: { emoji: '😟', color: 'orange' },
  Stressed: { emoji: '😣', color: 'red' },
  Calm: { emoji: '😌', color: 'teal' },
  Excited: { emoji: '🤩', color: 'pink' },
  Sad: { emoji: '😢', color: 'blue' },
  Grateful: { emoji: '🙏', color: 'grape' },
  Confident: { emoji: '💪', color: 'green' },
  Angry: { emoji: '😠', color: 'red' },
};

/** The YYYY-MM of a YYYY-MM-DD day, and the months before and after it. */
export const monthOf = (day: string) => day.slice(0, 7);
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The weeks of a month (Monday first) as rows of day numbers, null for the blanks. */
export function monthWeeks(month: string): (number | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [...Array(lead).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
