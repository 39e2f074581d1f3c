import { MOOD_CHALLENGES_MAX, type Mood } from '@iyl/core/mood/constants';
import { z } from 'zod';
import { EXPERT_FRAMING } from '../../platform/ai/ai.ts';

/** Mood tracking's system prompt: the spec's expert, here as a kind, practical emotional coach. */
export const SYSTEM_PROMPT = `${EXPERT_FRAMING} Here you help a person with how they feel today: you name the feeling without judging it, give practical, evidence-informed advice for today, and suggest small challenges that take under fifteen minutes each. You never diagnose; if someone may be in danger you point them to local emergency help.`;

/**
 * The AI mood plan (spec part 2 §3): a Mood list whose first item has the advice and the
 * challenges. Plain text; extra challenges past five are dropped after validation.
 */
export const MoodPlanAi = z.object({
  Mood: z
    .array(
      z.object({
        advice: z.string().min(20).max(4000),
        challenges: z.array(z.string().min(3).max(400)).min(1).max(12),
      }),
    )
    .min(1),
});
export type MoodPlanAi = z.infer<typeof MoodPlanAi>;

/** What the model knows of the person: today's mood, their note, and the areas they have plans in. */
export function moodInstruction(mood: Mood): string {
  return [
    `The person says their mood today is: ${mood}.`,
    `Give advice for today that fits this mood (3 to 5 sentences, plain text, no HTML or markdown) and ${MOOD_CHALLENGES_MAX} short challenges they can do today (each one sentence, plain text).`,
    'Where they have plans in an area (listed in the next message), link the advice to it.',
    `Answer with JSON in exactly this shape: ${JSON.stringify({ Mood: [{ advice: 'text', challenges: ['text'] }] })}`,
  ].join('\n');
}
