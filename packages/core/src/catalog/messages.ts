/**
 * Every user-facing text of the product lives here: toasts, validation messages and the
 * `message` of every API error. Texts follow the specification (obvious misspellings fixed).
 */
export const messages = {
  // sign-in and registration
  invalidCredentialsDetails: 'Invalid Credentials Details',
  passwordMismatch: 'Password Does Not Match!',
  passwordLength: 'Password must be 8 to 128 characters long.',
  invalidEmail: 'Please enter a valid e-mail address.',
  registrationFailed: 'Invalid Registration Credentials , You may want to try different Email',
  registrationComplete: 'Registration Complete and Successful',
  registrationRedirect: 'We will Redirect you to Login for access',
  loginFailed: 'Failed to verify Credentials',
  loginFailedTitle: 'Account Access Denied!',
  credentialsVerified: 'Credentials Verified and Valid',
  otpSentAccount: 'OTP Sent to Account Email!',
  otpSentProvided: 'OTP Sent to Email Provided!',
  invalidEmailCredentials: 'Invalid Email Credentials!',
  emailNotFound: 'This email does not exist on our Server!',
  emptyCode: 'Please Provide Valid Code to Continue',
  authFailed: 'Failed to Authenticate, Try Again!',
  loginAuthenticated: 'Login Successfully Authenticated!',
  invalidCredentials: 'Invalid Credentials',
  resetMismatch: "The Password and Confirm Password Didn't Match!",
  resetFailed: 'Invalid Operation, Try Again!',
  passwordChanged: 'Password Changed Successfully!',
  loggedOut: 'You are Logged Out.',
  codeResendWait: 'A code was sent a moment ago. Please wait a little before asking for another one.',
  mailFailed: 'We could not send the e-mail with your code. Please try again in a moment.',
  // platform
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have access to this area.',
  csrf: 'Your session needs a refresh. Please reload the page and try again.',
  notFound: 'The requested resource was not found.',
  badRequest: 'The request is not valid.',
  internal: 'Something went wrong on our side. Please try again.',
  network: 'Cannot Connect to Host Algorithm!',
  networkHint: 'Contact Admin for Support!',
  // AI
  aiFailed: 'Error to Generate IYL AI Response!',
  aiFailedTitle: 'IYL AI Response',
  aiParse: 'Error parsing AI response!',
  aiLimit: 'You have asked the AI coach a lot in a short time. Please wait a few minutes and try again.',
  builtInCoach: 'Written by the IYL built-in coach.',
  // onboarding and dashboard
  onboardingCompleted: 'Onboarding Completed!',
  attemptQuiz: 'Please Attempt Quiz Question!',
  surveyIncomplete: 'Please answer every question in this step.',
  focusRequired: 'Please choose the area you want to focus on.',
  planSaved: 'Your action plan is ready.',
  planFailed: 'Failed to Create Goal Tasks!',
  habitListEmpty: 'Generated habit list is empty!',
  habitListFailed: 'Failed to Create Habit List!',
  // action plans
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
  // notes
  emptyNote: 'Cannot save empty notes!',
  noteSaved: 'File Saved in Notes History!',
  noteDeleted: 'Note Deleted Successfully!',
  noteSaveFailed: 'Failed to Save Notes!',
  noteDeleteFailed: 'Failed to Delete Notes!',
  noteNotFound: 'This note was not found.',
  noteTitleTooLong: 'Please keep the title under 200 characters.',
  noteTooLong: 'This note is too long to save. Please split it in two.',
  exportFailed: 'Failed to export the document.',
  // referral
  urlCopied: 'URL copied to clipboard!',
  customerMarkedPaid: 'The customer is marked as paid.',
  userNotFound: 'No such customer.',
  // profile photo
  selectPhoto: 'Please select a Profile Photo to upload.',
  imageUploaded: 'Image Uploaded Success',
  photoType: 'Please choose a JPEG, PNG, WebP or GIF image.',
  photoTooLarge: 'The photo is too large. Please choose one under 5 MB.',
  // later features share these
  loadFailed: 'Failed to get Health Tasks!',
  speechActivated: 'Speech Activated!',
  speechDeactivated: 'Speech Deactivated!',
  speechEmpty: 'Please enter some text to speak.',
  speechUnsupported: 'Reading aloud is not available in this browser.',
} as const;

export type MessageKey = keyof typeof messages;
export type Message = (typeof messages)[MessageKey];

/** Machine-readable error codes carried in `{ error: { code, message } }`. */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF',
  'NOT_FOUND',
  'CONFLICT',
  'LOGIN_FAILED',
  'CODE_INVALID',
  'EMAIL_NOT_FOUND',
  'MAIL_FAILED',
  'AI_FAILED',
  'AI_PARSE',
  'NO_SURVEY',
  'PLAN_FAILED',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
