import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, randomToken, sha256, sixDigitCode } from './tokens.ts';

describe('tokens', () => {
  it('makes 6-digit codes, including leading zeros', () => {
    const codes = Array.from({ length: 2000 }, sixDigitCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it('hashes session tokens with SHA-256 (the stored form every session lookup matches)', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // UTF-8, as the stored hashes of earlier versions were made.
    expect(sha256('é')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
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
