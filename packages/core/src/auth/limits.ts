/** Lengths the registration form and the server share (no zod here: the public screens import this at once). */
export const FULLNAME_MAX = 120;
