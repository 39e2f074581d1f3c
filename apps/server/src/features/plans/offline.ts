import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import { LOW_COMMITMENT, type PlanSize, planSizeFor } from '@iyl/core/plans/constants';
import type { PlanArea, PlanTemplate } from '@iyl/core/plans/contract';
import { addUtcDays, isoDate, keywordHits, rankByScore } from '../../platform/ai/offline-helpers.ts';
import { type PlanItemContent, ownSurveyText, planContent, surveyTextFor } from './content/index.ts';
import { allTopics, type LifeContext, type PlanTopic, planTopics } from './content/topics/index.ts';
import { matchTopics, topicIndex } from './content/topics/match.ts';

export interface OfflinePlanInput {
  area: PlanArea;
  answers?: SurveyAnswers;
  /** Free text from the New Plans panel. */
  challenge?: string;
  today: Date;
  /** Titles of this area's pending items: a new plan never repeats them. */
  avoid?: { tasks: readonly string[]; habits: readonly string[] };
}

/** Weight of one keyword hit in the challenge typed for this plan: it outranks any survey signal. */
const CHALLENGE_HIT = 10;
/** Weight of one keyword hit in the survey's own free-text answers. */
const SURVEY_TEXT_HIT = 3;
/** Start offsets (days from today) for the tasks in rank order: the most important start first. */
const START_OFFSETS = [0, 1, 3, 7, 10, 14, 21, 28, 35, 42, 49, 56];
/** Every task ends within twelve weeks. */
const PLAN_DAYS = 84;

interface Scored<T> {
  item: T;
  challengeHits: number;
}

function scoreItems<T extends PlanItemContent>(items: readonly T[], answers: SurveyAnswers | undefined, surveyText: string, challenge: string): Scored<T>[] {
  const scored = items.map((item) => {
    const challengeHits = Math.min(3, keywordHits(challenge, item.keywords));
    let score = item.base + CHALLENGE_HIT * challengeHits + SURVEY_TEXT_HIT * Math.min(2, keywordHits(surveyText, item.keywords));
    if (answers) {
      // What the person just told us outranks older survey answers: a named problem is never pushed down by them.
      const fit = item.fit?.(answers) ?? 0;
      score += challengeHits > 0 ? Math.max(0, fit) : fit;
      // Shorter items first for people with little time (the longest are left out in `choose`).
      if (answers.timeAvailable === 'Less than 15 minutes' || answers.commitmentLevel <= LOW_COMMITMENT) score -= item.minutes / 10;
    }
    return { item, challengeHits, score };
  });
  return rankByScore(scored, (s) => s.score);
}

/**
 * The ranked items with the themes spread out: at most two per theme (four for themes the challenge
 * names) come first, so the head of the list covers several needs; the rest follow in rank order.
 */
function spreadThemes<T extends PlanItemContent>(ranked: Scored<T>[]): T[] {
  const boosted = new Set(ranked.filter((s) => s.challengeHits > 0).map((s) => s.item.theme));
  const perTheme = new Map<string, number>();
  const first: T[] = [];
  const rest: T[] = [];
  for (const { item } of ranked) {
    const used = perTheme.get(item.theme) ?? 0;
    if (used >= (boosted.has(item.theme) ? 4 : 2)) {
      rest.push(item);
      continue;
    }
    perTheme.set(item.theme, used + 1);
    first.push(item);
  }
  return [...first, ...rest];
}

/**
 * How big a plan this person can carry (packages/core plans/constants: the assessment promises the
 * same): the time they have each day sets the number of items and the longest one; a low
 * commitment ("we will start very small") trims both.
 */
export function planSize(answers: SurveyAnswers | undefined): PlanSize {
  return answers ? planSizeFor(answers.timeAvailable, answers.commitmentLevel) : { count: 6, maxMinutes: 45 };
}

/** Every free-text answer of the survey: any of them can say "I work nights". */
function allSurveyText(a: SurveyAnswers | undefined): string {
  if (!a) return '';
  return [a.healthChallenge, a.relationshipChallenge, a.financeChallenge, a.balanceChallenge, a.ninetyDayGoal, a.support.other, a.healthMotivation.other, a.relationshipQualities.other, a.financeDrivers.other]
    .filter(Boolean)
    .join(' \n ');
}

/** The topics that reveal a situation, of every area, indexed once. */
const situationTopics = topicIndex(allTopics.filter((topic) => topic.sets));

/** The life situations (night shifts, a new baby, an injury, …) anything the person wrote reveals. */
export function lifeContextsOf(text: string): Set<LifeContext> {
  return new Set(situationTopics.match(text).flatMap(({ topic }) => (topic.sets ? [topic.sets] : [])));
}

interface Candidate {
  title: string;
  description: string;
  frequency: string;
  minutes: number;
  days?: number;
  unsuitableFor?: readonly LifeContext[];
}

/** Titles compared as a reader would: case and spacing aside. */
export const sameTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Chooses `count` items: the topics' own first (in their order), then the best general items, each
 * suitable for this person's situation, short enough for their time, and not already pending in
 * this area. When too few fit, the time limit gives way first; the area's other topics are the
 * last reserve. Situation and pending items are never given way on.
 */
function choose<T extends Candidate>(
  sources: { topical: readonly T[]; general: readonly T[]; reserve: readonly T[] },
  size: PlanSize & { topicalShare: number },
  contexts: ReadonlySet<LifeContext>,
  avoid: ReadonlySet<string>,
): T[] {
  const { count, maxMinutes } = size;
  const chosen: T[] = [];
  const taken = new Set(avoid);
  const fits = (item: T) => !item.unsuitableFor?.some((c) => contexts.has(c)) && !taken.has(sameTitle(item.title));
  const take = (items: readonly T[], limit: number) => {
    for (const item of items) {
      if (chosen.length === count) return;
      if (item.minutes > limit || !fits(item)) continue;
      chosen.push(item);
      taken.add(sameTitle(item.title));
    }
  };
  take(sources.topical.slice(0, Math.ceil(count * size.topicalShare)), maxMinutes);
  take(sources.general, maxMinutes);
  take(sources.topical, maxMinutes);
  take([...sources.topical, ...sources.general].sort((a, b) => a.minutes - b.minutes), Number.POSITIVE_INFINITY);
  take(sources.reserve, maxMinutes);
  take(sources.reserve, Number.POSITIVE_INFINITY);
  return chosen;
}

/** The message when a challenge matches nothing in the library: honest, then still useful. */
export const NO_PROGRAMME = 'The built-in coach has no specific programme for this yet; here is a general plan:';

function buildGoal(area: PlanArea, themes: string[], answers: SurveyAnswers | undefined, topics: readonly PlanTopic[], unmatchedChallenge: boolean): string {
  const [primary, secondary] = topics;
  if (primary) {
    const both = secondary ? `Over the next 12 weeks, ${primary.goal}, and make a start on ${secondary.name}.` : '';
    if (both && both.length <= 300) return both;
    return `Over the next 12 weeks, ${primary.goal}.`;
  }
  const content = planContent[area];
  const distinct = [...new Set([...themes, ...content.defaultThemes])];
  const phrases = distinct
    .map((theme) => content.goals[theme]?.(answers))
    .filter((p): p is string => Boolean(p))
    .slice(0, 2);
  const lead = unmatchedChallenge ? `${NO_PROGRAMME} over the next 12 weeks,` : 'Over the next 12 weeks,';
  const both = `${lead} ${phrases.join(' and ')}.`;
  if (both.length <= 300) return both;
  const one = `${lead} ${phrases[0]}.`;
  return one.length <= 300 ? one : `${one.slice(0, 297)}…`;
}

/**
 * The topics a plan is built on: those the challenge typed for this plan is about, or (with no
 * challenge) those the survey's own answer for this area is about. A second topic joins when it
 * matched clearly too ("quit smoking and drinking").
 */
function topicsFor(area: PlanArea, challenge: string, surveyText: string): PlanTopic[] {
  const matches = matchTopics(challenge || surveyText, area);
  const [best, next] = matches;
  if (!best) return [];
  return next && next.score >= 2 && next.score * 2 >= best.score ? [best.topic, next.topic] : [best.topic];
}

/** Topic items in plan order: when two topics share a plan, two of the first's for each of the second's. */
function topicalItems<T>(topics: readonly PlanTopic[], items: (t: PlanTopic) => readonly T[]): T[] {
  const [first = [], second = []] = topics.map(items);
  if (!second.length) return [...first];
  const out: T[] = [];
  for (let i = 0, j = 0; i < first.length || j < second.length; ) {
    if (i < first.length) out.push(first[i++] as T);
    if (i < first.length) out.push(first[i++] as T);
    if (j < second.length) out.push(second[j++] as T);
  }
  return out;
}

/**
 * The built-in plan for one area: a goal, 5–8 dated tasks and 5–8 habits chosen for this person.
 * A challenge (or the survey's own words) about a topic in the library gets that topic's programme;
 * one the library has nothing for gets a general plan that says so.
 */
export function offlinePlan(input: OfflinePlanInput): PlanTemplate {
  const { area, answers, today } = input;
  const challenge = (input.challenge ?? '').trim().slice(0, 4000);
  const content = planContent[area];
  const surveyText = answers ? surveyTextFor(area, answers) : '';
  const size = planSize(answers);
  const contexts = lifeContextsOf(`${challenge} \n ${allSurveyText(answers)}`);
  const topics = topicsFor(area, challenge, answers ? ownSurveyText(area, answers) : '');
  // A challenge typed for this plan gets a whole programme; the survey's own words share the plan with what the ratings show.
  const share = { ...size, topicalShare: challenge ? 1 : 0.5 };
  const reserveTopics = planTopics[area].filter((t) => !topics.includes(t));

  const chooseFrom = (kind: 'tasks' | 'habits', avoid: readonly string[] = []): Candidate[] =>
    choose<Candidate>(
      {
        topical: topicalItems<Candidate>(topics, (t) => t[kind]),
        general: spreadThemes(scoreItems<PlanItemContent>(content[kind], answers, surveyText, challenge)),
        reserve: reserveTopics.flatMap((t) => t[kind]),
      },
      share,
      contexts,
      new Set(avoid.map(sameTitle)),
    );
  const tasks = chooseFrom('tasks', input.avoid?.tasks);
  const habits = chooseFrom('habits', input.avoid?.habits);
  const planEnd = addUtcDays(today, PLAN_DAYS);
  const themes = tasks.flatMap((t) => {
    const general = content.tasks.find((c) => c === t);
    return general ? [general.theme] : [];
  });

  return {
    goal: buildGoal(area, themes, answers, topics, Boolean(challenge) && topics.length === 0),
    tasks: tasks.map((item, index) => {
      const start = addUtcDays(today, START_OFFSETS[index] ?? 0);
      const end = addUtcDays(start, (item.days ?? 7) - 1);
      return {
        task: item.title,
        description: item.description,
        startDate: isoDate(start),
        endDate: isoDate(end.getTime() > planEnd.getTime() ? planEnd : end),
        frequency: item.frequency,
      };
    }),
    habits: habits.map((item) => ({ habit: item.title, description: item.description, frequency: item.frequency })),
  };
}

/** The title of the built-in task whose keywords best match some text about an area, when any match at all. */
export function offlineTaskFor(area: PlanArea, text: string): string | undefined {
  const best = rankByScore(planContent[area].tasks, (t) => keywordHits(text, t.keywords))[0];
  return best && keywordHits(text, best.keywords) > 0 ? best.title : undefined;
}
