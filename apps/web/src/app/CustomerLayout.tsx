import {
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
import { AppLayout, type NavItem } from './AppLayout.tsx';

// Link texts are the spec's sidebar words, in the spec's order.
const nav: NavItem[] = [
  { label: 'Health', to: '/Health', icon: IconHeartbeat },
  { label: 'Finance', to: '/Finance', icon: IconCash },
  { label: 'Relationship', to: '/Relationship', icon: IconHeart },
  { label: 'Habit', to: '/Habit', icon: IconRepeat },
  { label: 'AICoach', to: '/AICoach', icon: IconBrandHipchat },
  { label: 'Coaching', to: '/Coaching', icon: IconUsers },
  { label: 'Referral', to: '/Referral', icon: IconShare },
  { label: 'BrandVoice', to: '/BrandVoice', icon: IconMicrophone2 },
  { label: 'Emotional', to: '/Emotional', icon: IconMoodSmile },
  { label: 'Insights', to: '/Insights', icon: IconChartBar },
  { label: 'Meal', to: '/Meal', icon: IconSalad },
  { label: 'Notes', to: '/Notes', icon: IconNotes },
  { label: 'Community', to: '/Community', icon: IconUsersGroup },
];

const headerLinks = [
  { label: 'Community', to: '/Community' },
  { label: 'Insights', to: '/Insights' },
  { label: 'AIQuiz', to: '/AIQuiz' },
];

export function CustomerLayout() {
  return <AppLayout home="/Board" nav={nav} headerLinks={headerLinks} />;
}
