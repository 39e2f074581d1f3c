import { messages } from '@iyl/core/catalog/messages';
import { COMPLETED_PAGE_SIZE, HEATMAP_WEEKS, HISTORY_DAYS, LIBRARY_PAGE_SIZE, ROUTINE_DESCRIPTION_MAX, ROUTINE_PAGE_SIZE, ROUTINE_TITLE_MAX, ROUTINES_MAX_CURRENT, type RoutineTarget, routineTargets, type RoutineType, routineTypes } from '@iyl/core/routines/constants';
import type { Weekday } from '@iyl/core/time/weekdays';
import type {
  AddRoutineInput,
  CompletedPage,
  CompleteInput,
  Heatmap,
  LibraryPage,
  LibraryFilter,
  Routine,
  RoutinePage,
  TopChallengers,
  Tracker,
} from '@iyl/core/routines/contract';
import { averagePerformance, missingChoice } from '@iyl/core/routines/rules';
import { addDays, dayIn, mondayOf, timeIn } from '@iyl/core/time/zone';
import type { Db, Tx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { HabitsService } from '../habits/service.ts';
import type { MoodService } from '../mood/service.ts';
import type { RemindersService } from '../reminders/service.ts';
import { createRoutinesRepository, type RoutineRow } from './repository.ts';
import { byRoutine, dayOf, historyOf, openDay, toCompleted, toRoutine } from './routine-view.ts';
import { createScoreCard, SCORE_ROUTINES_MAX } from './score-card.ts';

/** A customised routine, as another feature adds it for the customer (addMany). */
export interface NewRoutineItem {
  title: string;
  description: string;
  target: RoutineTarget;
  routineType: RoutineType;
}

/** Whose routines: the customer and the time zone their days start and end in. */
export interface RoutineUser {
  id: string;
  timeZone: string;
}

const notFound = () => new AppError(404, 'NOT_FOUND', messages.routineNotFound);
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const invalid = (message: string) => new AppError(400, 'VALIDATION', message);

/** Habit routines: day by day in the customer's own time zone, with streak, strength and scores. */
export function createRoutinesService(deps: {
  db: Db;
  clock?: () => Date;
  habits: Pick<HabitsService, 'listLibrary' | 'libraryHabit'>;
  mood: Pick<MoodService, 'today' | 'report'>;
  auth: Pick<AuthService, 'fullnames'>;
  /** A routine's reminders are set, and removed with it, in the routine's own transaction. */
  reminders: Pick<RemindersService, 'set' | 'removeFor'>;
}) {
  const { db } = deps;
  const repo = createRoutinesRepository(db);
  const clock = deps.clock ?? (() => new Date());

  /** Today and the wall-clock time now, where the customer is. */
  const nowFor = (user: RoutineUser) => {
    const now = clock();
    return { now, today: dayIn(now, user.timeZone), time: timeIn(now, user.timeZone) };
  };

  const scores = createScoreCard({ repo, mood: deps.mood, auth: deps.auth, nowFor });

  /** Routines as the API shows them, their history read in two queries whatever their number. */
  async function views(rows: RoutineRow[], at: { today: string; time: string }) {
    const of = byRoutine(
      await repo.history(
        rows.map((r) => r.id),
        addDays(at.today, -HISTORY_DAYS),
      ),
    );
    return rows.map((r) => toRoutine(r, of(r.id), at));
  }

  async function view(user: RoutineUser, routine: RoutineRow) {
    const [one] = await views([routine], nowFor(user));
    if (!one) throw notFound();
    return one;
  }

  async function owned(user: RoutineUser, id: string) {
    const routine = await repo.findOwned(id, user.id);
    if (!routine) throw notFound();
    return routine;
  }

  /** Ticks, skips or clears days of one routine in one transaction, each day checked first. */
  async function markDays(user: RoutineUser, id: string, changes: { day: string; state: 'done' | 'skipped' | 'none'; reason?: string }[]) {
    const at = nowFor(user);
    return db.transaction(async (tx) => {
      const txRepo = createRoutinesRepository(tx);
      const routine = await txRepo.findOwned(id, user.id, true);
      if (!routine) throw notFound();
      if (routine.status !== 'active') throw conflict(messages.routineNotActive);
      for (const change of changes) {
        if (!openDay(routine, change.day, at)) throw conflict(messages.routineDayClosed);
        if (change.state === 'none') await txRepo.clearDay(routine.id, change.day);
        else await txRepo.setDay(routine.id, user.id, change.day, change.state, change.state === 'skipped' ? (change.reason ?? null) : null);
      }
      return routine;
    });
  }

  async function tracker(user: RoutineUser, routine: RoutineRow): Promise<Tracker> {
    const r = await view(user, routine);
    return { routineId: r.id, from: r.week[0]?.day ?? r.today, to: r.week[6]?.day ?? r.today, days: r.week, certifiable: r.certifiable };
  }

  return {
    /** GetHabitList: the library, filtered and searched, each card saying whether it was added. */
    async library(user: RoutineUser, query: LibraryFilter): Promise<LibraryPage> {
      const offset = (query.page - 1) * LIBRARY_PAGE_SIZE;
      const [page, counts] = await Promise.all([deps.habits.listLibrary(user.id, { category: query.category, q: query.q }, offset, LIBRARY_PAGE_SIZE), repo.counts(user.id)]);
      const titles = await repo.addedTitles(
        user.id,
        page.rows.map((h) => h.title),
      );
      const items = page.rows.map((h) => ({ ...h, added: titles.has(h.title.toLowerCase()) }));
      return { ...numberedPage(items, query.page, LIBRARY_PAGE_SIZE, page.total), routines: counts.daily + counts.weekly };
    },

    /**
     * AddRoutine: from a library card or customised; the same habit twice is refused whatever the race,
     * and so is a routine beyond ROUTINES_MAX_CURRENT current ones (counted under a lock on the customer).
     */
    async add(user: RoutineUser, request: AddRoutineInput, options: { startDay?: string } = {}): Promise<Routine> {
      const card = request.libraryHabitId ? await deps.habits.libraryHabit(user.id, request.libraryHabitId) : undefined;
      if (request.libraryHabitId && !card) throw new AppError(404, 'NOT_FOUND', messages.routineLibraryItemNotFound);
      const target = request.target || undefined;
      const routineType = request.routineType || undefined;
      const title = request.title || card?.title;
      const description = request.description || card?.description;
      const missing = card ? missingChoice(target, routineType) : null;
      if (missing) throw invalid(missing);
      if (!title || !description || !target || !routineType) throw invalid(messages.routineCustomize);
      const { today } = nowFor(user);
      const row = await db.transaction(async (tx) => {
        const txRepo = createRoutinesRepository(tx);
        await txRepo.lockCount(user.id);
        if ((await txRepo.countCurrent(user.id)) >= ROUTINES_MAX_CURRENT) throw conflict(messages.routineTooMany);
        const inserted = await txRepo.insert({
          userId: user.id,
          title,
          description,
          target,
          routineType,
          libraryHabitId: card?.id ?? null,
          icon: card?.icon ?? null,
          hexadecimalIcon: card?.hexadecimalIcon ?? null,
          // The demo's routines began weeks ago; everyone else's today.
          startDay: options.startDay ?? today,
        });
        if (!inserted) throw conflict(messages.routineExists);
        // A reminder over its caps refuses the routine too: nothing is half-saved.
        if (request.reminder) await deps.reminders.set(tx, user, { kind: 'routine', subjectId: inserted.id, title: inserted.title, ...request.reminder });
        return inserted;
      });
      return view(user, row);
    },

    /**
     * Several customised routines at once (a coach's plan for the week, issue 47), all or none, in the
     * caller's transaction when given (else in one of its own): each checked as AddRoutine checks one,
     * and ROUTINES_MAX_CURRENT counted under the same lock on the customer. A routine whose title the
     * customer has already (current or completed: the rule "a habit already added cannot be added
     * again") is left as it is, reported in `existing`; one past the cap refuses them all.
     */
    async addMany(user: RoutineUser, items: readonly NewRoutineItem[], within?: Tx): Promise<{ added: { id: string; title: string }[]; existing: string[] }> {
      const wanted: NewRoutineItem[] = [];
      for (const item of items) {
        const title = item.title.trim();
        const description = item.description.trim();
        if (!title || !description) throw invalid(messages.routineCustomize);
        if (title.length > ROUTINE_TITLE_MAX || description.length > ROUTINE_DESCRIPTION_MAX) throw invalid(messages.routineTooLong);
        if (!routineTargets.includes(item.target)) throw invalid(messages.routinePickTime);
        if (!routineTypes.includes(item.routineType)) throw invalid(messages.routinePickType);
        // The same title twice is one routine (the unique rule reads titles without case).
        if (!wanted.some((w) => w.title.toLowerCase() === title.toLowerCase())) wanted.push({ ...item, title, description });
      }
      const { today } = nowFor(user);
      const run = async (tx: Tx) => {
        const txRepo = createRoutinesRepository(tx);
        await txRepo.lockCount(user.id);
        const had = await txRepo.addedTitles(
          user.id,
          wanted.map((w) => w.title),
        );
        const fresh = wanted.filter((w) => !had.has(w.title.toLowerCase()));
        if (fresh.length > 0 && (await txRepo.countCurrent(user.id)) + fresh.length > ROUTINES_MAX_CURRENT) {
          throw conflict(fresh.length === 1 ? messages.routineTooMany : messages.routinesTooManyToAdd);
        }
        const added: { id: string; title: string }[] = [];
        const existing = wanted.filter((w) => had.has(w.title.toLowerCase())).map((w) => w.title);
        for (const item of fresh) {
          const inserted = await txRepo.insert({ userId: user.id, ...item, libraryHabitId: null, icon: null, hexadecimalIcon: null, startDay: today });
          // Every add reads the titles under the lock first: only a writer that does not could take one meanwhile, and then it is there already.
          if (inserted) added.push({ id: inserted.id, title: inserted.title });
          else existing.push(item.title);
        }
        return { added, existing };
      };
      return within ? run(within) : db.transaction(run);
    },

    /** The routines that ran from `fromDay` on (any state), their marked days and paused spans (insights). */
    async history(userId: string, fromDay: string) {
      const alive = await repo.aliveSince(userId, fromDay, SCORE_ROUTINES_MAX);
      const { days, pauses } = await repo.history(
        alive.map((r) => r.id),
        fromDay,
      );
      return {
        routines: alive.map((r) => ({ id: r.id, title: r.title, routineType: r.routineType, status: r.status, startDay: r.startDay, endDay: r.endDay })),
        days: days.map((d) => ({ routineId: d.routineId, day: d.day, state: d.state })),
        pauses: pauses.map((p) => ({ routineId: p.routineId, fromDay: p.from, toDay: p.to })),
      };
    },

    /** Which of some (routine, day) pairs are marked done, as "<routine id>|<day>" (another feature's reminders). */
    async doneOn(pairs: { routineId: string; day: string }[]) {
      return new Set((await repo.doneDays(pairs)).map((d) => `${d.routineId}|${d.day}`));
    },

    /** Check-ins (routines marked done) per day from `fromDay` on (insights' chart). */
    async checkInsSince(userId: string, fromDay: string) {
      return repo.doneCountsSince(userId, fromDay);
    },

    /** The customer's current routines (active or paused), newest first: id, title and state. */
    async currentChoices(userId: string) {
      return repo.currentSummaries(userId, ROUTINES_MAX_CURRENT);
    },

    /** GetAddedRoutine / FilterRoutine: the current routines, newest first, and the tiles' counts. */
    async page(user: RoutineUser, type: RoutineType | undefined, page: number): Promise<RoutinePage> {
      const at = nowFor(user);
      const offset = (page - 1) * ROUTINE_PAGE_SIZE;
      const { rows, total, counts } = await repo.pageWithHistory(user.id, type, offset, ROUTINE_PAGE_SIZE, addDays(at.today, -HISTORY_DAYS));
      return {
        ...numberedPage(
          rows.map((r) => toRoutine(r.routine, r, at)),
          page,
          ROUTINE_PAGE_SIZE,
          total,
        ),
        counts: { ...counts, averagePerformance: averagePerformance(counts.completed, counts.daily + counts.weekly) },
        timeZone: user.timeZone,
      };
    },

    async checkIn(user: RoutineUser, id: string, day: string, state: 'done' | 'skipped' | 'none', reason?: string): Promise<Routine> {
      return view(user, await markDays(user, id, [{ day, state, reason }]));
    },

    async tracker(user: RoutineUser, id: string): Promise<Tracker[]> {
      return [await tracker(user, await owned(user, id))];
    },

    /** MarkRoutine: a weekly routine's boxes of this week; a box whose value does not change is left alone. */
    async markWeek(user: RoutineUser, id: string, days: Partial<Record<Weekday, boolean>>): Promise<Tracker> {
      const routine = await owned(user, id);
      if (routine.routineType !== 'Weekly') throw conflict(messages.routineNotWeekly);
      const before = await tracker(user, routine);
      const changes = before.days.flatMap((d) => {
        const wanted = days[d.weekday];
        if (wanted === undefined || wanted === (d.state === 'done')) return [];
        return [{ day: d.day, state: wanted ? ('done' as const) : ('none' as const) }];
      });
      const changed = changes.length ? await markDays(user, id, changes) : routine;
      return tracker(user, changed);
    },

    async pause(user: RoutineUser, id: string, paused: boolean, reason?: string): Promise<Routine> {
      const { today, now } = nowFor(user);
      const routine = await db.transaction(async (tx) => {
        const txRepo = createRoutinesRepository(tx);
        const row = await txRepo.findOwned(id, user.id, true);
        if (!row) throw notFound();
        if (row.status === 'completed') throw conflict(messages.routineNotActive);
        if (paused && row.status === 'active') await txRepo.pause(row, today, reason ?? null, now);
        if (!paused && row.status === 'paused') await txRepo.resume(row, today, now);
        return (await txRepo.findOwned(id, user.id)) ?? row;
      });
      return view(user, routine);
    },

    /** DeleteRoutine: the routine and its reminders (with their delivery log) go together. */
    async delete(user: RoutineUser, id: string) {
      await db.transaction(async (tx) => {
        if (!(await createRoutinesRepository(tx).delete(id, user.id))) throw notFound();
        await deps.reminders.removeFor(tx, 'routine', [id]);
      });
    },

    /**
     * MarkCompleteHabit: a daily routine is completed, a weekly one certified once its week is ticked.
     * The entry combines the summary, wins, affirmations, well-being and the mood of the day.
     */
    async complete(user: RoutineUser, id: string, input: CompleteInput): Promise<Routine> {
      const routine = await owned(user, id);
      if (routine.status === 'completed') throw conflict(messages.routineNotActive);
      // The whole history in one read: the week decides certification, the days done go in the entry.
      const at = nowFor(user);
      const own = byRoutine(await repo.history([routine.id], routine.startDay))(routine.id);
      const current = toRoutine(routine, own, at);
      if (routine.routineType === 'Weekly' && !current.certifiable) throw conflict(messages.routineNotCertifiable);
      const mood = (await deps.mood.today(user)).log?.mood ?? null;
      const wellBeing = input.wellBeing === 'Fair' || input.wellBeing === 'Good' || input.wellBeing === 'Excellent' ? input.wellBeing : null;
      const text = [
        `Summary: ${input.summary}`,
        input.wins ? `Wins: ${input.wins}` : null,
        input.affirmations ? `Affirmations: ${input.affirmations}` : null,
        wellBeing ? `Well-being: ${wellBeing}` : null,
        `Mood of the day: ${mood ?? 'not logged'}`,
      ]
        .filter(Boolean)
        .join('\n');
      const daysDone = own.days.filter((d) => d.state === 'done').length;
      const done = await db.transaction((tx) => createRoutinesRepository(tx).complete(routine, { text, wellBeing, daysDone, day: at.today }, clock()));
      if (!done) throw conflict(messages.routineNotActive);
      return view(user, done.routine);
    },

    async completed(user: RoutineUser, page: number, filter: { type?: RoutineType; q?: string } = {}): Promise<CompletedPage> {
      const { rows, total } = await repo.completedPage(user.id, filter, (page - 1) * COMPLETED_PAGE_SIZE, COMPLETED_PAGE_SIZE);
      return numberedPage(rows.map(toCompleted), page, COMPLETED_PAGE_SIZE, total);
    },

    /** The last 12 weeks, Monday to Sunday, day by day. */
    async heatmap(user: RoutineUser, id: string): Promise<Heatmap> {
      const routine = await owned(user, id);
      const at = nowFor(user);
      const to = addDays(mondayOf(at.today), 6);
      const from = addDays(to, -(HEATMAP_WEEKS * 7 - 1));
      const h = historyOf(routine, at.today, byRoutine(await repo.history([routine.id], from))(routine.id));
      const cells = Array.from({ length: HEATMAP_WEEKS * 7 }, (_, i) => {
        const day = addDays(from, i);
        const ended = routine.endDay !== null && day > routine.endDay;
        return { day, state: ended ? ('future' as const) : dayOf(routine, h, day, at).state };
      });
      const count = (state: string) => cells.filter((c) => c.state === state).length;
      return { routineId: routine.id, from, to, days: cells, done: count('done'), skipped: count('skipped'), missed: count('missed') };
    },

    reportCard: scores.reportCard,

    top: scores.top,

    async setShowInTop(user: RoutineUser, show: boolean): Promise<TopChallengers> {
      await repo.setShowInTop(user.id, show);
      return scores.top(user);
    },

    /** The demo's history: a routine's past days as done or skipped (no rule on how far back). */
    async recordPastDay(userId: string, routineId: string, day: string, state: 'done' | 'skipped', reason: string | null = null) {
      await repo.setDay(routineId, userId, day, state, reason);
    },
  };
}
export type RoutinesService = ReturnType<typeof createRoutinesService>;
