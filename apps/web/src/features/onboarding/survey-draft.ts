import {
  SurveyAnswers,
  type SurveyQuestion,
  type SurveyQuestionId,
  surveySteps,
} from '@iyl/core/onboarding/survey';
import { messages } from '@iyl/core/catalog/messages';
import '../../lib/zod-setup.ts';

/** Kept in localStorage so a reload (or a closed tab) in the middle of the survey loses nothing. */
export const DRAFT_KEY = 'iyl.survey.v1';

export type DraftAnswers = { [K in SurveyQuestionId]?: SurveyAnswers[K] };
export type MultiAnswer = { selected: string[]; other?: string };

export interface SurveyDraft {
  /** Whose draft this is: a second customer on the same browser starts afresh. */
  userId: string;
  step: number;
  answers: DraftAnswers;
}

const lastStep = surveySteps.length - 1;

/** Ratings and single choices start unset (no answer is suggested); the coaching toggles start off. */
function initialAnswers(): DraftAnswers {
  const answers: Record<string, unknown> = {};
  for (const step of surveySteps) {
    for (const question of step.questions) if (question.input.kind === 'toggle') answers[question.id] = false;
  }
  return answers as DraftAnswers;
}

export function emptyDraft(userId: string): SurveyDraft {
  return { userId, step: 0, answers: initialAnswers() };
}

/**
 * Reads the saved draft. Each answer is checked on its own against the survey schema, so one
 * stale or hand-edited value costs that answer only, not the whole draft.
 */
export function loadDraft(userId: string): SurveyDraft {
  const fresh = emptyDraft(userId);
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return fresh;
  }
  if (!stored || typeof stored !== 'object') return fresh;
  const { userId: owner, step, answers } = stored as Partial<Record<keyof SurveyDraft, unknown>>;
  if (owner !== userId) return fresh;

  const kept: Record<string, unknown> = { ...fresh.answers };
  if (answers && typeof answers === 'object') {
    for (const [id, value] of Object.entries(answers)) {
      const field = SurveyAnswers.shape[id as SurveyQuestionId];
      if (field?.safeParse(value).success) kept[id] = value;
    }
  }
  const safeStep = typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 0), lastStep) : 0;
  return { userId, step: safeStep, answers: kept as DraftAnswers };
}

/** Re-Take Quiz: a draft that starts from the answers the current assessment was written from. */
export function draftFromAnswers(userId: string, answers: SurveyAnswers): SurveyDraft {
  return { userId, step: 0, answers: { ...initialAnswers(), ...answers } as DraftAnswers };
}

/** True while nothing has been answered yet (the coaching toggles still at their start). */
export function isUntouched(draft: SurveyDraft): boolean {
  return draft.step === 0 && JSON.stringify(draft.answers) === JSON.stringify(initialAnswers());
}

export function saveDraft(draft: SurveyDraft) {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the survey still works, it just won't survive a reload.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** A required question counts as answered once it holds a value; optional ones always do. */
export function isAnswered(question: SurveyQuestion, answers: DraftAnswers): boolean {
  if (!question.required) return true;
  const value = answers[question.id];
  return value !== undefined && value !== null && value !== '';
}

export function unanswered(questions: SurveyQuestion[], answers: DraftAnswers): SurveyQuestion[] {
  return questions.filter((question) => !isAnswered(question, answers));
}

/** Shown next to an unanswered required question that has no message of its own. */
export const missingAnswer = 'Please answer this question.';

/** The error shown next to a required question left unanswered: its own message (the focus area's), or the general one. */
export function missingMessage(question: SurveyQuestion): string {
  return question.requiredMessage ?? missingAnswer;
}

/** The one toast for a step with unanswered questions: a single question with a message of its own says that. */
export function incompleteMessage(missing: readonly SurveyQuestion[]): string {
  const [only, ...others] = missing;
  return only?.requiredMessage && others.length === 0 ? only.requiredMessage : messages.surveyIncomplete;
}

/** The request body: empty free texts and empty "other" boxes are left out rather than sent blank. */
export function toSubmission(answers: DraftAnswers): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(answers)) {
    if (typeof value === 'string') {
      if (value.trim()) out[id] = value;
    } else if (value && typeof value === 'object' && 'selected' in value) {
      const multi = value as MultiAnswer;
      out[id] = { selected: multi.selected, ...(multi.other?.trim() ? { other: multi.other } : {}) };
    } else if (value !== undefined) {
      out[id] = value;
    }
  }
  return out;
}
