import { useEffect } from 'react';

/** Each screen names itself in the tab title, which is also what screen readers announce on navigation. */
export function usePageTitle(name: string) {
  useEffect(() => {
    document.title = `${name} — IYL`;
  }, [name]);
}
