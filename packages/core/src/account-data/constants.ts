/** A data export's life: queued → building (with progress) → ready (a file to download) or failed. */
export const exportStates = ['queued', 'building', 'ready', 'failed'] as const;
export type ExportState = (typeof exportStates)[number];

/**
 * Where the "your data is ready" e-mail leads: Download my data on the Settings page (its element's id),
 * which asks a signed-out browser to sign in first and then offers the download.
 */
export const DATA_EXPORT_ANCHOR = 'download-my-data';
export const DATA_EXPORT_PAGE = `/Settings#${DATA_EXPORT_ANCHOR}`;
/** How long the e-mailed link of an export works. */
export const EXPORT_LINK_DAYS = 7;
/** At most one export asked for in this many hours. */
export const EXPORT_EVERY_HOURS = 24;
/** How long the e-mailed code that confirms a deletion works, and how many wrong tries it takes. */
export const DELETION_CODE_MINUTES = 15;
export const DELETION_CODE_ATTEMPTS = 5;
/** The name every kept message or session of a deleted account shows instead of the person. */
export const FORMER_MEMBER = 'A former member';
/** The name a deleted coach's kept bookings and ledger show instead of the person. */
export const FORMER_COACH = 'A former coach';
export const ZIP_TYPE = 'application/zip';
