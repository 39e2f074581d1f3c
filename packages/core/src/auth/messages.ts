import { FULLNAME_MAX } from './limits.ts';

/** Sign-in, registration and password reset. Merged into the one catalogue in catalog/messages.ts. */
export const authMessages = {
  invalidCredentialsDetails: 'Invalid Credentials Details',
  passwordMismatch: 'Password Does Not Match!',
  // The spec names no limit for the name; a name over it is told what is wrong, not 'Invalid Credentials Details'.
  fullnameTooLong: `Please keep the full name to ${FULLNAME_MAX} characters.`,
  passwordLength: 'Password must be 8 to 128 characters long.',
  // Not the spec's: it names no rule but the confirmation. Every way to set a password says it (the server checks).
  passwordTooCommon: 'This password is too common. Please choose another.',
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
  codeStillValid: 'Your sign-in code is still valid: enter the code we e-mailed you.',
  signInAgain: 'This sign-in has expired. Please sign in again.',
  badTimeZone: 'Please choose a time zone from the list.',
  timeZoneSaved: 'Time zone saved.',
  mailFailed: 'We could not send the e-mail with your code. Please try again in a moment.',
} as const;
