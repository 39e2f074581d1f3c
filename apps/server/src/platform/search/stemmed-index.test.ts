import { describe, expect, it } from 'vitest';
import { stemmedIndex } from './stemmed-index.ts';
import { stems } from './stems.ts';

interface Doc {
  id: string;
  title: string;
  keywords: readonly string[];
}

const docs: Doc[] = [
  { id: 'smoking', title: 'Quitting cigarettes', keywords: ['smoking', 'nicotine patches'] },
  { id: 'sleep', title: 'Sleeping through the night', keywords: ['insomnia'] },
  { id: 'study', title: 'Money at university', keywords: [] },
];

describe('an index on the shared stemming', () => {
  const index = stemmedIndex<Doc>({ idField: 'id', fields: ['title', 'keywords'] });
  index.addAll(docs);
  const search = (text: string) => index.search(stems(text).join(' ')).map((r) => r.id);

  it('finds a document by the stems of its words, a list field read as one text', () => {
    expect(search('I smoked a cigarette')).toEqual(['smoking']);
    expect(search('a nicotine patch')).toEqual(['smoking']);
    expect(search('I cannot sleep at night')).toEqual(['sleep']);
    expect(search('my insomnia')).toEqual(['sleep']);
  });

  it('reads a query as stems, not stemming them again', () => {
    // "univers" is the stem of "university"; stemmed again it would be "univ".
    expect(stems('university')).toEqual(['univers']);
    expect(index.search('univers').map((r) => r.id)).toEqual(['study']);
  });

  it('takes search options (prefix search here)', () => {
    expect(index.search('insom', { prefix: true }).map((r) => r.id)).toEqual(['sleep']);
    expect(index.search('insom').map((r) => r.id)).toEqual([]);
  });
});
