import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token of `bytes` bytes (default 256 bits), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256 of a string (crypto.hash: one call, no Hash object; it runs on every signed-in request). */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

/** A 6-digit code from the CSPRNG. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Salted hash for short codes: `salt$sha256(salt:code)`. */
export function hashCode(code: string): string {
  const salt = randomToken(16);
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  const candidate = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  const expected = Buffer.from(digest, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
