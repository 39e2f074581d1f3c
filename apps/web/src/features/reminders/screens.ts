import type { FeatureScreen } from '../../lib/screens.ts';

export const remindersScreens: readonly FeatureScreen[] = [
  // The reminder e-mails' unsubscribe link: works without signing in.
  { path: 'Unsubscribe', module: 'features/reminders/UnsubscribePage', role: null },
];
