import { describe, expect, it } from 'vitest';
import { libraryPassages } from './library.ts';
import { libraryTopics } from './types.ts';

const words = (text: string) => text.trim().split(/\s+/).length;

describe('the built-in coach library', () => {
  it('gives every passage a unique id that starts with its topic', () => {
    const ids = libraryPassages.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const passage of libraryPassages) {
      expect(passage.id.startsWith(`${passage.topic}-`), passage.id).toBe(true);
      expect(passage.id, passage.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has at least 9 passages for every topic (4 on smoking and vaping, which the plans on smoking and cannabis also cover)', () => {
    for (const topic of libraryTopics) {
      const count = libraryPassages.filter((passage) => passage.topic === topic).length;
      expect(count, topic).toBeGreaterThanOrEqual(topic === 'substances' ? 4 : 9);
    }
  });

  it('keeps every text plain and 60–140 words long', () => {
    for (const passage of libraryPassages) {
      const count = words(passage.text);
      expect(count, `${passage.id}: ${count} words`).toBeGreaterThanOrEqual(60);
      expect(count, `${passage.id}: ${count} words`).toBeLessThanOrEqual(140);
      for (const mark of ['<', '*', '#']) {
        expect(passage.text.includes(mark), `${passage.id} contains ${mark}`).toBe(false);
      }
    }
  });

  it('keeps titles short and keywords non-empty', () => {
    for (const passage of libraryPassages) {
      expect(passage.title.length, passage.id).toBeLessThanOrEqual(40);
      expect(passage.title.trim().length, passage.id).toBeGreaterThan(0);
      expect(passage.keywords.length, passage.id).toBeGreaterThan(0);
      for (const keyword of passage.keywords) expect(keyword.trim().length, passage.id).toBeGreaterThan(0);
    }
  });
});
