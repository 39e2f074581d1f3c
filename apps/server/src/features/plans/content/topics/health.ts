import { healthTopicsA } from './health-a.ts';
import { healthTopicsB } from './health-b.ts';
import { healthTopicsC } from './health-c.ts';
import { healthTopicsD } from './health-d.ts';
import type { PlanTopic } from './types.ts';

/** Health topics of the built-in coach (see types.ts), in four files by theme. */
export const healthTopics: readonly PlanTopic[] = [...healthTopicsA, ...healthTopicsB, ...healthTopicsC, ...healthTopicsD];
