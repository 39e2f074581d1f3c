/** The plans' caps, apart from constants.ts (which reads the catalogue) so the catalogue's texts can name them. */

/**
 * The most plans (a goal with its tasks and habits) a customer keeps going, all areas together; an
 * archived plan does not count. Each plan holds up to 17 items, and every list and score reads them.
 */
export const PLANS_PER_CUSTOMER_MAX = 30;
