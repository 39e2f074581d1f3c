/**
 * Where a sign-in goes back to. The session guard (app/guards.tsx) hands it to Login when a link was
 * opened signed out (an e-mail's button, a bookmark), and Login hands it on to the code step; after
 * signing in, the person lands there instead of on their home.
 */
export interface ReturnState {
  returnTo: string;
}

/** The app's own path in a router state, or undefined (nothing there, or another site's address). */
export function returnPathOf(state: unknown): string | undefined {
  const path = (state as Partial<ReturnState> | null)?.returnTo;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return path;
}

/** The router state that carries `path` on (none when there is nothing to carry). */
export const returnStateOf = (path: string | undefined): ReturnState | undefined => (path ? { returnTo: path } : undefined);
