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
