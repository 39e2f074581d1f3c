import type { PlanArea } from '@iyl/core/plans/contract';
import { financeTopics } from './finance.ts';
import { healthTopics } from './health.ts';
import { relationshipTopics } from './relationship.ts';
import type { PlanTopic } from './types.ts';

export type { LifeContext, PlanTopic, TopicItem, TopicTask } from './types.ts';
export { lifeContexts } from './types.ts';

export const planTopics: Record<PlanArea, readonly PlanTopic[]> = {
  Health: healthTopics,
  Finance: financeTopics,
  Relationship: relationshipTopics,
};

/** Every topic of every area. */
export const allTopics: readonly PlanTopic[] = [...healthTopics, ...financeTopics, ...relationshipTopics];
