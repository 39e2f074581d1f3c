/** The AI layer: failures, limits and the built-in coach's signature. Merged into the one catalogue in catalog/messages.ts. */
export const aiMessages = {
  aiFailed: 'Error to Generate IYL AI Response!',
  aiFailedTitle: 'IYL AI Response',
  aiParse: 'Error parsing AI response!',
  // The spec's words where the meal planner and the insights cannot read the AI's answer twice.
  aiParseRetry: 'Error parsing the AI response. Please try again.',
  // Said with the real wait after it (withWait, http/messages.ts): the limit's window is an hour, so "a few minutes" was often untrue.
  aiLimit: 'You have asked the AI coach a lot in a short time.',
  builtInCoach: 'Written by the IYL built-in coach.',
  writtenByAi: 'Written by IYL AI.',
} as const;

/** Who wrote a piece, as its signature line says it. */
export const writtenBy = (source: 'ai' | 'builtin') => (source === 'ai' ? aiMessages.writtenByAi : aiMessages.builtInCoach);
