import { type ReactNode, Suspense, useEffect, useState } from 'react';

/** The overlay's first render says closed, the next one what it is: a Mantine modal or drawer mounted open skips its opening transition. */
function Opening({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return children(mounted && opened);
}

/**
 * An overlay (a modal, a drawer) made the first time it opens, and kept from then on (so it closes with
 * its transition and keeps its state): a screen's first render does not make its closed overlays, and a
 * `React.lazy` overlay's code is fetched on the first opening rather than with the screen.
 */
export function OnFirstOpen({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  const [made, setMade] = useState(opened);
  if (opened && !made) setMade(true);
  if (!made) return null;
  return (
    <Suspense fallback={null}>
      <Opening opened={opened}>{children}</Opening>
    </Suspense>
  );
}
