import { createHmac, timingSafeEqual } from 'node:crypto';

/** The e-mails a signed link can turn off: reminder e-mails, and the weekly insight e-mail. */
export type EmailList = 'reminders' | 'insights';

// Reminder links keep the label they were first signed with, so links already sent still work.
const labels: Record<EmailList, string> = { reminders: 'reminder-unsubscribe', insights: 'insights-unsubscribe' };
const sign = (secret: string, userId: string, list: EmailList) => createHmac('sha256', secret).update(`${labels[list]}:${userId}`).digest('base64url');

/** The signed token of an e-mail's unsubscribe link: the account id and its HMAC for that list. */
export function unsubscribeToken(secret: string, userId: string, list: EmailList = 'reminders'): string {
  return `${Buffer.from(userId).toString('base64url')}.${sign(secret, userId, list)}`;
}

/** The account a token was signed for on that list, or undefined when this server did not sign it for that list. */
export function verifyUnsubscribeToken(secret: string, token: string, list: EmailList = 'reminders'): string | undefined {
  const parts = token.split('.');
  const [id, mac] = parts;
  if (parts.length !== 2 || !id || !mac) return undefined;
  const userId = Buffer.from(id, 'base64url').toString();
  // Only the token as it was signed: no padding, stray characters or extra parts that decode to the same.
  if (!/^[0-9a-f-]{36}$/.test(userId) || Buffer.from(userId).toString('base64url') !== id) return undefined;
  const expected = Buffer.from(sign(secret, userId, list));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}
