/** The built-in coach's mood report: the last 30 days' moods and the patterns that held. */
import { CLAIM_MIN_ENTRIES, INSIGHT_BULLET_MAX, INSIGHT_BULLETS_MAX, isGoodMood, MOOD_DAYS } from '@iyl/core/insights/constants';
import type { MoodFigures, MoodWords, Patterns, PatternView } from '@iyl/core/insights/contract';
import type { Mood } from '@iyl/core/mood/constants';
import { percentText } from '@iyl/core/insights/format';
import { counted as count, listPhrase, squish, truncate } from '../../platform/ai/offline-helpers.ts';
import { NO_PREDICTION, SAFETY } from './content/phrases.ts';
import { badgeOf, noData, shortOfData } from './wording.ts';

/** A pattern as one bullet: its own sentence when it fits, else a shorter one that still says it is no proof of cause. */
function patternBullet(p: PatternView): string {
  const own = squish(p.text);
  if (own.length <= INSIGHT_BULLET_MAX) return own;
  const tail = `: calm or better ${percentText(p.withPercent)} of days against ${percentText(p.withoutPercent)} (n = ${p.n}). Association, not proof of cause.`;
  const head = p.lag === 1 ? 'After ' : 'With ';
  const label = truncate(p.label, Math.max(20, INSIGHT_BULLET_MAX - head.length - tail.length));
  return `${head}${label}${tail}`;
}

const MOOD_WITHIN = `within ${MOOD_DAYS} days`;
const GOOD_COUNTED = ['Happy', 'Excited', 'Confident', 'Grateful'] as const;
const HARD_COUNTED = ['Stressed', 'Angry'] as const;
const sumOf = (figures: MoodFigures, moods: readonly Mood[]) => moods.reduce((sum, m) => sum + (figures.counts[m] ?? 0), 0);

/**
 * How the rating comes from the days, next to the calm-or-better share the same card shows (review L3:
 * "calm days do not count" beside a share that counts them): the spec's score, good days over hard ones
 * × 10, at most 10.
 */
function ratingCounts(figures: MoodFigures): string {
  const good = sumOf(figures, GOOD_COUNTED);
  const hard = sumOf(figures, HARD_COUNTED);
  const how =
    hard === 0
      ? good > 0
        ? 'With good days and no stressed or angry ones, it is the full 10.'
        : 'With none of those days to set against each other, it stays at its lowest.'
      : figures.rating >= 10
        ? 'With as many good days as hard ones, or more, it is the full 10.'
        : 'It is your good days divided by your hard ones, times 10.';
  return `${how} Calm, anxious and sad days are left out of the rating, though calm days do count in your calm-or-better share.`;
}

/**
 * Why the rating is high while the commonest mood was a hard one (issue 47: the label never contradicts
 * the card's words): the spec's score weighs the good days against the stressed and angry ones only.
 * Empty unless the rating is 7.5 or more and the commonest mood is not calm or better.
 */
export function highDespiteHard(figures: MoodFigures): string {
  const hardest = figures.commonest;
  if (!hardest || isGoodMood(hardest) || noData(figures.rating) || figures.rating < 7.5) return '';
  const good = sumOf(figures, GOOD_COUNTED);
  const hard = sumOf(figures, HARD_COUNTED);
  return `Your rating is high even though ${hardest} was your most common mood: it sets your ${count(good, 'happy, excited, confident or grateful day', 'happy, excited, confident or grateful days')} against your ${count(hard, 'stressed or angry day', 'stressed or angry days')}. ${ratingCounts(figures)}`;
}

/** The built-in coach's mood report: the last 30 days' moods and the patterns that held. */
export function builtinMoodWords(figures: MoodFigures, patterns: Patterns, today: string): MoodWords {
  if (figures.logged === 0) {
    return {
      MoodSummary: {
        OverallMoodRating: figures.rating,
        OverallMoodComment: `You have not logged a mood in the last 30 days, so there is nothing to rate yet. ${shortOfData('Mood', figures.ready, today, MOOD_WITHIN)}`,
        MoodPattern: [],
        PredictiveOutcome: 'After a couple of weeks of daily moods, this report can show which of your routines and habits go with your better days.',
        Advice: 'Pick a set moment to log your mood, for example after dinner. It takes less than a minute, and honest entries are more useful than good ones.',
        MoodWatchOut: `Nothing to watch out for yet. ${SAFETY}`,
      },
    };
  }
  if (noData(figures.rating)) {
    return {
      MoodSummary: {
        OverallMoodRating: figures.rating,
        OverallMoodComment: `Not enough data for a mood rating yet. ${shortOfData('Mood', figures.ready, today, MOOD_WITHIN)}`,
        MoodPattern: [],
        PredictiveOutcome: NO_PREDICTION,
        Advice:
          'Thank you for starting. Log how you feel once a day at a set moment, for example after dinner; honest entries, hard days included, are what make this report useful to you.',
        MoodWatchOut: `A single day says little on its own; be kind to yourself about the hard ones. ${SAFETY}`,
      },
    };
  }
  const commonest = figures.commonest;
  const commonestDays = commonest ? (figures.counts[commonest] ?? 0) : 0;
  // Moods as common as each other (each on enough days) are named together: none of them is "the most common".
  const top = Math.max(0, ...Object.values(figures.counts));
  const tied = top >= CLAIM_MIN_ENTRIES ? Object.entries(figures.counts).filter(([, n]) => n === top).map(([mood]) => mood) : [];
  const good = figures.goodPercent ?? 0;
  const because = highDespiteHard(figures);

  const comment = squish(
    [
      `Over the last 30 days you logged a mood on ${count(figures.logged, 'day')}.`,
      figures.goodPercent !== null ? `${percentText(figures.goodPercent)} of them were calm or better.` : '',
      commonest ? `Your most common mood was ${commonest}.` : tied.length > 1 ? `${listPhrase(tied)} were equally common.` : '',
      `Your mood rating is ${figures.rating} out of 10 (${percentText(figures.performance ?? 0)} performance${badgeOf(figures.badge)}).`,
      because || `Like the score on the Emotional page, it sets your happy, excited, confident and grateful days against your stressed and angry ones. ${ratingCounts(figures)}`,
    ].join(' '),
  );

  const bullets = patterns.items.slice(0, 3).map(patternBullet);
  if (commonest) bullets.push(`${commonest} was your most common mood, on ${commonestDays} of your ${count(figures.logged, 'logged day')}.`);
  else if (tied.length > 1) bullets.push(`${listPhrase(tied)} were your most common moods, on ${top} days each.`);
  if (patterns.items.length === 0 && patterns.tested > 0) {
    bullets.push(`None of the ${count(patterns.tested, 'behaviour')} we could test shows a clear link with your mood yet. That is useful to know too.`);
  } else if (patterns.items.length === 0 && patterns.untested > 0) {
    bullets.push('Your routines and meals do not have enough days next to your moods to test yet. Keep logging each day.');
  }

  const lift = patterns.items.find((p) => p.withPercent > p.withoutPercent);
  const drag = patterns.items.find((p) => p.withPercent < p.withoutPercent);
  const predict = lift
    ? `If you keep up ${truncate(lift.label, 90)}, your days are likely to stay calm or better more often than without it, though this is a link in your data, not a promise.`
    : good >= 60
      ? 'If you keep the habits you have now, most of your days are likely to stay calm or better.'
      : 'If you keep logging each day and add one small thing that lifts you, you are likely to see clearer patterns within a few weeks, and to learn what helps you most.';

  const hardCommonest = commonest && !isGoodMood(commonest) ? commonest : null;
  const advice = squish(
    [
      lift
        ? `Protect ${truncate(lift.label, 90)} on busy days. A self-experiment on this page can test whether it really helps you.`
        : 'Try one small, regular thing that tends to lift people: a short walk outside, a message to a friend, or a set bedtime.',
      drag ? `Days around ${truncate(drag.label, 90)} tended to be harder; notice how you feel then and what might make them easier.` : '',
      hardCommonest ? `Feeling ${hardCommonest.toLowerCase()} often is worth being gentle about; rest and talking it through with someone you trust both help.` : '',
    ].join(' '),
  );

  const watch = squish(
    [
      hardCommonest && good < 50
        ? `${hardCommonest} was your most common mood. If low or tense days keep outweighing good ones, or feel heavy, talk to someone you trust or a doctor.`
        : hardCommonest
          ? `${hardCommonest} was your most common single mood, even with more good days than hard ones. Notice what comes before those days; if they feel heavy, talk to someone you trust or a doctor.`
          : good < 50
            ? 'Fewer than half of your logged days were calm or better. If that goes on, or feels heavy, talk to someone you trust or a doctor.'
            : 'Watch for a run of harder days in a row; it is a good moment to rest and reach out.',
      SAFETY,
    ].join(' '),
  );

  return {
    MoodSummary: {
      OverallMoodRating: figures.rating,
      OverallMoodComment: comment,
      MoodPattern: bullets.slice(0, INSIGHT_BULLETS_MAX),
      PredictiveOutcome: predict,
      Advice: advice,
      MoodWatchOut: watch,
    },
  };
}
