import { Outlet, ScrollRestoration } from 'react-router';
import { BusyOverlay } from './busy-overlay.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <BusyOverlay />
      <ScrollRestoration />
    </>
  );
}
