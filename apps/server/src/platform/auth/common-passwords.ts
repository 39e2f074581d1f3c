import { messages } from '@iyl/core/catalog/messages';
import { badRequest } from '../http/errors.ts';

/**
 * Passwords too common to allow (review M9 of issue 49; NIST SP 800-63B asks new passwords to be checked
 * against such a list): zxcvbn-ts's list of common passwords (@zxcvbn-ts/language-common, about 49,000,
 * from leaked password sets, in lower case), read on the server only, so the web bundle does not carry
 * it. Loaded at the first check, once (a few MB, ~50 ms).
 */
let common: Promise<Set<string>> | undefined;
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/** Whether `password` is on the list, in any case ("Password1" is "password1"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

/** Refuses (400, "This password is too common…") a new password on the list: every way to set one asks first. */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(messages.passwordTooCommon);
}
