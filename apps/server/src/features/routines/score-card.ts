import { messages } from '@iyl/core/catalog/messages';
import {
  POINTS_PER_COMPLETION,
  POINTS_PER_DAY,
  ROUTINES_MAX_CURRENT,
  SCORE_WINDOW_DAYS,
  TOP_CHALLENGERS_SIZE,
  wellBeingValues,
} from '@iyl/core/routines/constants';
import { readinessWords } from '@iyl/core/insights/readiness';
import type { ReportCard, TopChallengers } from '@iyl/core/routines/contract';
import { calculateScore, dayKind, performanceBadge, productivity } from '@iyl/core/routines/rules';
import { addDays, mondayOf } from '@iyl/core/time/zone';
import { zonedInstant } from '@iyl/core/time/zoned';
import type { AuthService } from '../auth/service.ts';
import type { MoodService } from '../mood/service.ts';
import type { RoutinesRepository } from './repository.ts';
import { byRoutine, historyOf } from './routine-view.ts';
import type { RoutineUser } from './service.ts';

/**
 * The score card reads at most this many routines alive in its 7 days: the current ones (capped at
 * ROUTINES_MAX_CURRENT) and those completed in the window, which nothing else bounds.
 */
export const SCORE_ROUTINES_MAX = 4 * ROUTINES_MAX_CURRENT;

/** The score card and the week's top challengers: points, scores and the bars beside them. */
export function createScoreCard(deps: {
  repo: RoutinesRepository;
  mood: Pick<MoodService, 'report'>;
  auth: Pick<AuthService, 'fullnames'>;
  /** Today, the wall-clock time and the instant now, where the customer is. */
  nowFor: (user: RoutineUser) => { now: Date; today: string; time: string };
}) {
  const { repo, nowFor } = deps;

  /** The week's top challengers (Monday to Sunday of the viewer's week). */
  async function top(user: RoutineUser): Promise<TopChallengers> {
    const { today } = nowFor(user);
    const from = mondayOf(today);
    const to = addDays(from, 6);
    const rows = await repo.top(from, to, zonedInstant(from, '00:00', user.timeZone), TOP_CHALLENGERS_SIZE, POINTS_PER_DAY, POINTS_PER_COMPLETION);
    const names = await deps.auth.fullnames(rows.map((r) => r.userId));
    const initial = (fullname = 'A customer') => {
      const [first = '', ...rest] = fullname.trim().split(/\s+/);
      const last = rest.at(-1);
      return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
    };
    const answer = await repo.showInTop(user.id);
    return {
      from,
      to,
      items: rows.map((r, i) => ({ rank: i + 1, name: initial(names.get(r.userId)), points: r.points, you: r.userId === user.id })),
      showMe: answer === true,
      answered: answer !== null,
    };
  }

  /** GetReportcardHabit1: the score card over the last 7 days. */
  async function reportCard(user: RoutineUser): Promise<ReportCard> {
    const at = nowFor(user);
    const from = addDays(at.today, -(SCORE_WINDOW_DAYS - 1));
    const alive = await repo.aliveSince(user.id, from, SCORE_ROUTINES_MAX);
    const of = byRoutine(
      await repo.history(
        alive.map((r) => r.id),
        from,
      ),
    );
    let due = 0;
    let done = 0;
    for (const routine of alive) {
      const { history } = historyOf(routine, at.today, of(routine.id));
      for (let day = from; day <= at.today; day = addDays(day, 1)) {
        if (day < routine.startDay || (routine.endDay && day > routine.endDay)) continue;
        const kind = dayKind(history, day);
        if (kind === 'done' || kind === 'missed') due++;
        if (kind === 'done') done++;
      }
    }
    const total = due ? calculateScore(done, due) : null;
    const [points, mood, ratings, challengers] = await Promise.all([
      repo.pointCounts(user.id),
      deps.mood.report(user),
      repo.wellBeingsSince(user.id, new Date(at.now.getTime() - 30 * 86_400_000)),
      top(user),
    ]);
    const dailyScore = done * POINTS_PER_DAY;
    const habit = total === null ? null : Math.round(total * 10);
    const moodPercent = mood.score === null ? null : Math.round(mood.score * 10);
    const wellness = ratings.length ? Math.round((ratings.reduce((s, w) => s + wellBeingValues[w], 0) / ratings.length / wellBeingValues.Excellent) * 100) : null;
    const measured = [moodPercent, wellness, habit].filter((v): v is number => v !== null);
    const overall = measured.length ? Math.round(measured.reduce((s, v) => s + v, 0) / measured.length) : null;
    const me = challengers.items.find((c) => c.you);
    return {
      total_dailyscore: dailyScore,
      total,
      // Nothing due yet (a new routine, today still open): the card says so, as its bars do, not the spec's error text.
      totalMessage: total === null ? messages.routineNothingToMeasure : null,
      points: points.days * POINTS_PER_DAY + points.completed * POINTS_PER_COMPLETION,
      badge: habit === null ? null : performanceBadge(habit),
      topPerformer: me
        ? `You are number ${me.rank} of this week's top performers.`
        : challengers.showMe
          ? "Tick today's routines to join this week's top performers."
          : challengers.answered
            ? messages.routineTopHidden
            : messages.routineTopAsk,
      window: { from, to: at.today, due, done },
      bars: {
        // Moods logged on too few days to score: the words /Insights and the mood page use (issue 47).
        mood: { percent: moodPercent, note: moodPercent !== null ? null : mood.ready.days > 0 ? readinessWords('Mood', mood.ready, mood.day, 'rating').title : messages.routineNoMoodYet },
        wellness: { percent: wellness, note: wellness === null ? messages.routineNoRatingYet : null },
        overall: { percent: overall, note: overall === null ? messages.routineNothingToMeasure : null },
        habit: { percent: habit, note: habit === null ? messages.routineNothingToMeasure : null },
        productivity: { percent: productivity(mood.score ?? 0, total ?? 0, dailyScore), note: null },
      },
    };
  }

  return { top, reportCard };
}
