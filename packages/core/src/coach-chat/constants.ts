/** The knowledge form's file field (multipart). */
export const KNOWLEDGE_FILE_FIELD = 'file';
/** Its text fields, sent with the file. */
export const KNOWLEDGE_TITLE_FIELD = 'title';
export const KNOWLEDGE_SPECIALIZATION_FIELD = 'specialization';
export const KNOWLEDGE_TITLE_MAX = 120;
export const KNOWLEDGE_SPECIALIZATION_MAX = 120;
/** One PDF's size (the form says so before sending). */
export const KNOWLEDGE_MAX_BYTES = 10 * 1024 * 1024;
/** Pages read of one PDF; a longer one is read up to here and says so. */
export const KNOWLEDGE_MAX_PAGES = 200;
/** Documents one coach may keep. */
export const KNOWLEDGE_DOCUMENTS_MAX = 50;
/** Documents a page of the coach's list holds. */
export const KNOWLEDGE_PAGE_SIZE = 20;
/** A knowledge document's reading: queued → reading → read (with passages), no-text (a scan), or failed (with the reason). */
export const knowledgeStates = ['queued', 'reading', 'read', 'no-text', 'failed'] as const;
export type KnowledgeState = (typeof knowledgeStates)[number];

// ---- The chat ------------------------------------------------------------------------------------

/** The chat's consent switch (Quick settings): it names all that the summary holds, not only the plans. */
export const CHAT_SHARE_SUMMARY_LABEL = 'Let my coach see a summary of my plans, routines, meals and moods';
/** A question's length (the box says so as the customer types). */
export const CHAT_QUESTION_MAX = 4_000;
/** An answer is cut here (a long answer is about 1,000 words). */
export const CHAT_ANSWER_MAX = 12_000;
/** Questions one chat holds; then the customer starts a new one. */
export const CHAT_TURNS_MAX = 100;
/** The ways one question may be answered (regenerated, or the question edited). */
export const CHAT_VERSIONS_MAX = 5;
/** Chats one customer keeps. */
export const CHAT_CONVERSATIONS_MAX = 500;
/** Chats a page of the history holds. */
export const CHAT_HISTORY_PAGE_SIZE = 20;
/** A chat's title (the first question's start until renamed). */
export const CHAT_TITLE_MAX = 80;
/**
 * The title of a chat whose first question was answered care first (a crisis or abuse told): neutral, so
 * that the history and an exported file's name never repeat it to someone who shares the device.
 */
export const CHAT_SUPPORT_TITLE = 'Support chat';
/** What the history's search box takes. */
export const CHAT_SEARCH_MAX = 200;
/** Earlier questions and answers sent along with a new question. */
export const CHAT_CONTEXT_TURNS = 8;
/** An answer: being written, done, stopped by the customer, or failed (the provider's error). */
export const chatTurnStates = ['writing', 'done', 'stopped', 'failed'] as const;
export type ChatTurnState = (typeof chatTurnStates)[number];
/** Who wrote an answer: the AI provider, the built-in coach, or the care reply to a message in crisis. */
export const chatSources = ['ai', 'builtin', 'care'] as const;
export type ChatSource = (typeof chatSources)[number];
/** The product's own coach, when the chat is not with one of the coaches. */
export const DEFAULT_COACH_NAME = 'IYL AI Coach';

// ---- The chat's quick settings -------------------------------------------------------------------

/** What a chat can be downloaded as: a Word document (the spec's GetWord) or Markdown text. */
export const chatExportFormats = ['docx', 'md'] as const;
export type ChatExportFormat = (typeof chatExportFormats)[number];
/** The Markdown download's content type. */
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
/** Whether a summary of the customer's plans, routines, meals and mood goes with each question, until they turn it off. */
export const CHAT_SHARE_SUMMARY_DEFAULT = true;
