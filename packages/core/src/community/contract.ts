import { z } from 'zod';
import { communityMessages as messages } from './messages.ts';
import { platformMessages } from '../http/messages.ts';
import { PageQuery, pageOf } from '../http/contract.ts';
import {
  contentStates,
  DECISION_NOTE_MAX,
  FLAG_NOTE_MAX,
  flagReasonValues,
  MESSAGE_MAX,
  SILENCE_HOURS_MAX,
  TOPIC_DESCRIPTION_MAX,
  TOPIC_TITLE_MAX,
} from './constants.ts';
import { characterCount, cleanCommunityText } from './text.ts';

/**
 * Text a member writes: cleaned (cleanCommunityText), then counted as they count it. Longer input than
 * any allowed text is refused before it is read at all.
 */
const written = (max: number, missing: string, tooLong: string, keepLineBreaks = false) =>
  z
    .string({ error: missing })
    .max(max * 16, { error: tooLong })
    .transform((text) => cleanCommunityText(text, keepLineBreaks))
    .pipe(
      z
        .string()
        .min(1, { error: missing })
        .refine((text) => characterCount(text, max) <= max, { error: tooLong }),
    );

// ---- Topics -------------------------------------------------------------------------------------------

/** Create a Forum (multipart, with an optional picture): a topic and its description are asked for. */
export const TopicFields = z.object({
  topic: written(TOPIC_TITLE_MAX, messages.communityFieldsMissing, messages.topicTitleTooLong),
  description: written(TOPIC_DESCRIPTION_MAX, messages.communityFieldsMissing, messages.topicDescriptionTooLong, true),
});
export type TopicFields = z.infer<typeof TopicFields>;

/** Who wrote something, as every member may see it: a name and a photo, never an e-mail address. */
export const Member = z.object({ name: z.string(), profileImage: z.string().nullable() });

export const Topic = z.object({
  id: z.uuid(),
  topic: z.string(),
  description: z.string(),
  /** The topic's picture; null: the screen draws a cover from the topic. */
  imageUrl: z.string().nullable(),
  entryDate: z.iso.datetime({ offset: true }),
  messageCount: z.number().int(),
  lastActivityAt: z.iso.datetime({ offset: true }),
  author: Member,
  mine: z.boolean(),
  /** 'held': waiting for a moderator, seen by its author only. */
  status: z.enum(contentStates),
});
export type Topic = z.infer<typeof Topic>;

export const TopicsPage = pageOf(Topic);
export const TopicsQuery = PageQuery;

/** A crisis signal in what was written: the resources the author sees first, privately (care/resources.ts crisisCare). */
export const Care = z
  .object({
    opening: z.string(),
    /** The region's emergency number, or null: the person's local one. */
    emergency: z.string().nullable(),
    helplines: z.array(z.object({ name: z.string(), contact: z.string(), purpose: z.string() })),
    directory: z.object({ name: z.string(), url: z.string() }),
    close: z.string(),
  })
  .nullable();
export type Care = z.infer<typeof Care>;

export const TopicCreated = z.object({ message: z.string(), topic: Topic, care: Care });

/** Ids in paths: a malformed one is refused as the thing not found. */
export const TopicParams = z.object({ id: z.uuid({ error: messages.topicNotFound }) });
export const MessageParams = z.object({ id: z.uuid({ error: messages.communityMessageNotFound }) });
export const MemberParams = z.object({ id: z.uuid({ error: messages.memberNotFound }) });

// ---- Messages -----------------------------------------------------------------------------------------

export const CommunityMessage = z.object({
  id: z.uuid(),
  topicId: z.uuid(),
  /** Plain text: shown as text, its http(s) links made clickable (text.ts linkPieces). */
  text: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  entryDate: z.iso.datetime({ offset: true }),
  mine: z.boolean(),
  /** Waiting for a moderator: only its author sees it. */
  held: z.boolean(),
});
export type CommunityMessage = z.infer<typeof CommunityMessage>;

/** Older messages: those before the message named (the oldest on screen). */
export const MessagesQuery = z.object({ before: z.uuid({ error: messages.communityMessageNotFound }).optional() });

export const TopicMessages = z.object({
  topic: Topic,
  /** Oldest first, up to MESSAGES_PAGE_SIZE. */
  messages: z.array(CommunityMessage),
  /** Whether older ones exist. */
  more: z.boolean(),
  /** Where the conversation is: open FollowTopic with `after` set to it, and nothing is missed or seen twice. */
  cursor: z.string(),
});
export type TopicMessages = z.infer<typeof TopicMessages>;

export const FollowQuery = z.object({ after: z.string().regex(/^\d{1,18}$/, { error: platformMessages.badRequest }).optional() });

export const MessageBody = z.object({
  text: z
    .string({ error: messages.messageBlank })
    .max(MESSAGE_MAX * 16, { error: messages.messageTooLong })
    .transform((text) => cleanCommunityText(text))
    .pipe(
      z
        .string()
        .min(1, { error: messages.messageBlank })
        .refine((text) => characterCount(text, MESSAGE_MAX) <= MESSAGE_MAX, { error: messages.messageTooLong }),
    ),
});
export type MessageBody = z.infer<typeof MessageBody>;

export const MessagePosted = z.object({ post: CommunityMessage, care: Care });

/** The live events of a topic (FollowTopic), each with its id, the cursor to resume from. */
export const TopicEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('message'), data: CommunityMessage }),
  z.object({ event: z.literal('hidden'), data: z.object({ id: z.uuid() }) }),
  z.object({ event: z.literal('topicHidden'), data: z.object({ id: z.uuid() }) }),
]);
export type TopicEvent = z.infer<typeof TopicEvent>;

// ---- Flags --------------------------------------------------------------------------------------------

export const FlagBody = z.object({
  reason: z.enum(flagReasonValues, { error: messages.flagReasonMissing }),
  note: z.string().max(FLAG_NOTE_MAX * 4, { error: messages.flagNoteTooLong }).trim().max(FLAG_NOTE_MAX, { error: messages.flagNoteTooLong }).optional(),
});
export type FlagBody = z.infer<typeof FlagBody>;

// ---- Moderation (admins) ------------------------------------------------------------------------------

export const ReviewItem = z.object({
  kind: z.enum(['message', 'topic']),
  id: z.uuid(),
  topicId: z.uuid(),
  topicTitle: z.string(),
  /** The message, or the topic and its description. */
  text: z.string(),
  author: z.object({ id: z.uuid(), name: z.string(), silencedUntil: z.iso.datetime({ offset: true }).nullable() }),
  status: z.enum(contentStates),
  /** Held because it read as a crisis (the author was shown crisis resources). */
  crisis: z.boolean(),
  /** Open flags by reason, and the notes given with them (the latest few). */
  flags: z.array(z.object({ reason: z.enum(flagReasonValues), count: z.number().int() })),
  notes: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ReviewItem = z.infer<typeof ReviewItem>;
export const ReviewPage = pageOf(ReviewItem);

/** Hide; restore (shown to all); or undo the last hide (back to what it was: shown, or held for review). */
export const DecisionBody = z.object({
  action: z.enum(['hide', 'restore', 'undo'], { error: messages.decisionInvalid }),
  note: z.string().max(DECISION_NOTE_MAX * 4).trim().max(DECISION_NOTE_MAX).optional(),
});
export type DecisionBody = z.infer<typeof DecisionBody>;

export const SilenceBody = z.object({
  hours: z.number({ error: messages.silenceInvalid }).int({ error: messages.silenceInvalid }).min(0, { error: messages.silenceInvalid }).max(SILENCE_HOURS_MAX, { error: messages.silenceInvalid }),
  note: z.string().max(DECISION_NOTE_MAX * 4).trim().max(DECISION_NOTE_MAX).optional(),
});
export type SilenceBody = z.infer<typeof SilenceBody>;

export const Decided = z.object({ message: z.string(), status: z.enum(contentStates) });
export const Silenced = z.object({ message: z.string(), silencedUntil: z.iso.datetime({ offset: true }).nullable() });

export const decisionActions = ['hide', 'restore', 'silence', 'unsilence'] as const;
export const Decision = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  adminName: z.string(),
  kind: z.enum(['message', 'topic', 'member']),
  action: z.enum(decisionActions),
  /** What was decided on, as it read then (a message, a topic's title, a member's name). */
  summary: z.string(),
  note: z.string().nullable(),
  /** The message, topic or member decided on (null once gone). */
  targetId: z.uuid().nullable(),
  /** A hide that still stands: Restore undoes it. */
  restorable: z.boolean(),
});
export const DecisionsPage = pageOf(Decision);

// ---- Moderators' views (admins) -----------------------------------------------------------------------

/** A message as a moderator reads it in its topic's conversation: whatever its state, with its open flags. */
export const ModeratedMessage = z.object({
  id: z.uuid(),
  text: z.string(),
  /** The writer's name (a deleted account's stand-in once gone). */
  authorName: z.string(),
  status: z.enum(contentStates),
  /** Held because it read as a crisis. */
  crisis: z.boolean(),
  /** Flags no moderator has settled yet. */
  openFlags: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ModeratedMessage = z.infer<typeof ModeratedMessage>;

/** CommunityTopicConversation: a topic and a page of its messages, every state, newest first. */
export const TopicConversation = z.object({
  topic: z.object({
    id: z.uuid(),
    topic: z.string(),
    description: z.string(),
    status: z.enum(contentStates),
    crisis: z.boolean(),
    authorName: z.string(),
    openFlags: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  /** Newest first, up to MESSAGES_PAGE_SIZE; `before` the oldest of them for the page before. */
  messages: z.array(ModeratedMessage),
  /** Whether older ones exist. */
  more: z.boolean(),
});
export type TopicConversation = z.infer<typeof TopicConversation>;

/** A member silenced now: until when, and the latest silence decision's note and moderator. */
export const SilencedMember = z.object({
  id: z.uuid(),
  name: z.string(),
  silencedUntil: z.iso.datetime({ offset: true }),
  note: z.string().nullable(),
  /** The moderator's name as it was then; null when no decision names it. */
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SilencedMember = z.infer<typeof SilencedMember>;
export const SilencedPage = pageOf(SilencedMember);
