import { type ComponentType, createElement } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { FALLBACK_SCREEN, screenGroups } from 'virtual:iyl-route-table';
import { lazyComponent } from '../lib/code-loads.ts';
import { exportName, type Screen } from '../lib/screens.ts';
import { RequireRole, RequireSession } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';

type PageModule = Record<string, ComponentType | undefined>;

// Every page and both signed-in layouts are lazy chunks of their own, the public screens too: the
// app's entry is the frame every path shares (apps/web/budget.json keeps it small), and the page the
// server sends for a path announces that path's chunks, so they load alongside the entry, not after it.
// React Router's declarative mode (BrowserRouter, useRoutes): the app loads no data through the
// router, and the data router weighs 19 KB gzip more in every first load (decision 0019).
const lazyModules = import.meta.glob<PageModule>(['/src/features/*/*Page.tsx', '/src/app/CustomerLayout.tsx', '/src/app/CoachLayout.tsx']);

/** The route's component, loaded on first use. */
function component(module: string): ComponentType {
  const load = lazyModules[`/src/${module}.tsx`];
  if (!load) throw new Error(`The route table names src/${module}.tsx, which does not exist`);
  return lazyComponent(async () => {
    const Component = (await load())[exportName(module)];
    if (!Component) throw new Error(`src/${module}.tsx does not export ${exportName(module)}`);
    return Component;
  });
}

const screenRoute = ({ path, module }: Screen): RouteObject => ({ path, element: createElement(component(module)) });

const publicRoutes = screenGroups.filter((group) => !group.role).flatMap((group) => group.screens.map(screenRoute));
const signedInRoutes = screenGroups.flatMap(({ role, layout, screens }): RouteObject[] => {
  if (!role) return [];
  const children = screens.map(screenRoute);
  return [{ element: <RequireRole need={role} />, children: layout ? [{ element: createElement(component(layout)), children }] : children }];
});

/** The spec's whole route table (app/route-table.ts). Paths match case-insensitively, as React Router does by default. */
const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/Login" replace /> },
      ...publicRoutes,
      { element: <RequireSession />, children: signedInRoutes },
      screenRoute(FALLBACK_SCREEN),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
