// The screen states axe-core checks besides each screen as it opens: every dialog and drawer a person can
// open without changing anything (a confirmation is opened and left unanswered), the screens reached only
// from another one (a course, a lesson list), and the phone's navigation drawer. Read off each feature's
// page component (apps/web/src/features/*/); a state whose button the demo data does not offer (no
// experiment running, no mood logged today) is reported as not reached rather than failing the run.
import type { Who } from './settings.ts';

/** What is clicked: the first button or link of that accessible name (inside `within`, a CSS selector), or the first match of `css`. */
export type Click = { role: 'button' | 'link'; name: string | RegExp; within?: string } | { css: string };

export interface ScreenState {
  /** The audited screen this state belongs to (AUDIT_PAGES narrows by it). */
  path: string;
  who: Who;
  /** What the report's row says after the path, e.g. "New note modal open". */
  label: string;
  /** Where the browser starts when not at the screen itself (a course is reached from the screen that lists it). */
  from?: string;
  clicks: Click[];
  /** What shows once clicked: a dialog or drawer of that accessible name (any one when true) … */
  dialog?: string | RegExp | true;
  /** … or the address the clicks lead to … */
  url?: RegExp;
  /** … or an element that appears (a CSS selector). */
  shows?: string;
  /** The browser's size when not the desktop one (the navigation drawer shows below 768 px). */
  viewport?: { width: number; height: number };
}

const button = (name: string | RegExp, within?: string): Click => ({ role: 'button', name, within });
const link = (name: string | RegExp, within?: string): Click => ({ role: 'link', name, within });
const testId = (id: string) => `[data-testid="${id}"]`;
/** Inside the dialog or drawer already open. */
const DIALOG = '[role="dialog"]';
const PHONE = { width: 360, height: 740 };

/** The three plan areas share one screen (plans/PlanScreen.tsx). */
const planStates = (['Health', 'Finance', 'Relationship'] as const).flatMap((area): ScreenState[] => [
  { path: `/${area}`, who: 'customer', label: 'New Plans panel open', clicks: [button('New Plans')], dialog: 'New Plans' },
  { path: `/${area}`, who: 'customer', label: 'a goal open', clicks: [button('View', testId('plan-item-goal'))], dialog: 'Goal' },
  { path: `/${area}`, who: 'customer', label: 'an action open', clicks: [button('View', testId('plan-item-task'))], dialog: 'Action' },
  // A goal's Mark Complete asks first (issue 47); an action's or a habit's would mark it at once.
  {
    path: `/${area}`,
    who: 'customer',
    label: 'Mark this goal complete? open',
    clicks: [button('Mark Complete', testId('plan-item-goal'))],
    dialog: 'Mark this goal complete?',
  },
]);

/** A coach's bookings table (bookings/public/BookingsTable.tsx), on /Bookings and on the coach's home. */
const bookingStates = (path: string): ScreenState[] => [
  { path, who: 'coach', label: 'booking details open', clicks: [button(/^Booking details for /)], dialog: 'Personal Coaching' },
  { path, who: 'coach', label: 'Meeting Invite open', clicks: [button(/^Send meeting invite to /)], dialog: 'Meeting Invite' },
  {
    path,
    who: 'coach',
    label: 'Cancel this session? open',
    clicks: [button(/^Booking details for /), button('Cancel session', DIALOG)],
    dialog: 'Cancel this session?',
  },
];

/** The console's suspension and account dialogs, and a review's conversation (admin/sections/*). */
const consoleStates = (home: '/adminHome' | '/globalHome', who: 'admin' | 'global'): ScreenState[] => [
  ...(['customer', 'coach'] as const).map((kind) => ({
    path: home,
    who,
    label: `suspend a ${kind} open`,
    from: `${home}?section=${kind}s`,
    clicks: [button(/^(Suspend|Restore) /)],
    dialog: /^(Suspend|Restore) .*\?$/,
  })),
  {
    path: home,
    who,
    label: 'a reviewed conversation open',
    from: `${home}?section=community`,
    clicks: [button('Open the conversation', testId('review-item'))],
    dialog: 'The whole conversation',
  },
];

export const screenStates: readonly ScreenState[] = [
  // Customer
  { path: '/Notes', who: 'customer', label: 'note panel open', clicks: [{ css: testId('note-item') }], dialog: true },
  { path: '/Notes', who: 'customer', label: 'New note modal open', clicks: [button('New note')], dialog: 'New note' },
  { path: '/Notes', who: 'customer', label: 'Edit note modal open', clicks: [{ css: testId('note-item') }, button('Edit', DIALOG)], dialog: 'Edit note' },
  {
    path: '/Notes',
    who: 'customer',
    label: 'Delete this note? open',
    clicks: [{ css: testId('note-item') }, button('Delete Note', DIALOG)],
    dialog: 'Delete this note?',
  },
  ...planStates,
  { path: '/Habit', who: 'customer', label: 'a habit open', clicks: [{ css: `${testId('habit-grid')} button` }], dialog: true },
  { path: '/Habit', who: 'customer', label: 'My Routines open', clicks: [{ css: testId('my-routines-button') }], dialog: 'My Routines' },
  { path: '/Routine', who: 'customer', label: 'My Score Card open', clicks: [button('My Score Card')], dialog: 'My Score Card' },
  { path: '/Routine', who: 'customer', label: 'reminder settings open', clicks: [button('Settings')], dialog: 'Settings' },
  { path: '/Routine', who: 'customer', label: 'Add Habit panel open', clicks: [button('Add Habit')], dialog: 'Add Habit' },
  { path: '/Routine', who: 'customer', label: 'a heatmap open', clicks: [button('Heatmap', testId('routine-item'))], dialog: /^Heatmap/ },
  {
    path: '/Routine',
    who: 'customer',
    label: 'Mark Complete open',
    clicks: [button('Mark Complete', '[data-testid="routine-item"][data-routine-type="Daily"]')],
    dialog: 'Mark Complete',
  },
  { path: '/Routine', who: 'customer', label: 'Skip today open', clicks: [button('Skip today', testId('routine-item'))], dialog: 'Skip today' },
  { path: '/Routine', who: 'customer', label: 'Pause this routine? open', clicks: [button('Pause', testId('routine-item'))], dialog: 'Pause this routine?' },
  { path: '/Routine', who: 'customer', label: 'Delete this routine? open', clicks: [button('Delete', testId('routine-item'))], dialog: 'Delete this routine?' },
  { path: '/Meal', who: 'customer', label: 'Shopping list open', clicks: [button('Shopping list')], dialog: 'Shopping list' },
  { path: '/Meal', who: 'customer', label: 'Daily targets open', clicks: [button('Daily targets')], dialog: 'Daily targets' },
  { path: '/Meal', who: 'customer', label: 'a meal open', clicks: [button(/^View /)], dialog: true },
  { path: '/Meal', who: 'customer', label: 'Meal reminder open', clicks: [button(/^Reminder for /)], dialog: 'Meal reminder' },
  { path: '/Emotional', who: 'customer', label: "Change today's mood open", clicks: [button("Change today's mood")], dialog: "Change today's mood" },
  { path: '/Insights', who: 'customer', label: 'Stop the experiment? open', clicks: [button('Stop the experiment')], dialog: 'Stop the experiment?' },
  { path: '/AICoach', who: 'customer', label: 'Chat history drawer open', clicks: [button('Chat history')], dialog: 'Chat history' },
  { path: '/AICoach', who: 'customer', label: 'Quick settings open', clicks: [button('Quick settings')], dialog: 'Quick settings' },
  { path: '/Community', who: 'customer', label: 'Create a Forum panel open', clicks: [button('New Topics')], dialog: 'Create a Forum' },
  { path: '/Community', who: 'customer', label: 'a topic chat open', clicks: [button(/^Open the conversation: /)], dialog: 'Share Your Thoughts' },
  { path: '/Coaching', who: 'customer', label: 'Book a session panel open', clicks: [button(/^Book a session with /)], dialog: 'Book a session' },
  { path: '/Coaching', who: 'customer', label: 'Cancel booking open', clicks: [button(/^Cancel booking with /)], dialog: 'Cancel booking' },
  // The course screens show a course only with its address (?ref=, ?id=): reached the way a customer reaches them.
  { path: '/CourseList', who: 'customer', label: "the demo coach's courses", from: '/Coaching', clicks: [link('My Courses of Demo Coach')], url: /\/CourseList\?ref=/ },
  {
    path: '/CourseList',
    who: 'customer',
    label: 'a course modal open',
    from: '/Coaching',
    clicks: [link('My Courses of Demo Coach'), button(/^Open /)],
    dialog: true,
  },
  {
    path: '/CourseView',
    who: 'customer',
    label: 'a course open',
    from: '/Coaching',
    clicks: [link(/./, 'section[aria-labelledby="my-courses-heading"]')],
    url: /\/CourseView\?id=/,
  },
  { path: '/Board', who: 'customer', label: 'navigation drawer open, 360 px', viewport: PHONE, clicks: [button('Toggle navigation')], shows: 'nav[aria-label="Main"] a' },
  // Coach
  ...bookingStates('/Bookings'),
  ...bookingStates('/CoachAccount'),
  { path: '/CoachAccount', who: 'coach', label: 'Pay Request open', clicks: [button('Request Fund')], dialog: 'Pay Request' },
  { path: '/CoachProfile', who: 'coach', label: 'Weekly availability panel open', clicks: [button('Edit availability')], dialog: 'Weekly availability' },
  { path: '/Lessons', who: 'coach', label: 'Add New Course panel open', clicks: [button('Add New Course')], dialog: 'Add New Course' },
  { path: '/Lessons', who: 'coach', label: 'Delete this course? open', clicks: [button(/^Delete /, testId('coach-course-card'))], dialog: 'Delete this course?' },
  { path: '/Content', who: 'coach', label: 'a course open', from: '/Lessons', clicks: [link(/^View /, testId('coach-course-card'))], url: /\/Content\?ref=/ },
  {
    path: '/Content',
    who: 'coach',
    label: 'Delete this lesson? open',
    from: '/Lessons',
    clicks: [link(/^View /, testId('coach-course-card')), button(/^Delete /, testId('lesson-list'))],
    dialog: 'Delete this lesson?',
  },
  { path: '/CoachAccount', who: 'coach', label: 'navigation drawer open, 360 px', viewport: PHONE, clicks: [button('Toggle navigation')], shows: 'nav[aria-label="Main"] a' },
  // Admin and Global administrator (each console section is checked too: axe.ts finds them in its sidebar)
  ...consoleStates('/adminHome', 'admin'),
  ...consoleStates('/globalHome', 'global'),
  {
    path: '/globalHome',
    who: 'global',
    label: 'disable an admin open',
    from: '/globalHome?section=admins',
    clicks: [button(/^(Disable|Enable) /)],
    dialog: /^(Disable|Enable) .*\?$/,
  },
];
