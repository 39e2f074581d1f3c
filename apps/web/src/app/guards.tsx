import type { Role } from '@iyl/core/access/roles';
import { type ComponentType, useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/api.ts';
import { returnStateOf } from '../features/auth/return-to.ts';
import type { RefusedState } from '../features/auth/SignedInNotice.tsx';

/**
 * The browser guards only decide which screen to show; the server checks the session and the
 * role on every call, so a guard that is fooled shows an empty screen, never someone's data.
 */
export function RequireSession() {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  // The answer arrives as a store update, which React renders in one go; drawing the signed-in frame
  // and the screen that way holds a phone's main thread for a few hundred ms. Deferred, React draws
  // them in the background in slices, and the page stays responsive (Lighthouse's total blocking time).
  const state = useDeferredValue(session.isPending ? 'checking' : session.isError || !session.data.user ? 'signedOut' : 'signedIn');
  // Whether this browser was signed in here: signing out (or being signed out) goes to Login for good,
  // while a link opened signed out (an e-mail's button) comes back to its page after the sign-in.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (state === 'signedIn') wasSignedIn.current = true;
  }, [state]);
  // The busy overlay covers the first session check.
  if (state === 'checking') return null;
  if (state === 'signedOut') return <Navigate to="/Login" replace state={wasSignedIn.current ? undefined : returnStateOf(`${pathname}${search}${hash}`)} />;
  return <Outlet />;
}

/** `need` rather than `role`: a `role` prop reads as an ARIA role to linters and readers. Several: any of them. */
export function RequireRole({ need }: { need: Role | readonly Role[] }) {
  const { data } = useSession();
  const { pathname } = useLocation();
  const role = data?.user?.role;
  const admitted = typeof need === 'string' ? role === need : role !== undefined && need.includes(role);
  // The spec's redirect; a signed-in person is told on Login who is signed in, with a way home.
  if (!admitted) return <Navigate to="/Login" replace state={{ refused: pathname } satisfies RefusedState} />;
  return <Outlet />;
}

/** A screen several roles share, drawn in the signed-in user's own frame (the staff homes have none). */
export function RoleFrame({ frames }: { frames: Partial<Record<Role, ComponentType>> }) {
  const role = useSession().data?.user?.role;
  const Frame = role && frames[role];
  return Frame ? <Frame /> : <Outlet />;
}
