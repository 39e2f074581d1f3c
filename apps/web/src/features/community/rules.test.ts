import { messages } from '@iyl/core/catalog/messages';
import type { CommunityMessage } from '@iyl/core/community/contract';
import { describe, expect, it } from 'vitest';
import { coverColor, coverColors, coverInitial, initialsOf, mergeMessages, sinceText, topicDraftProblems, withoutMessage } from './rules.ts';

const message = (id: string, entryDate: string, text = id): CommunityMessage => ({
  id,
  topicId: 't',
  text,
  name: 'Ada',
  profileImage: null,
  entryDate,
  mine: false,
  held: false,
});

describe('topic covers', () => {
  it('gives a topic the same colour every time, from the palette', () => {
    const id = '3c9a1b2d-4e5f-4a60-8b7c-9d0e1f2a3b4c';
    expect(coverColor(id)).toBe(coverColor(id));
    expect(coverColors).toContain(coverColor(id));
    const spread = new Set(Array.from({ length: 40 }, (_, i) => coverColor(`topic-${i}`)));
    expect(spread.size).toBeGreaterThan(3);
  });

  it('draws the first letter or digit, and an icon for anything else', () => {
    expect(coverInitial('  morning walks')).toBe('M');
    expect(coverInitial('étirements')).toBe('É');
    expect(coverInitial('5k club')).toBe('5');
    expect(coverInitial('🏃 running')).toBeNull();
    expect(coverInitial('')).toBeNull();
  });
});

describe('sinceText', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says how long ago for a week, then the day', () => {
    expect(sinceText('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(sinceText('2026-03-10T11:59:00Z', now)).toBe('1 minute ago');
    expect(sinceText('2026-03-10T11:15:00Z', now)).toBe('45 minutes ago');
    expect(sinceText('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(sinceText('2026-03-08T12:00:00Z', now)).toBe('2 days ago');
    expect(sinceText('2026-02-01T12:00:00Z', now)).toMatch(/^Feb 0[12], 2026$/);
    expect(sinceText('not a date', now)).toBe('not a date');
  });
});

describe('mergeMessages', () => {
  it('keeps each message once, in the order written, a later copy replacing the earlier', () => {
    const a = message('a', '2026-03-10T10:00:00Z');
    const b = message('b', '2026-03-10T10:01:00Z');
    const c = message('c', '2026-03-10T10:01:00.000+00:00');
    const merged = mergeMessages([a, b], [message('b', '2026-03-10T10:01:00Z', 'edited'), c, a]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1]?.text).toBe('edited');
  });

  it('puts older messages ahead, however their times are written', () => {
    const older = [message('x', '2026-03-10T09:00:00+01:00')];
    const current = [message('y', '2026-03-10T08:30:00Z')];
    expect(mergeMessages(older, current).map((m) => m.id)).toEqual(['x', 'y']);
  });

  it('takes a hidden message away', () => {
    expect(withoutMessage([message('a', '2026-03-10T10:00:00Z'), message('b', '2026-03-10T10:00:00Z')], 'a').map((m) => m.id)).toEqual(['b']);
  });
});

describe('initialsOf', () => {
  it('takes the first and last names’ first characters', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('  grace ')).toBe('G');
    expect(initialsOf('')).toBe('?');
  });
});

describe('topicDraftProblems', () => {
  it('asks for both fields, and counts as the customer does', () => {
    expect(topicDraftProblems({ topic: ' ', description: 'x' })).toEqual({ topic: messages.communityFieldsMissing });
    expect(topicDraftProblems({ topic: 'Walks', description: '\n' })).toEqual({ description: messages.communityFieldsMissing });
    expect(topicDraftProblems({ topic: '👍'.repeat(120), description: 'ok' })).toBeNull();
    expect(topicDraftProblems({ topic: 'a'.repeat(121), description: 'ok' })).toEqual({ topic: messages.topicTitleTooLong });
  });
});
