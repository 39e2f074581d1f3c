import type { SurveyAnswers } from '@iyl/core/onboarding/survey';
import type { PlanArea, PlanTemplate } from '@iyl/core/plans/contract';
import { addUtcDays, isoDate, keywordHits, plainQuote, rankByScore } from '../../platform/ai/offline-helpers.ts';
import { type PlanItemContent, type PlanTaskContent, planContent, surveyTextFor } from './content/index.ts';

export interface OfflinePlanInput {
  area: PlanArea;
  answers?: SurveyAnswers;
  /** Free text from the New Plans panel. */
  challenge?: string;
  today: Date;
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
      const minutes = item.minutes ?? 0;
      if (answers.timeAvailable === 'Less than 15 minutes' && minutes > 20) score -= 1.5;
      if (answers.timeAvailable === '15 to 30 minutes' && minutes > 45) score -= 1;
    }
    return { item, challengeHits, score };
  });
  return rankByScore(scored, (s) => s.score);
}

/** Takes the best `count` items, at most two per theme (four for themes the challenge names), so a plan covers several needs. */
function pick<T extends PlanItemContent>(ranked: Scored<T>[], count: number): Scored<T>[] {
  const boosted = new Set(ranked.filter((s) => s.challengeHits > 0).map((s) => s.item.theme));
  const perTheme = new Map<string, number>();
  const chosen: Scored<T>[] = [];
  for (const entry of ranked) {
    if (chosen.length === count) break;
    const used = perTheme.get(entry.item.theme) ?? 0;
    if (used >= (boosted.has(entry.item.theme) ? 4 : 2)) continue;
    perTheme.set(entry.item.theme, used + 1);
    chosen.push(entry);
  }
  for (const entry of ranked) {
    if (chosen.length === count) break;
    if (!chosen.includes(entry)) chosen.push(entry);
  }
  return chosen;
}

function itemCount(area: PlanArea, answers: SurveyAnswers | undefined, challenge: string): number {
  if (answers?.timeAvailable === 'Less than 15 minutes') return 6;
  if (challenge) return 8;
  if (!answers) return 7;
  const strongNeeds = planContent[area].tasks.filter((t) => (t.fit?.(answers) ?? 0) >= 2).length;
  return strongNeeds >= 8 ? 8 : 7;
}

function buildGoal(area: PlanArea, themes: string[], answers: SurveyAnswers | undefined, challenge: string): string {
  const content = planContent[area];
  const distinct = [...new Set([...themes, ...content.defaultThemes])];
  const phrases = distinct
    .map((theme) => content.goals[theme]?.(answers))
    .filter((p): p is string => Boolean(p))
    .slice(0, 2);
  const quote = challenge ? plainQuote(challenge, 80) : '';
  const tail = quote ? `, starting with what you told us: '${quote}'` : '';
  const both = `Over the next 12 weeks, ${phrases.join(' and ')}${tail}.`;
  if (both.length <= 300) return both;
  const one = `Over the next 12 weeks, ${phrases[0]}${tail}.`;
  return one.length <= 300 ? one : `${one.slice(0, 297)}…`;
}

/** The built-in plan for one area: a goal, 6–8 dated tasks and 6–8 habits chosen for this person. */
export function offlinePlan(input: OfflinePlanInput): PlanTemplate {
  const { area, answers, today } = input;
  const challenge = (input.challenge ?? '').trim().slice(0, 4000);
  const content = planContent[area];
  const surveyText = answers ? surveyTextFor(area, answers) : '';
  const count = itemCount(area, answers, challenge);

  const tasks = pick(scoreItems<PlanTaskContent>(content.tasks, answers, surveyText, challenge), count);
  const habits = pick(scoreItems(content.habits, answers, surveyText, challenge), count);
  const planEnd = addUtcDays(today, PLAN_DAYS);

  return {
    goal: buildGoal(
      area,
      tasks.map((t) => t.item.theme),
      answers,
      challenge,
    ),
    tasks: tasks.map(({ item }, index) => {
      const start = addUtcDays(today, START_OFFSETS[index] ?? 0);
      const end = addUtcDays(start, item.days - 1);
      return {
        task: item.title,
        description: item.description,
        startDate: isoDate(start),
        endDate: isoDate(end.getTime() > planEnd.getTime() ? planEnd : end),
        frequency: item.frequency,
      };
    }),
    habits: habits.map(({ item }) => ({ habit: item.title, description: item.description, frequency: item.frequency })),
  };
}

/** The title of the built-in task whose keywords best match some text about an area, when any match at all. */
export function offlineTaskFor(area: PlanArea, text: string): string | undefined {
  const best = rankByScore(planContent[area].tasks, (t) => keywordHits(text, t.keywords))[0];
  return best && keywordHits(text, best.keywords) > 0 ? best.title : undefined;
}
