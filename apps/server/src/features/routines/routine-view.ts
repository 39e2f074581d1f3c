import { FIX_YESTERDAY_UNTIL_HOUR } from '@iyl/core/routines/constants';
import { type Weekday, weekdays } from '@iyl/core/time/weekdays';
import type { CompletedRoutine, Routine, RoutineDay } from '@iyl/core/routines/contract';
import { bestStreak, canChangeDay, currentStreak, dayKind, type RoutineHistory, strength } from '@iyl/core/routines/rules';
import { addDays, mondayOf, weekdayIndex } from '@iyl/core/time/zone';
import type { CompletionRow, RoutineRow } from './repository.ts';

// A routine as the API shows it, from its row, its marked days and its pauses: each day's state, the
// week, the streaks and the strength. Pure: the service reads the rows and the time, these shape them.

type DayRow = { routineId: string; day: string; state: 'done' | 'skipped'; reason: string | null };
type PauseRow = { routineId: string; from: string; to: string | null; reason: string | null };

/** The marked days and pauses of many routines, grouped by routine once. */
export function byRoutine(rows: { days: DayRow[]; pauses: PauseRow[] }) {
  const days = Map.groupBy(rows.days, (d) => d.routineId);
  const pauses = Map.groupBy(rows.pauses, (p) => p.routineId);
  return (routineId: string) => ({ days: days.get(routineId) ?? [], pauses: pauses.get(routineId) ?? [] });
}
type RoutineRows = ReturnType<ReturnType<typeof byRoutine>>;

/** A routine's history as the rules read it, with each marked day's reason. */
export function historyOf(routine: RoutineRow, today: string, own: RoutineRows) {
  const marks = new Map(own.days.map((d) => [d.day, d] as const));
  const history: RoutineHistory = {
    start: routine.startDay,
    today,
    end: routine.endDay,
    days: new Map([...marks].map(([day, d]) => [day, d.state])),
    pauses: own.pauses,
  };
  return { history, reasonOf: (day: string) => marks.get(day)?.reason ?? null };
}

/** Whether a day of a routine may be ticked, skipped or cleared now: from its first day, today, or yesterday until noon. */
export const openDay = (routine: RoutineRow, day: string, at: { today: string; time: string }) =>
  day >= routine.startDay && canChangeDay(day, at.today, at.time, FIX_YESTERDAY_UNTIL_HOUR);

export function dayOf(routine: RoutineRow, h: ReturnType<typeof historyOf>, day: string, at: { today: string; time: string }): RoutineDay {
  const weekday = weekdays[weekdayIndex(day)] as Weekday;
  const state: RoutineDay['state'] = day < routine.startDay ? 'before' : day > at.today ? 'future' : dayKind(h.history, day);
  const editable = routine.status === 'active' && openDay(routine, day, at);
  return { weekday, day, state, reason: h.reasonOf(day), editable };
}

function weekOf(routine: RoutineRow, h: ReturnType<typeof historyOf>, at: { today: string; time: string }) {
  const monday = mondayOf(at.today);
  return weekdays.map((_, i) => dayOf(routine, h, addDays(monday, i), at));
}

/** A weekly routine may be certified when every day of its week so far is done or skipped (or paused), one at least done. */
const certifiable = (routine: RoutineRow, week: RoutineDay[]) => {
  if (routine.routineType !== 'Weekly' || routine.status !== 'active') return false;
  const tracked = week.filter((d) => d.state !== 'before' && d.state !== 'future');
  return tracked.some((d) => d.state === 'done') && tracked.every((d) => d.state === 'done' || d.state === 'skipped' || d.state === 'paused');
};

export function toRoutine(routine: RoutineRow, own: RoutineRows, at: { today: string; time: string }): Routine {
  const h = historyOf(routine, at.today, own);
  const week = weekOf(routine, h, at);
  return {
    id: routine.id,
    title: routine.title,
    description: routine.description,
    target: routine.target,
    routineType: routine.routineType,
    status: routine.status,
    pausedReason: routine.pausedReason,
    libraryHabitId: routine.libraryHabitId,
    icon: routine.icon,
    hexadecimalIcon: routine.hexadecimalIcon,
    startDay: routine.startDay,
    createdAt: routine.createdAt.toISOString(),
    week,
    today: at.today,
    streak: currentStreak(h.history),
    bestStreak: bestStreak(h.history),
    strength: strength(h.history),
    certifiable: certifiable(routine, week),
  };
}

export const toCompleted = (c: CompletionRow): CompletedRoutine => ({
  id: c.id,
  routineId: c.routineId ?? c.id,
  title: c.title,
  routineType: c.routineType,
  target: c.target,
  entry: c.entry,
  wellBeing: c.wellBeing,
  completedAt: c.completedAt.toISOString(),
  daysDone: c.daysDone,
});
