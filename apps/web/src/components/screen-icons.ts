import {
  IconBrain,
  IconBrandHipchat,
  IconCash,
  IconChartBar,
  IconHeart,
  IconHeartbeat,
  IconMicrophone2,
  IconMoodSmile,
  IconNotes,
  IconRepeat,
  IconSalad,
  IconShare,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type ScreenIcon = ComponentType<{ size?: number }>;

/** One icon per customer screen, shared by the sidebar and the dashboard's card grid. */
export const screenIcons = {
  '/Health': IconHeartbeat,
  '/Finance': IconCash,
  '/Relationship': IconHeart,
  '/Habit': IconRepeat,
  '/AICoach': IconBrandHipchat,
  '/Coaching': IconUsers,
  '/Referral': IconShare,
  '/BrandVoice': IconMicrophone2,
  '/Emotional': IconMoodSmile,
  '/Insights': IconChartBar,
  '/Meal': IconSalad,
  '/Notes': IconNotes,
  '/Community': IconUsersGroup,
  '/AIQuiz': IconBrain,
} satisfies Record<string, ScreenIcon>;
export type CustomerScreen = keyof typeof screenIcons;
