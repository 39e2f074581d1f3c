import type { Mood } from '@iyl/core/mood/constants';
import { MONTHS } from '@iyl/core/time/months';
import {
  type Icon,
  IconMoodAngry,
  IconMoodCheck,
  IconMoodCrazyHappy,
  IconMoodHappy,
  IconMoodHeart,
  IconMoodNervous,
  IconMoodSad,
  IconMoodSmileBeam,
  IconMoodWrrr,
} from '@tabler/icons-react';

/**
 * How each mood looks: an icon of the app's icon set (decorative; the mood's name is the label) and a
 * colour. Icons rather than emoji: a system without an emoji font (many Linux desktops) drew some
 * moods as empty boxes. `shade` is a Mantine colour with its shade, dark enough to see on white.
 */
export const moodLook: Record<Mood, { icon: Icon; color: string; shade: string }> = {
  Happy: { icon: IconMoodHappy, color: 'yellow', shade: 'yellow.9' },
  Anxious: { icon: IconMoodNervous, color: 'orange', shade: 'orange.8' },
  Stressed: { icon: IconMoodWrrr, color: 'red', shade: 'red.8' },
  Calm: { icon: IconMoodSmileBeam, color: 'teal', shade: 'teal.8' },
  Excited: { icon: IconMoodCrazyHappy, color: 'pink', shade: 'pink.8' },
  Sad: { icon: IconMoodSad, color: 'blue', shade: 'blue.8' },
  Grateful: { icon: IconMoodHeart, color: 'grape', shade: 'grape.8' },
  Confident: { icon: IconMoodCheck, color: 'green', shade: 'green.8' },
  Angry: { icon: IconMoodAngry, color: 'red', shade: 'red.9' },
};

/** The YYYY-MM of a YYYY-MM-DD day, and the months before and after it. */
export const monthOf = (day: string) => day.slice(0, 7);
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

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
