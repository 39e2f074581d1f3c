export interface PageSpread {
  siblings: number;
  boundaries: number;
}

/** The most items Mantine's Pagination shows (page links and "…" together): 2·siblings + 2·boundaries + 3. */
export function mostItems({ siblings, boundaries }: PageSpread): number {
  return 2 * siblings + 2 * boundaries + 3;
}

/** One sibling each side of the current page and one page at each end: exactly the spec's 7 links at most. */
export const notesPagination: PageSpread = { siblings: 1, boundaries: 1 };
