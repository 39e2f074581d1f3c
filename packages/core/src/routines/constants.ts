/** Routines (spec part 2 §2, §3, §9). */
export const routineTargets = ['Morning', 'Afternoon', 'Evening'] as const;
export type RoutineTarget = (typeof routineTargets)[number];

export const routineTypes = ['Daily', 'Weekly'] as const;
export type RoutineType = (typeof routineTypes)[number];

/** The completion modal's well-being choices and the values the wellness bar reads. */
export const wellBeings = ['Fair', 'Good', 'Excellent'] as const;
export type WellBeing = (typeof wellBeings)[number];
export const wellBeingValues: Record<WellBeing, number> = { Fair: 10, Good: 20, Excellent: 30 };

/** What a day of a routine holds: done, skipped (with a reason), or nothing yet. */
export const dayStates = ['done', 'skipped'] as const;
export type DayState = (typeof dayStates)[number];

/** The habit library's filter buttons: health, relationship, Financial habit, and Biohacks. */
export const libraryFilters = [
  { category: 'Health', label: 'health' },
  { category: 'Relationship', label: 'relationship' },
  { category: 'Financial', label: 'Financial habit' },
  { category: 'Biohacks', label: 'Biohacks' },
] as const;

export const ROUTINE_TITLE_MAX = 120;
export const ROUTINE_DESCRIPTION_MAX = 500;
export const ROUTINE_REASON_MAX = 140;
export const COMPLETION_FIELD_MAX = 2000;
export const LIBRARY_SEARCH_MAX = 80;
export const LIBRARY_PAGE_SIZE = 24;
export const ROUTINE_PAGE_SIZE = 20;
/** A customer has at most this many current routines (active or paused); completed ones do not count. */
export const ROUTINES_MAX_CURRENT = 100;
export const COMPLETED_PAGE_SIZE = 10;
/** A routine's check-ins count towards its streak and strength for this many days back at most. */
export const HISTORY_DAYS = 400;
export const HEATMAP_WEEKS = 12;
/** Yesterday can still be ticked or skipped until this hour (local) today. */
export const FIX_YESTERDAY_UNTIL_HOUR = 12;
/** The score card reads the last 7 days. */
export const SCORE_WINDOW_DAYS = 7;
export const TOP_CHALLENGERS_SIZE = 10;
/** Points: each day done, and each routine completed or certified. */
export const POINTS_PER_DAY = 10;
export const POINTS_PER_COMPLETION = 50;
