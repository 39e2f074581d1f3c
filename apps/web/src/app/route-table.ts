import type { Role } from '@iyl/core/catalog/roles';
import { planAreas } from '@iyl/core/plans/constants';
import { SESSION_PATH } from '../features/auth/paths.ts';
import { coachFirstReads } from '../features/coach-area/paths.ts';
import { coachingFirstReads } from '../features/coaches/paths.ts';
import { dashboardPaths } from '../features/dashboard/paths.ts';
import { habitFirstReads, routineFirstReads } from '../features/habits/paths.ts';
import { mealFirstReads } from '../features/meals/paths.ts';
import { moodPaths } from '../features/mood/paths.ts';
import { planPaths } from '../features/plans/paths.ts';

/**
 * The spec's route table as plain data (part 1 §2, part 2 §2): which module draws each screen, in
 * which layout, for which role, and which API reads the screen starts with. The router builds its
 * lazy routes from it, and the web build (build/route-assets.ts) turns it into the list of files and
 * reads each path needs, which the server announces in the page itself so the browser fetches them
 * alongside the app's code instead of one after the other.
 *
 * Modules are named from src/ without the extension; a page module exports a component of the same
 * name as its file.
 */
export interface Screen {
  path: string;
  module: string;
  /** API reads (paths under /api/v1) the screen makes as soon as it shows. */
  data?: readonly string[];
}

export interface ScreenGroup {
  /** null: public screens, open to anyone. */
  role: Role | null;
  layout?: string;
  screens: readonly Screen[];
}

/** What an unknown path shows: the spec wants the Login screen, not a redirect. */
export const FALLBACK_SCREEN: Screen = { path: '*', module: 'features/auth/LoginPage' };

const area = (path: (typeof planAreas)[number]): Screen => ({
  path,
  module: `features/plans/${path}Page`,
  data: planPaths.firstLoad(path),
});

export const screenGroups: readonly ScreenGroup[] = [
  {
    role: null,
    screens: [
      { path: 'Login', module: 'features/auth/LoginPage' },
      { path: 'Register', module: 'features/auth/RegisterPage' },
      { path: 'Forgot', module: 'features/auth/ForgotPage' },
      { path: 'TwoStepAuth', module: 'features/auth/TwoStepAuthPage' },
      // The reminder e-mails' unsubscribe link: works without signing in.
      { path: 'Unsubscribe', module: 'features/habits/UnsubscribePage' },
    ],
  },
  {
    role: 'Customer',
    layout: 'app/CustomerLayout',
    screens: [
      { path: 'CustomerBoard', module: 'features/dashboard/CustomerBoardPage' },
      { path: 'Board', module: 'features/dashboard/BoardPage', data: [dashboardPaths.metrics] },
      { path: 'Quiz', module: 'features/onboarding/QuizPage' },
      { path: 'QuizCompletion', module: 'features/onboarding/QuizCompletionPage' },
      ...planAreas.map(area),
      { path: 'Notes', module: 'features/notes/NotesPage' },
      { path: 'Referral', module: 'features/referral/ReferralPage' },
      { path: 'AIQuiz', module: 'features/profile/AIQuizPage' },
      { path: 'Habit', module: 'features/habits/HabitPage', data: habitFirstReads },
      { path: 'Routine', module: 'features/habits/RoutinePage', data: routineFirstReads },
      { path: 'AICoach', module: 'features/coach-chat/AICoachPage' },
      { path: 'Meal', module: 'features/meals/MealPage', data: mealFirstReads },
      { path: 'BrandVoice', module: 'features/brand-voice/BrandVoicePage' },
      { path: 'Emotional', module: 'features/mood/EmotionalPage', data: [moodPaths.today] },
      { path: 'Coaching', module: 'features/coaches/CoachingPage', data: coachingFirstReads },
      { path: 'CourseList', module: 'features/courses/CourseListPage' },
      { path: 'CourseView', module: 'features/courses/CourseViewPage' },
      { path: 'Community', module: 'features/community/CommunityPage' },
      { path: 'Insights', module: 'features/insights/InsightsPage' },
    ],
  },
  {
    role: 'Coach',
    layout: 'app/CoachLayout',
    screens: [
      { path: 'CoachAccount', module: 'features/coach-area/CoachAccountPage', data: coachFirstReads.CoachAccount },
      { path: 'Profile', module: 'features/coach-area/CoachOnboardingPage', data: coachFirstReads.Profile },
      { path: 'Bookings', module: 'features/coach-area/BookingsPage', data: coachFirstReads.Bookings },
      { path: 'CoachProfile', module: 'features/coach-area/CoachProfilePage', data: coachFirstReads.CoachProfile },
      { path: 'Logs', module: 'features/coach-area/LogsPage', data: coachFirstReads.Logs },
      { path: 'Lessons', module: 'features/coach-area/LessonsPage' },
      { path: 'Content', module: 'features/coach-area/ContentPage' },
    ],
  },
  { role: 'Admin', screens: [{ path: 'adminHome', module: 'features/admin/AdminHomePage' }] },
  { role: 'Global', screens: [{ path: 'globalHome', module: 'features/admin/AdminHomePage' }] },
];

/** The read a signed-in screen's guard starts with: the session (public screens have no guard). */
export const guardReads = (group: ScreenGroup): string[] => (group.role ? [SESSION_PATH] : []);

/** The export of a page or layout module: its file name. */
export const exportName = (module: string) => module.slice(module.lastIndexOf('/') + 1);
