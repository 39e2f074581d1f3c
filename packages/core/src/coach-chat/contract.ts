import { z } from 'zod';
import { coachChatMessages as messages } from './messages.ts';
import { PageQuery, pageOf } from '../http/contract.ts';
import {
  CHAT_QUESTION_MAX,
  CHAT_SEARCH_MAX,
  CHAT_TITLE_MAX,
  chatExportFormats,
  chatSources,
  chatTurnStates,
  KNOWLEDGE_SPECIALIZATION_MAX,
  KNOWLEDGE_TITLE_MAX,
  knowledgeStates,
} from './constants.ts';
import { routineTargets, routineTypes } from '../routines/constants.ts';

/** A field of the knowledge form: asked for ('Provide the Information Required'), and too long in words of its own. */
const required = (max: number, tooLong: string) =>
  z.string({ error: messages.knowledgeFieldsMissing }).trim().min(1, { error: messages.knowledgeFieldsMissing }).max(max, { error: tooLong });

/** The knowledge form's text fields (sent as multipart fields beside the file). */
export const KnowledgeFields = z.object(
  { title: required(KNOWLEDGE_TITLE_MAX, messages.knowledgeTitleTooLong), specialization: required(KNOWLEDGE_SPECIALIZATION_MAX, messages.knowledgeSpecializationTooLong) },
  { error: messages.knowledgeFieldsMissing },
);
export type KnowledgeFields = z.infer<typeof KnowledgeFields>;

/** A coach's knowledge document, as their list shows it. */
export const KnowledgeDocument = z.object({
  id: z.uuid(),
  title: z.string(),
  specialization: z.string(),
  bytes: z.number().int(),
  state: z.enum(knowledgeStates),
  failure: z.string().nullable(),
  totalPages: z.number().int().nullable(),
  pagesRead: z.number().int().nullable(),
  passages: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type KnowledgeDocument = z.infer<typeof KnowledgeDocument>;

export const KnowledgeUploaded = z.object({ message: z.string(), document: KnowledgeDocument });
export const KnowledgeQuery = PageQuery;
export const KnowledgePage = pageOf(KnowledgeDocument);
export type KnowledgePage = z.infer<typeof KnowledgePage>;
export const KnowledgeIdParams = z.object({ id: z.uuid({ error: messages.knowledgeNotFound }) });

// ---- The chat ------------------------------------------------------------------------------------

/** Text with something to read: not only spaces or invisible characters (zero-width spaces, joiners). */
const visible = (text: string) => /[^\s\u200B-\u200D\u2060\uFEFF]/.test(text);

const question = z
  .string({ error: messages.chatQuestionMissing })
  .max(CHAT_QUESTION_MAX * 2, { error: messages.chatQuestionTooLong })
  .trim()
  .min(1, { error: messages.chatQuestionMissing })
  .max(CHAT_QUESTION_MAX, { error: messages.chatQuestionTooLong })
  .refine(visible, { error: messages.chatQuestionMissing });

/** A question to the coach: a new chat (with a coach's e-mail, the spec's ref, or the product's own coach) or one more in a chat. */
export const AskBody = z.object({
  text: question,
  conversationId: z.uuid({ error: messages.chatNotFound }).optional(),
  /** The coach's e-mail (the directory's ref); absent: the product's own AI coach. Ignored for an existing chat. */
  coach: z.string().trim().max(254).optional(),
});
export type AskBody = z.infer<typeof AskBody>;

export const EditBody = z.object({ text: question });
export type EditBody = z.infer<typeof EditBody>;

/** A passage an answer cites, with what it says, so the citation can be opened where it stands. */
export const ChatCitation = z.object({
  /** As written in the answer: [title] or [title, p. N]. */
  marker: z.string(),
  title: z.string(),
  page: z.number().int().nullable(),
  /** The next page, when the passage's last sentence runs onto it ("pp. 1–2"); absent: on its page only (and in answers kept before). */
  pageEnd: z.number().int().optional(),
  /** The coach's document it comes from; null for the built-in library. */
  documentId: z.uuid().nullable(),
  quote: z.string(),
});
export type ChatCitation = z.infer<typeof ChatCitation>;

/** A routine an answer offers to add: a step of the plan for the week it wrote (issue 47). */
export const OfferedRoutine = z.object({
  title: z.string(),
  description: z.string(),
  target: z.enum(routineTargets),
  routineType: z.enum(routineTypes),
});
export type OfferedRoutine = z.infer<typeof OfferedRoutine>;

/**
 * What an answer that made a plan for the week offers: its repeated steps as routines, added with one
 * click (AddOfferedRoutines). Kept with the answer by the server; the browser never sends it back.
 */
export const RoutineOffer = z.object({
  routines: z.array(OfferedRoutine),
  /** When they were added (once only); null: not yet. */
  addedAt: z.iso.datetime({ offset: true }).nullable(),
  /** How many were new routines then (the others were among the customer's already). */
  added: z.number().int(),
});
export type RoutineOffer = z.infer<typeof RoutineOffer>;

export const ChatTurn = z.object({
  id: z.uuid(),
  /** The question's place in the chat, from 1. */
  position: z.number().int(),
  /** Which answer to that question, from 1 (regenerated or edited). */
  version: z.number().int(),
  question: z.string(),
  answer: z.string(),
  state: z.enum(chatTurnStates),
  source: z.enum(chatSources),
  citations: z.array(ChatCitation),
  /** Routines the answer offers to add (a plan for the week), or null. */
  offer: RoutineOffer.nullable(),
  /**
   * Whether asking again can give another answer: never a care reply (the same each time), nor a built-in
   * answer from the person's own records or one that found nothing fitting, unless it did not end well.
   */
  regenerable: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChatTurn = z.infer<typeof ChatTurn>;

/** AddOfferedRoutines' answer: what happened, in the catalogue's words, and the answer with its offer marked added. */
export const OfferedRoutinesAdded = z.object({ message: z.string(), turn: ChatTurn });
export type OfferedRoutinesAdded = z.infer<typeof OfferedRoutinesAdded>;

export const ChatCoach = z.object({
  /** Null: the product's own AI coach. */
  id: z.uuid().nullable(),
  name: z.string(),
  specialization: z.string().nullable(),
  profilePic: z.string().nullable(),
});
export type ChatCoach = z.infer<typeof ChatCoach>;

export const ChatConversation = z.object({
  id: z.uuid(),
  title: z.string(),
  coach: ChatCoach,
  savedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ChatConversation = z.infer<typeof ChatConversation>;

/** A chat with every answer it holds, by question and then version (the last version of each is the one shown). */
export const ChatDetail = ChatConversation.extend({ turns: z.array(ChatTurn) });
export type ChatDetail = z.infer<typeof ChatDetail>;

export const AskAnswer = z.object({ conversation: ChatConversation, turn: ChatTurn });
export type AskAnswer = z.infer<typeof AskAnswer>;

export const ChatListQuery = PageQuery.extend({ q: z.string().max(CHAT_SEARCH_MAX, { error: messages.chatSearchTooLong }).optional().default('') });
export const ChatListItem = ChatConversation.extend({
  /** Where the search words were found, with them in «…»; null without a search. */
  match: z.string().nullable(),
});
export type ChatListItem = z.infer<typeof ChatListItem>;
export const ChatPage = pageOf(ChatListItem);
export type ChatPage = z.infer<typeof ChatPage>;

export const UpdateChatBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: messages.chatTitleMissing })
      .max(CHAT_TITLE_MAX, { error: messages.chatTitleTooLong })
      .refine(visible, { error: messages.chatTitleMissing })
      .optional(),
    /** Keep the chat in memory (the spec's save chat): it shows as saved in the history. */
    saved: z.boolean().optional(),
  })
  .refine((b) => b.title !== undefined || b.saved !== undefined, { error: messages.chatTitleMissing });
export type UpdateChatBody = z.infer<typeof UpdateChatBody>;

export const ChatIdParams = z.object({ id: z.uuid({ error: messages.chatNotFound }) });

/** GetChatWord: the chat as a Word document (the default) or as Markdown text. */
export const ChatExportQuery = z.object({ format: z.enum(chatExportFormats, { error: messages.chatExportFormat }).default('docx') });
export type ChatExportQuery = z.input<typeof ChatExportQuery>;

/** The customer's chat settings: whether a short summary of their plans, routines, meals and mood goes with each question. */
export const ChatSettings = z.object({ shareSummary: z.boolean() });
export type ChatSettings = z.infer<typeof ChatSettings>;
export const UpdateChatSettingsBody = z.object({ shareSummary: z.boolean({ error: messages.chatSettingsInvalid }) });
export type UpdateChatSettingsBody = z.infer<typeof UpdateChatSettingsBody>;
export const ChatSettingsSaved = z.object({ message: z.string(), settings: ChatSettings });
export type ChatSettingsSaved = z.infer<typeof ChatSettingsSaved>;

/** What the answer stream sends: `text` pieces (ids are the answer's length so far), then `done` with the kept answer. */
export type ChatStreamEvent = { event: 'text'; data: { text: string } } | { event: 'done'; data: ChatTurn };
