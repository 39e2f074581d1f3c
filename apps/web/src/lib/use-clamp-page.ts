import { useEffect } from 'react';

/** After a change empties the last page (a booking completed, a search narrowed), go back to the last page there is. */
export function useClampPage(page: number, pages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (pages !== undefined && page > Math.max(1, pages)) setPage(Math.max(1, pages));
  }, [page, pages, setPage]);
}
