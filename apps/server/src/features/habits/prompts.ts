import { EXPERT_FRAMING } from '../../platform/ai/ai.ts';
import { bootstrapColors, LIBRARY_MIN_PER_CATEGORY, libraryCategories } from '@iyl/core/habits/contract';

/** The habit library's system prompt: the spec's expert, here as a curator of small habits. */
export const SYSTEM_PROMPT = `${EXPERT_FRAMING} You curate libraries of small, concrete habits, each easy to start and to track, chosen for the person's answers.`;

export function libraryInstruction(): string {
  return [
    `Build a habit library for this person from their onboarding survey: at least ${LIBRARY_MIN_PER_CATEGORY} habits in each category ${libraryCategories.join(', ')}.`,
    'Each habit has a title, a practical description, the category, a Tabler icon name in kebab-case (for example "moon" or "pig-money"),',
    `a Bootstrap text colour class (one of ${bootstrapColors.join(', ')}), the icon colour as hex (hexadecimalIcon, e.g. "#198754"),`,
    'a duration of "daily" or "monthly" and numberOfDays (1 to 365). Put the habits that fit their answers best first.',
    'Answer with JSON: {"habits": [ ... ]}',
  ].join('\n');
}
