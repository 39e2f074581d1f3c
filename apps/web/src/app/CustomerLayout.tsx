import { AppLayout, type NavItem } from './AppLayout.tsx';
import { type CustomerScreen, screenIcons } from '../components/screen-icons.ts';

// Link texts are the spec's sidebar words, in the spec's order.
const sidebar: [label: string, to: CustomerScreen][] = [
  ['Health', '/Health'],
  ['Finance', '/Finance'],
  ['Relationship', '/Relationship'],
  ['Habit', '/Habit'],
  ['AICoach', '/AICoach'],
  ['Coaching', '/Coaching'],
  ['Referral', '/Referral'],
  ['BrandVoice', '/BrandVoice'],
  ['Emotional', '/Emotional'],
  ['Insights', '/Insights'],
  ['Meal', '/Meal'],
  ['Notes', '/Notes'],
  ['Community', '/Community'],
];
const nav: NavItem[] = sidebar.map(([label, to]) => ({ label, to, icon: screenIcons[to] }));

const headerLinks = [
  { label: 'Community', to: '/Community' },
  { label: 'Insights', to: '/Insights' },
  { label: 'AIQuiz', to: '/AIQuiz' },
];

export function CustomerLayout() {
  return <AppLayout home="/Board" nav={nav} headerLinks={headerLinks} />;
}
