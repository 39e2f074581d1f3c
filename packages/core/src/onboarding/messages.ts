/** The survey, the assessment and the plans and habit library generated from it. Merged into the one catalogue in catalog/messages.ts. */
export const onboardingMessages = {
  onboardingCompleted: 'Onboarding Completed!',
  attemptQuiz: 'Please Attempt Quiz Question!',
  surveyIncomplete: 'Please answer every question in this step.',
  focusRequired: 'Please choose the area you want to focus on.',
  planSaved: 'Your action plan is ready.',
  planFailed: 'Failed to Create Goal Tasks!',
  habitListEmpty: 'Generated habit list is empty!',
  habitListFailed: 'Failed to Create Habit List!',
} as const;
