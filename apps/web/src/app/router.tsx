import { createBrowserRouter, Navigate } from 'react-router';
import { BusyIndicator } from './busy-overlay.tsx';
import { RequireRole, RequireSession } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

const loginPage = () => import('../features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage }));
const adminHome = () => import('../features/admin/AdminHomePage.tsx').then((m) => ({ Component: m.AdminHomePage }));

/**
 * The spec's whole route table (part 1 §2, part 2 §2). Every screen is its own lazy chunk, so a
 * visitor of /Login downloads neither the signed-in shell nor any feature. Paths match
 * case-insensitively, as React Router does by default.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: BusyIndicator,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/Login" replace /> },
                  { path: 'Login', lazy: loginPage },
                  { path: 'Register', lazy: () => import('../features/auth/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })) },
                  { path: 'Forgot', lazy: () => import('../features/auth/ForgotPage.tsx').then((m) => ({ Component: m.ForgotPage })) },
      {
        path: 'TwoStepAuth',
        lazy: () => import('../features/auth/TwoStepAuthPage.tsx').then((m) => ({ Component: m.TwoStepAuthPage })),
      },
      {
        Component: RequireSession,
        children: [
          {
            element: <RequireRole need="Customer" />,
            children: [
              {
                lazy: () => import('./CustomerLayout.tsx').then((m) => ({ Component: m.CustomerLayout })),
                children: [
                  { path: 'CustomerBoard', lazy: () => import('../features/dashboard/CustomerBoardPage.tsx').then((m) => ({ Component: m.CustomerBoardPage })) },
                  { path: 'Board', lazy: () => import('../features/dashboard/BoardPage.tsx').then((m) => ({ Component: m.BoardPage })) },
                  { path: 'Quiz', lazy: () => import('../features/onboarding/QuizPage.tsx').then((m) => ({ Component: m.QuizPage })) },
                  { path: 'QuizCompletion', lazy: () => import('../features/onboarding/QuizCompletionPage.tsx').then((m) => ({ Component: m.QuizCompletionPage })) },
                  { path: 'Health', lazy: () => import('../features/plans/HealthPage.tsx').then((m) => ({ Component: m.HealthPage })) },
                  { path: 'Finance', lazy: () => import('../features/plans/FinancePage.tsx').then((m) => ({ Component: m.FinancePage })) },
                  { path: 'Relationship', lazy: () => import('../features/plans/RelationshipPage.tsx').then((m) => ({ Component: m.RelationshipPage })) },
                  { path: 'Notes', lazy: () => import('../features/notes/NotesPage.tsx').then((m) => ({ Component: m.NotesPage })) },
                  { path: 'Referral', lazy: () => import('../features/referral/ReferralPage.tsx').then((m) => ({ Component: m.ReferralPage })) },
                  { path: 'AIQuiz', lazy: () => import('../features/profile/AIQuizPage.tsx').then((m) => ({ Component: m.AIQuizPage })) },
                  { path: 'Habit', lazy: () => import('../features/habits/HabitPage.tsx').then((m) => ({ Component: m.HabitPage })) },
                  { path: 'Routine', lazy: () => import('../features/habits/RoutinePage.tsx').then((m) => ({ Component: m.RoutinePage })) },
                  { path: 'AICoach', lazy: () => import('../features/coach-chat/AICoachPage.tsx').then((m) => ({ Component: m.AICoachPage })) },
                  { path: 'Meal', lazy: () => import('../features/meals/MealPage.tsx').then((m) => ({ Component: m.MealPage })) },
                  { path: 'BrandVoice', lazy: () => import('../features/brand-voice/BrandVoicePage.tsx').then((m) => ({ Component: m.BrandVoicePage })) },
                  { path: 'Emotional', lazy: () => import('../features/mood/EmotionalPage.tsx').then((m) => ({ Component: m.EmotionalPage })) },
                  { path: 'Coaching', lazy: () => import('../features/coaches/CoachingPage.tsx').then((m) => ({ Component: m.CoachingPage })) },
                  { path: 'CourseList', lazy: () => import('../features/courses/CourseListPage.tsx').then((m) => ({ Component: m.CourseListPage })) },
                  { path: 'CourseView', lazy: () => import('../features/courses/CourseViewPage.tsx').then((m) => ({ Component: m.CourseViewPage })) },
                  { path: 'Community', lazy: () => import('../features/community/CommunityPage.tsx').then((m) => ({ Component: m.CommunityPage })) },
                  { path: 'Insights', lazy: () => import('../features/insights/InsightsPage.tsx').then((m) => ({ Component: m.InsightsPage })) },
                ],
              },
            ],
          },
          {
            element: <RequireRole need="Coach" />,
            children: [
              {
                lazy: () => import('./CoachLayout.tsx').then((m) => ({ Component: m.CoachLayout })),
                children: [
                  { path: 'CoachAccount', lazy: () => import('../features/coach-area/CoachAccountPage.tsx').then((m) => ({ Component: m.CoachAccountPage })) },
                  { path: 'Profile', lazy: () => import('../features/coach-area/CoachOnboardingPage.tsx').then((m) => ({ Component: m.CoachOnboardingPage })) },
                  { path: 'Bookings', lazy: () => import('../features/coach-area/BookingsPage.tsx').then((m) => ({ Component: m.BookingsPage })) },
                  { path: 'CoachProfile', lazy: () => import('../features/coach-area/CoachProfilePage.tsx').then((m) => ({ Component: m.CoachProfilePage })) },
                  { path: 'Logs', lazy: () => import('../features/coach-area/LogsPage.tsx').then((m) => ({ Component: m.LogsPage })) },
                  { path: 'Lessons', lazy: () => import('../features/coach-area/LessonsPage.tsx').then((m) => ({ Component: m.LessonsPage })) },
                  { path: 'Content', lazy: () => import('../features/coach-area/ContentPage.tsx').then((m) => ({ Component: m.ContentPage })) },
                ],
              },
            ],
          },
          {
            element: <RequireRole need="Admin" />,
            children: [{ path: 'adminHome', lazy: adminHome }],
          },
          {
            element: <RequireRole need="Global" />,
            children: [{ path: 'globalHome', lazy: adminHome }],
          },
        ],
      },
      // The spec: an unknown path shows the Login screen (it does not redirect).
                  { path: '*', lazy: loginPage },
    ],
  },
]);
