/** The notes' limits and the editor's sizes (no zod here: the screens import these, the schemas load with the endpoints). */
export const NOTES_PAGE_SIZE = 20;
/** The pagination control shows at most this many page links. */
export const NOTES_PAGE_LINKS = 7;
export const NOTE_TITLE_MAX = 200;
export const NOTE_HTML_MAX = 200_000;
export const NOTE_SEARCH_MAX = 200;
/** The .docx exports' content type. */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Font sizes 1–7 of the editor (the spec's), as CSS pixel sizes. */
export const noteFontSizes = { 1: '10px', 2: '13px', 3: '16px', 4: '18px', 5: '24px', 6: '32px', 7: '48px' } as const;
