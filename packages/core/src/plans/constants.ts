import { messages } from '../catalog/messages.ts';

/**
 * The plans feature's plain values, without zod: screens import them from here so their first
 * load does not carry the schema library (contract.ts re-exports them for the server).
 */
export const planAreas = ['Health', 'Finance', 'Relationship'] as const;
export const planItemKinds = ['goal', 'task', 'habit'] as const;

export const PLAN_PAGE_DEFAULT = 50;
export const PLAN_PAGE_MAX = 100;
export const CHALLENGE_MAX = 4000;

export const markedMessage: Record<(typeof planItemKinds)[number], string> = {
  goal: messages.goalCompleted,
  task: messages.taskCompleted,
  habit: messages.habitCompleted,
};
