import type { Mood } from '@iyl/core/mood/constants';
import classes from './mood.module.css';
import { moodLook } from './moods.ts';

/** A mood's icon (decorative: the mood's name is always written beside it). */
export function MoodIcon({ mood, size }: { mood: Mood; size: number }) {
  const { icon: Icon, shade } = moodLook[mood];
  return <Icon size={size} stroke={1.6} color={`var(--mantine-color-${shade.replace('.', '-')})`} aria-hidden="true" className={classes.icon} data-mood-icon={mood} />;
}
