import type { BrandChoices } from '@iyl/core/brand-voice/constants';
import { EXPERT_FRAMING } from '../../platform/ai/ai.ts';

/** Brand voice's system prompt: the spec's expert, here as a copywriter for the customer's brand. */
export const SYSTEM_PROMPT = `${EXPERT_FRAMING} Here you are a copywriter: you write content for the person's brand in exactly the voice they choose, about exactly what they describe, and nothing else.`;

const lengthGuide = { short: 'about 60 words in one or two short paragraphs', detailed: 'about 300 words in four to six paragraphs' } as const;

/** The writing request: the four choices and the description, quoted. */
export function brandPrompt(choices: BrandChoices): string {
  return [
    'Write a piece of content for my brand.',
    `Personality: ${choices.personality}. Tone: ${choices.tone}. Word choice: ${choices.wordChoice}. Length: ${lengthGuide[choices.length]}.`,
    `What it is about, in my words: """${choices.description}"""`,
    'Write plain text only: paragraphs separated by a blank line, bullet points as lines starting with "- ". No HTML, no markdown headings or bold.',
  ].join('\n');
}
