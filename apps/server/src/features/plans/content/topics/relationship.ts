import { relationshipTopicsA } from './relationship-a.ts';
import { relationshipTopicsB } from './relationship-b.ts';
import { relationshipTopicsC } from './relationship-c.ts';
import { relationshipTopicsD } from './relationship-d.ts';
import type { PlanTopic } from './types.ts';

/**
 * Relationship topics of the built-in coach (see types.ts). Order matters for ties: safety and
 * specific situations come first, the broad themes (arguing, feeling unheard) last.
 */
export const relationshipTopics: readonly PlanTopic[] = [
  ...relationshipTopicsA,
  ...relationshipTopicsB,
  ...relationshipTopicsC,
  ...relationshipTopicsD,
];
