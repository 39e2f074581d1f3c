import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../html/escape.ts';
import { addUtcDays, firstName, isoDate, keywordHits, plainQuote, rankByScore, truncate } from './offline-helpers.ts';

describe('offline helpers', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('matches stems at word starts and short words whole', () => {
    expect(keywordHits('We keep ARGUING about chores!', ['argu', 'chores', 'money'])).toBe(2);
    expect(keywordHits('My credit-card debts', ['credit card', 'debt'])).toBe(2);
    expect(keywordHits('my parents', ['rent'])).toBe(0);
    expect(keywordHits('a credit card', ['car'])).toBe(0);
    expect(keywordHits('saving for two cars', ['car'])).toBe(1);
    expect(keywordHits(undefined, ['x'])).toBe(0);
  });

  it('truncates at a word boundary and neutralises markup in plain quotes', () => {
    expect(truncate('one two three four five', 12)).toBe('one two…');
    expect(truncate('  short  ', 12)).toBe('short');
    expect(plainQuote('<b>Debt</b> & "stress"\n now')).toBe("Debt and 'stress' now");
  });

  it('formats UTC dates and adds days across month and year ends', () => {
    expect(isoDate(new Date('2026-03-02T23:30:00-05:00'))).toBe('2026-03-03');
    expect(isoDate(addUtcDays(new Date('2026-12-30T10:00:00Z'), 3))).toBe('2027-01-02');
  });

  it('ranks by score keeping ties in order, and finds the first name', () => {
    expect(rankByScore(['a', 'b', 'c', 'd'], (x) => (x === 'c' ? 2 : 1))).toEqual(['c', 'a', 'b', 'd']);
    expect(firstName('  Ada   Lovelace ')).toBe('Ada');
  });
});
