import { FLAG_NOTE_MAX, MESSAGE_MAX, MESSAGES_PER_DAY_MAX, SLOW_MODE_WINDOW_MAX, TOPIC_DESCRIPTION_MAX, TOPIC_TITLE_MAX, TOPICS_PER_DAY_MAX } from './constants.ts';

/** Community. Merged into the one catalogue in catalog/messages.ts. */
export const communityMessages = {
  // The spec's texts (part 2 §8). Its 'Error in Completing Booking!' for this screen's load failures is
  // replaced by the community's own (issue 33).
  communityFieldsMissing: 'Please Create Community Details',
  messageSendFailed: 'Error!, Cannot Send Message at the moment!!',
  // The spec has no text for these.
  topicCreated: 'Your topic is live. Start the conversation!',
  topicsLoadFailed: 'The community topics could not be loaded. Please try again.',
  chatLoadFailed: 'This conversation could not be loaded. Please try again.',
  topicNotFound: 'This topic was not found.',
  communityMessageNotFound: 'This message was not found.',
  topicTitleTooLong: `A topic can be up to ${TOPIC_TITLE_MAX} characters.`,
  topicDescriptionTooLong: `A description can be up to ${TOPIC_DESCRIPTION_MAX} characters.`,
  messageBlank: 'Please type a message.',
  messageTooLong: `A message can be up to ${MESSAGE_MAX} characters.`,
  slowMode: 'You are sending messages quickly. Please wait a moment before the next one.',
  slowModeWindow: `You have sent ${SLOW_MODE_WINDOW_MAX} messages in 10 minutes. Please take a short break before sending more.`,
  messagesPerDay: `You have sent ${MESSAGES_PER_DAY_MAX} messages today. Please come back tomorrow.`,
  topicsPerDay: `You can start up to ${TOPICS_PER_DAY_MAX} topics a day. Please come back tomorrow.`,
  communitySilenced: 'An admin has paused your posting in the community for a while. You can still read the topics.',
  communitySilencedUntil: 'You can post again from',
  topicWaiting: 'This topic is waiting for a moderator. You can post once it is approved.',
  messageHeld: 'Only you can see this message for now: a moderator will look at it before it is shared.',
  topicHeld: 'Only you can see this topic for now: a moderator will look at it before it is shared.',
  flagged: 'Thank you. A moderator will take a look.',
  alreadyFlagged: 'You have already flagged this. A moderator will take a look.',
  flagOwn: 'You cannot flag what you wrote yourself.',
  flagReasonMissing: 'Please choose a reason.',
  flagNoteTooLong: `A note can be up to ${FLAG_NOTE_MAX} characters.`,
  flagsPerDay: 'You have flagged a lot today. Thank you; please come back tomorrow.',
  // Admins.
  messageHidden: 'The message is hidden.',
  messageRestored: 'The message is back in the conversation.',
  topicHidden: 'The topic is hidden.',
  topicRestored: 'The topic is back in the community.',
  messageBackInQueue: 'The message is back in the review queue, still held.',
  topicBackInQueue: 'The topic is back in the review queue, still held.',
  nothingToUndo: 'There is no hide to undo here.',
  memberSilenced: 'The member cannot post until the time shown.',
  memberUnsilenced: 'The member can post again.',
  decisionInvalid: 'Please choose to hide or restore.',
  silenceInvalid: 'Please choose how long to silence the member.',
  memberNotFound: 'This member was not found.',
} as const;
