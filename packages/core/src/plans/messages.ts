import { PLANS_PER_CUSTOMER_MAX } from './limits.ts';

/** Action plans: New Plans, Mark Complete, Undo, strategies. Merged into the one catalogue in catalog/messages.ts. */
export const plansMessages = {
  goalCompleted: 'Goal Plan Task Completed!',
  taskCompleted: 'Action Plan Task Completed!',
  habitCompleted: 'Habit Plan Task Completed!',
  markFailed: 'Failed to Mark Completion!',
  markUndone: 'Marked as not done again.',
  undoExpired: 'It is too late to undo that.',
  actionSavedInNotes: 'Action Saved in Notes History!',
  healthPlanCreated: 'Health Plan Created Successfully!',
  financePlanCreated: 'Financial Plan Created Successfully!',
  relationshipPlanCreated: 'Relationship Plan Created Successfully!',
  challengeEmpty: 'Please describe your challenge first.',
  challengeTooLong: 'Please keep your challenge under 4,000 characters.',
  itemNotFound: 'This plan item was not found.',
  itemArchived: 'Archived: it no longer shows in your lists or scores.',
  planArchived: 'Plan archived: its goal, tasks and habits no longer show in your lists or scores.',
  itemRestored: 'Restored to your lists.',
  plansFull: `You have ${PLANS_PER_CUSTOMER_MAX} plans going, the most there can be. Archive a plan you no longer follow (from its goal) before making another.`,
  planNothingNew: 'Everything the built-in coach can suggest for this area is already in your plans. Complete or archive some items first.',
  archiveFailed: 'Failed to archive this item.',
} as const;
