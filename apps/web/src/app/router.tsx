import type { Role } from '@iyl/core/access/roles';
import { type ComponentType, createElement } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { FALLBACK_SCREEN, screenGroups } from 'virtual:iyl-route-table';
import { lazyComponent } from '../lib/code-loads.ts';
import { exportName, type Screen, type ScreenGroup } from '../lib/screens.ts';
import { RequireRole, RequireSession, RoleFrame } from './guards.tsx';
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

// A path several roles declare (each user's own /Settings) is one route: each role sees it in its own
// frame. Every other path belongs to one role.
const signedInGroups = screenGroups.filter((group): group is ScreenGroup & { role: Role } => Boolean(group.role));
const rolesOf = (path: string) => signedInGroups.filter((group) => group.screens.some((screen) => screen.path === path)).map((group) => group.role);
const sharedScreens = [...new Map(signedInGroups.flatMap((group) => group.screens).filter((screen) => rolesOf(screen.path).length > 1).map((s) => [s.path, s])).values()];
const shared = new Set(sharedScreens.map((screen) => screen.path));
// One component per layout, so going between a shared screen and the role's own keeps the frame drawn.
const frames: Partial<Record<Role, ComponentType>> = Object.fromEntries(
  signedInGroups.flatMap(({ role, layout }) => (layout ? [[role, component(layout)]] : [])),
);

const signedInRoutes: RouteObject[] = [
  ...signedInGroups.map(({ role, screens }): RouteObject => {
    const children = screens.filter((screen) => !shared.has(screen.path)).map(screenRoute);
    const frame = frames[role];
    return { element: <RequireRole need={role} />, children: frame ? [{ element: createElement(frame), children }] : children };
  }),
  ...sharedScreens.map((screen): RouteObject => ({
    element: <RequireRole need={rolesOf(screen.path)} />,
    children: [{ element: <RoleFrame frames={frames} />, children: [screenRoute(screen)] }],
  })),
];

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
