import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, randomToken, sixDigitCode } from './tokens.ts';

describe('tokens', () => {
  it('makes 6-digit codes, including leading zeros', () => {
    const codes = Array.from({ length: 2000 }, sixDigitCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it('hashes codes with a salt and checks them', () => {
    const a = hashCode('012345');
    expect(a).not.toContain('012345');
    expect(hashCode('012345')).not.toBe(a);
    expect(codeMatches('012345', a)).toBe(true);
    expect(codeMatches('012346', a)).toBe(false);
    expect(codeMatches('012345', 'garbage')).toBe(false);
  });

  it('makes tokens of at least 128 bits', () => {
    expect(Buffer.from(randomToken(), 'base64url').length).toBe(32);
    expect(randomToken()).not.toBe(randomToken());
  });
});
