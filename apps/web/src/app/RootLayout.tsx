import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { BusyOverlay } from '../components/busy-overlay.tsx';
import { RouteErrorBoundary } from './RouteError.tsx';

/** A new screen opens at its top (a link to a #part of it excepted); going back leaves the scroll to the browser. */
function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !location.hash) window.scrollTo(0, 0);
  }, [location, navigationType]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      {/* A failed screen is forgotten on the next path. While a screen's code loads, the busy overlay
          shows (lib/code-loads.ts); after the first screen, the one before stays until the next is in. */}
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <BusyOverlay />
      <ScrollToTop />
    </>
  );
}
