/** Community (spec part 2 §2 Community, §3, §5, §9; issue 33). */

/** A chat message, counted as the customer sees it (emoji and accented letters are one character each). */
export const MESSAGE_MAX = 160;
export const TOPIC_TITLE_MAX = 120;
export const TOPIC_DESCRIPTION_MAX = 1_000;

/** Messages a chat shows at once; older ones come 50 at a time as the customer scrolls up. */
export const MESSAGES_PAGE_SIZE = 50;
export const TOPICS_PAGE_SIZE = 20;
export const REVIEW_PAGE_SIZE = 20;

/** Slow mode, per member: one message every 2 seconds, and at most 30 in any 10 minutes. */
export const SLOW_MODE_GAP_MS = 2_000;
export const SLOW_MODE_WINDOW_MS = 10 * 60_000;
export const SLOW_MODE_WINDOW_MAX = 30;
/** Caps on what one member can create. */
export const MESSAGES_PER_DAY_MAX = 500;
export const TOPICS_PER_DAY_MAX = 5;
export const FLAGS_PER_DAY_MAX = 50;
/**
 * Crisis language is never refused for pace, a silence or a topic under review (its author gets the
 * resources): past the day's cap, this many more messages (and topics) in crisis are still kept, held;
 * beyond that the cap's refusal stands, so what one member can create stays bounded.
 */
export const CRISIS_PAST_CAP_MAX = 20;
/** Conversations one member may follow live at once (in one server process): tabs, not a flood. */
export const STREAMS_PER_MEMBER_MAX = 20;

/** Flags from this many different established members hide a message or a topic until an admin decides. */
export const FLAGS_TO_HOLD = 3;
/**
 * An established member, whose flag counts towards FLAGS_TO_HOLD: an account at least this many days old
 * with something of theirs shown in the community (a message or a topic). A newer member's flag still
 * puts the thing in the moderators' queue, but does not take it down: otherwise three accounts made a
 * minute ago could hide anyone's message.
 */
export const ESTABLISHED_MEMBER_DAYS = 7;
export const FLAG_NOTE_MAX = 300;
export const flagReasons = [
  ['off-topic', 'Off-topic'],
  ['inappropriate', 'Inappropriate'],
  ['spam', 'Spam'],
  ['other', 'Something else'],
] as const;
export const flagReasonValues = flagReasons.map(([value]) => value) as unknown as readonly [(typeof flagReasons)[number][0], ...(typeof flagReasons)[number][0][]];
export type FlagReason = (typeof flagReasons)[number][0];

/** Silencing a member: for up to 30 days; 0 lifts it. */
export const SILENCE_HOURS_MAX = 720;
export const silenceChoices = [
  [1, '1 hour'],
  [24, '1 day'],
  [168, '7 days'],
  [720, '30 days'],
] as const;
export const DECISION_NOTE_MAX = 500;

/** The optional topic picture (multipart, with the topic's fields). */
export const TOPIC_IMAGE_FIELD = 'image';
export const TOPIC_FIELD = 'topic';
export const TOPIC_DESCRIPTION_FIELD = 'description';

/** What a message or topic is: shown to all, held for an admin (flags or crisis; seen by its author only), or hidden by an admin. */
export const contentStates = ['shown', 'held', 'hidden'] as const;
export type ContentState = (typeof contentStates)[number];
