import { Outlet, ScrollRestoration } from 'react-router';
import { BusyOverlay } from '../components/busy-overlay.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <BusyOverlay />
      <ScrollRestoration />
    </>
  );
}
