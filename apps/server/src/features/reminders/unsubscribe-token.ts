import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, userId: string) => createHmac('sha256', secret).update(`reminder-unsubscribe:${userId}`).digest('base64url');

/** The signed token of a reminder e-mail's unsubscribe link: the account id and its HMAC. */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${sign(secret, userId)}`;
}

/** The account a token was signed for, or undefined when it was not signed by this server. */
export function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const [id, mac] = token.split('.');
  if (!id || !mac) return undefined;
  const userId = Buffer.from(id, 'base64url').toString();
  if (!/^[0-9a-f-]{36}$/.test(userId)) return undefined;
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}
