import { messages } from '@iyl/core/catalog/messages';
import { describe, expect, it } from 'vitest';
import { nothingToTakeAway } from './ChatSettingsModal.tsx';

describe('a chat with no finished answer, saved, sent or downloaded (review stop-57 L3)', () => {
  it('says to wait while its answer is being written, and the spec’s "Empty Chat Responses" only when it is empty', () => {
    expect(nothingToTakeAway(true)).toBe('Please wait for the answer to finish, or press Stop.');
    expect(nothingToTakeAway(false)).toBe(messages.chatEmpty);
    expect(messages.chatEmpty).toBe('Empty Chat Responses');
  });
});
