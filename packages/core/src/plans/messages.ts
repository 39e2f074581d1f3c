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
} as const;
