import type { Role } from '@iyl/core/catalog/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/api.ts';
import type { RefusedState } from '../features/auth/SignedInNotice.tsx';

/**
 * The browser guards only decide which screen to show; the server checks the session and the
 * role on every call, so a guard that is fooled shows an empty screen, never someone's data.
 */
export function RequireSession() {
  const session = useSession();
  // The busy overlay covers the first session check.
  if (session.isPending) return null;
  if (session.isError || !session.data.user) return <Navigate to="/Login" replace />;
  return <Outlet />;
}

/** `need` rather than `role`: a `role` prop reads as an ARIA role to linters and readers. */
export function RequireRole({ need }: { need: Role }) {
  const { data } = useSession();
  const { pathname } = useLocation();
  // The spec's redirect; a signed-in person is told on Login who is signed in, with a way home.
  if (data?.user?.role !== need) return <Navigate to="/Login" replace state={{ refused: pathname } satisfies RefusedState} />;
  return <Outlet />;
}
