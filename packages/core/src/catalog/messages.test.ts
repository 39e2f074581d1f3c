import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

describe('message catalogue', () => {
  it('keeps the specification texts, with the misspellings fixed', () => {
    expect(messages.registrationFailed).toBe('Invalid Registration Credentials , You may want to try different Email');
    expect(messages.resetMismatch).toBe("The Password and Confirm Password Didn't Match!");
    expect(messages.loadFailed).toBe('Failed to get Health Tasks!');
    expect(messages.authFailed).toBe('Failed to Authenticate, Try Again!');
  });

  it('has no empty or duplicated text', () => {
    const texts = Object.values(messages);
    for (const t of texts) expect(t.trim().length).toBeGreaterThan(0);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
