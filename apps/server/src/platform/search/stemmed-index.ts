import MiniSearch, { type Options } from 'minisearch';
import { stems } from './stems.ts';

/**
 * A MiniSearch full-text index on the shared stemming (stems.ts): documents are indexed by the Porter
 * stems of their meaningful words, so a person's words meet them by meaning rather than by spelling. A
 * field may hold a list of strings (keywords, terms), read as one text. A query is stems already, joined
 * by spaces (`index.search(stems(text).join(' '))`): a stem is not stemmed again, which could change it.
 */
export function stemmedIndex<D>(options: Pick<Options<D>, 'idField' | 'fields' | 'storeFields' | 'searchOptions'>): MiniSearch<D> {
  return new MiniSearch<D>({
    ...options,
    extractField: (doc, field) => {
      const value = (doc as Record<string, unknown>)[field];
      return Array.isArray(value) ? value.join(' ') : value === undefined || value === null ? '' : String(value);
    },
    tokenize: (text) => stems(text),
    processTerm: (term) => term,
    searchOptions: { ...options.searchOptions, tokenize: (query) => query.split(' ').filter(Boolean) },
  });
}
