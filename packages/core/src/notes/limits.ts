/**
 * The notes' caps, apart from constants.ts so the catalogue's texts can name them: the catalogue is in
 * every screen's first load, and would carry constants.ts (the editor's font sizes, the export's type) with it.
 */

/** The most notes a customer keeps (each up to NOTE_HTML_MAX): years of a note a day, with room to spare. */
export const NOTES_PER_CUSTOMER_MAX = 2000;
