import { NOTES_PAGE_LINKS } from '@iyl/core/notes/contract';
import { describe, expect, it } from 'vitest';
import { mostItems, notesPagination } from './pagination.ts';

describe('notes pagination', () => {
  it('never shows more than the spec’s 7 page links', () => {
    expect(NOTES_PAGE_LINKS).toBe(7);
    expect(mostItems(notesPagination)).toBeLessThanOrEqual(NOTES_PAGE_LINKS);
    // One more sibling would already show 9.
    expect(mostItems({ ...notesPagination, siblings: notesPagination.siblings + 1 })).toBeGreaterThan(NOTES_PAGE_LINKS);
  });
});
