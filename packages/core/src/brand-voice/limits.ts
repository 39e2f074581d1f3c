/**
 * Brand voice's caps, apart from constants.ts so the catalogue's texts can name them: the catalogue is in
 * every screen's first load, and would carry constants.ts (the option lists) with it.
 */

/** The most pieces a customer keeps in the history (each up to 20,000 characters). */
export const BRAND_CONTENTS_MAX = 1000;
