import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BusyIndicator } from '../components/busy-overlay.tsx';
import { RequireRole, RequireSession } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import type { Screen } from '../lib/screens.ts';
import { exportName, FALLBACK_SCREEN, screenGroups } from './route-table.ts';

type PageModule = Record<string, ComponentType | undefined>;

// The public screens come with the app's entry: they are small, and /Login is the first page most
// visitors see. Every other page and both signed-in layouts are lazy chunks of their own, so a
// visitor of /Login downloads neither the signed-in shell nor any other screen.
const eagerModules = import.meta.glob<PageModule>('/src/features/auth/*Page.tsx', { eager: true });
const lazyModules = import.meta.glob<PageModule>([
  '/src/features/*/*Page.tsx',
  '!/src/features/auth/*',
  '/src/app/CustomerLayout.tsx',
  '/src/app/CoachLayout.tsx',
]);

function exported(module: string, loaded: PageModule) {
  const Component = loaded[exportName(module)];
  if (!Component) throw new Error(`src/${module}.tsx does not export ${exportName(module)}`);
  return Component;
}

/** The route's component, or how to load it. */
function component(module: string): Pick<RouteObject, 'Component' | 'lazy'> {
  const key = `/src/${module}.tsx`;
  const eager = eagerModules[key];
  if (eager) return { Component: exported(module, eager) };
  const load = lazyModules[key];
  if (!load) throw new Error(`The route table names src/${module}.tsx, which does not exist`);
  return { lazy: async () => ({ Component: exported(module, await load()) }) };
}

const screenRoute = ({ path, module }: Screen): RouteObject => ({ path, ...component(module) });

const publicRoutes = screenGroups.filter((group) => !group.role).flatMap((group) => group.screens.map(screenRoute));
const signedInRoutes = screenGroups.flatMap(({ role, layout, screens }): RouteObject[] => {
  if (!role) return [];
  const children = screens.map(screenRoute);
  return [{ element: <RequireRole need={role} />, children: layout ? [{ ...component(layout), children }] : children }];
});

/** The spec's whole route table (app/route-table.ts). Paths match case-insensitively, as React Router does by default. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: BusyIndicator,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/Login" replace /> },
      ...publicRoutes,
      { Component: RequireSession, children: signedInRoutes },
      screenRoute(FALLBACK_SCREEN),
    ],
  },
]);
