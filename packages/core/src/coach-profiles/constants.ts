
/** Session lengths a coach may offer, in minutes. */
export const SESSION_LENGTHS = [30, 45, 60, 90] as const;
export const DEFAULT_SESSION_MINUTES = 60;
/** A new coach's week until they set their own: weekdays 09:00–17:00 in their time zone. */
export const DEFAULT_WINDOWS = (['Mon', 'Tue', 'Wed', 'Thurs', 'Fri'] as const).map((day) => ({ day, start: '09:00', end: '17:00' }));

/** Consultation fee bounds, in cents (USD). */
export const FEE_MIN_CENTS = 100;
export const FEE_MAX_CENTS = 1_000_000;

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,20}$/;
export const TEXT_MAX = 200;
export const SPECIALIZATION_MAX = 80;
export const DESCRIPTION_MAX = 20_000;
export const SEARCH_MAX = 100;

export const COACHES_PAGE_SIZE = 12;
