import type { Role } from './roles.ts';

/**
 * The powers that are not simply "a role's own area", each with the roles that hold it. An endpoint
 * that declares a permission admits exactly these roles, so giving a power to another role (a
 * support role that may mark customers paid) is one line here, not a hunt through the endpoints.
 */
export const permissions = {
  // The Global administrator owns the platform: everything an admin may do, they may too.
  'payout:read-all': ['Admin', 'Global'],
  'payout:mark-paid': ['Admin', 'Global'],
  'customer:mark-paid': ['Admin', 'Global'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof permissions;

/** Who may call an endpoint: anyone, any signed-in user, any of a list of roles, or the holders of a permission. */
export type Access = 'public' | 'signedIn' | readonly Role[] | Permission;

/**
 * The roles an access admits, or null when it asks for none (public, any signed-in user). The one
 * place a permission becomes roles: the server's check, the API document and the tests all ask here.
 */
export function rolesOf(access: Access): readonly Role[] | null {
  if (access === 'public' || access === 'signedIn') return null;
  if (typeof access === 'string') return permissions[access] ?? [];
  return access;
}

/** Whether a caller (undefined: nobody signed in) may call an endpoint of this access. */
export function admits(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (role === undefined) return false;
  return rolesOf(access)?.includes(role) ?? true;
}
