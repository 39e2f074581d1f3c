import { EXPERT_FRAMING } from '../../platform/ai/ai.ts';
import type { PlanArea } from '@iyl/core/plans/contract';
import { PLAN_MIN_ITEMS } from '@iyl/core/plans/contract';

/** The plans' system prompt: the spec's expert, here as a planner of concrete, dated steps. */
export const SYSTEM_PROMPT = `${EXPERT_FRAMING} You turn what a person tells you into a concrete action plan: one goal, dated tasks and daily or weekly habits that fit their life, their time and the challenge in their own words.`;

const template = {
  goal: 'one clear goal sentence',
  tasks: [{ task: 'short title', description: 'what to do and why', startDate: 'YYYY-MM-DD', endDate: 'YYYY-MM-DD', frequency: 'Daily | 3 times a week | Weekly | Once' }],
  habits: [{ habit: 'short title', description: 'how to practise it', frequency: 'Daily | Weekly' }],
};

/** QuizAI for one area: instruction, then (as a separate message) the survey and the template. */
export function planInstruction(area: PlanArea, today: string, challenge?: string, pending: readonly string[] = []): string {
  return [
    `Create a personal ${area} action plan for this person from their onboarding survey${challenge ? ' and the challenge they describe' : ''}.`,
    `Give one goal, at least ${PLAN_MIN_ITEMS} tasks and at least ${PLAN_MIN_ITEMS} habits that fit their answers, time and preferences.`,
    `Task dates are YYYY-MM-DD, starting on or after ${today} and ending within 12 weeks.`,
    challenge ? `Their challenge, in their words: """${challenge}"""` : '',
    pending.length ? `They already have these tasks and habits in progress; do not repeat them: ${JSON.stringify(pending.slice(0, 60))}` : '',
    `Answer with JSON in exactly this shape: ${JSON.stringify(template)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

const kindName = { goal: 'goal', task: 'task', habit: 'habit' } as const;

/** The strategy prompt (spec: HTML, at most 190 words). */
export function strategyPrompt(kind: keyof typeof kindName, area: PlanArea, title: string, description: string): string {
  return [
    `Give practical strategies to succeed with this ${kindName[kind]} from a personal ${area} plan.`,
    `${kindName[kind]}: "${title}"${description ? ` — ${description}` : ''}`,
    'Answer in HTML only (p, ul, li, strong), at most 190 words.',
  ].join('\n');
}
