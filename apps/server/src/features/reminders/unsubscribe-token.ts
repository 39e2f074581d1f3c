import { createHmac, timingSafeEqual } from 'node:crypto';

/** The e-mails a signed link can turn off: reminder e-mails, the weekly insight e-mail, and community reply e-mails. */
export type EmailList = 'reminders' | 'insights' | 'community';

/**
 * How long an e-mail's unsubscribe link works after the e-mail was written: long enough for a mail read
 * late (a holiday), short enough that a link found in an old mailbox, forwarded or leaked, goes stale.
 */
export const UNSUBSCRIBE_LINK_DAYS = 60;
const DAY_MS = 86_400_000;
/** Processes' clocks may differ a little: a link signed "in the future" by this much still works. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * What a link's token says: the account, the generation of the account's subscription to the list it was
 * signed for (the list raises it whenever the customer turns the e-mail on again, so a link from before
 * stops working), and when it was signed.
 */
export interface UnsubscribeClaim {
  userId: string;
  generation: number;
  issuedAt: Date;
}

const labels: Record<EmailList, string> = { reminders: 'reminder-unsubscribe', insights: 'insights-unsubscribe', community: 'community-replies-unsubscribe' };
const sign = (secret: string, list: EmailList, userId: string, generation: number, issued: number) =>
  createHmac('sha256', secret).update(`${labels[list]}:v2:${userId}:${generation}:${issued}`).digest('base64url');
const idPart = (userId: string) => Buffer.from(userId).toString('base64url');

/** The signed token of an e-mail's unsubscribe link: `<account id>.<generation>.<signed at, in seconds>.<HMAC for the list>`. */
export function unsubscribeToken(secret: string, list: EmailList, claim: UnsubscribeClaim): string {
  const issued = Math.floor(claim.issuedAt.getTime() / 1000);
  return `${idPart(claim.userId)}.${claim.generation}.${issued}.${sign(secret, list, claim.userId, claim.generation, issued)}`;
}

// Only the token as it was signed: no padding, stray characters, leading zeros or extra parts that read the same.
const TOKEN = /^([A-Za-z0-9_-]{48})\.(0|[1-9]\d{0,8})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

/**
 * What a token this server signed for that list says, while it is fresh (UNSUBSCRIBE_LINK_DAYS); undefined
 * for anything else. Whether the account and its subscription are still those it names is the list's to check.
 */
export function verifyUnsubscribeToken(secret: string, token: string, list: EmailList, now: Date): UnsubscribeClaim | undefined {
  const [, id = '', generationText = '', issuedText = '', mac = ''] = TOKEN.exec(token) ?? [];
  if (!mac) return undefined;
  const userId = Buffer.from(id, 'base64url').toString();
  if (!/^[0-9a-f-]{36}$/.test(userId) || idPart(userId) !== id) return undefined;
  const generation = Number(generationText);
  const issued = Number(issuedText);
  const expected = Buffer.from(sign(secret, list, userId, generation, issued));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const age = now.getTime() - issued * 1000;
  if (age > UNSUBSCRIBE_LINK_DAYS * DAY_MS || age < -CLOCK_SKEW_MS) return undefined;
  return { userId, generation, issuedAt: new Date(issued * 1000) };
}
