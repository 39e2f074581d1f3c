import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearNoteDraft, isBlank, loadNoteDraft, NOTE_DRAFT_KEY, saveNoteDraft } from './note-draft.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('note draft', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('keeps title, HTML and the edited note of its own user', () => {
    saveNoteDraft({ userId: 'u1', noteId: 'n1', title: 'Walks', html: '<p>Every <strong>day</strong></p>', savedAt: 5 });
    expect(loadNoteDraft('u1')).toEqual({ userId: 'u1', noteId: 'n1', title: 'Walks', html: '<p>Every <strong>day</strong></p>', savedAt: 5 });
    expect(loadNoteDraft('u2')).toBeUndefined();
    clearNoteDraft();
    expect(loadNoteDraft('u1')).toBeUndefined();
  });

  it('drops blank drafts and anything unreadable', () => {
    saveNoteDraft({ userId: 'u1', title: ' ', html: '<p></p>', savedAt: 1 });
    expect(localStorage.getItem(NOTE_DRAFT_KEY)).toBeNull();
    localStorage.setItem(NOTE_DRAFT_KEY, '{not json');
    expect(loadNoteDraft('u1')).toBeUndefined();
    localStorage.setItem(NOTE_DRAFT_KEY, JSON.stringify({ userId: 'u1', title: 3, html: '<p>x</p>' }));
    expect(loadNoteDraft('u1')).toBeUndefined();
  });

  it('counts a title or any text as something to keep', () => {
    expect(isBlank('', '<p>&nbsp;</p>')).toBe(true);
    expect(isBlank('Title', '<p></p>')).toBe(false);
    expect(isBlank('', '<p>a</p>')).toBe(false);
  });
});
