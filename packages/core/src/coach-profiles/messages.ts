import { withThousands } from '../text/numbers.ts';
import { DESCRIPTION_MAX } from './constants.ts';

/** Coach profiles: onboarding, the weekly availability and the directory. Merged into the one catalogue in catalog/messages.ts. */
export const coachProfilesMessages = {
  coachFieldsMissing: 'Please all fields are all mandatory!',
  coachProfileCompleted: 'Account Profile Completed!',
  coachProfileFailed: 'Error in Completing Profile!',
  // The spec has no text for it: a description over the limit names the field and the limit.
  coachDescriptionTooLong: `The coach profile is too long: please keep it to ${withThousands(DESCRIPTION_MAX)} characters, formatting included.`,
  coachProfileIncomplete: 'Please complete your coach profile first.',
  coachFetchFailed: 'Error in Fetching Profile!',
  coachBadFee: 'Please give a consultation fee from $1 to $10,000 (cents at most).',
  coachBadPhone: 'Please give a phone number of 7 to 15 digits (a leading + is fine).',
  coachNotFound: 'This coach was not found.',
  availabilitySaved: 'Availability saved.',
  availabilityBad: 'Please give each day a start before its end, on the quarter hour, and a session length from the list.',
} as const;
