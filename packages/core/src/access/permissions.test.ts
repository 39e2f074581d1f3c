import { describe, expect, it } from 'vitest';
import { roles } from './roles.ts';
import { admits, permissions, rolesOf } from './permissions.ts';

describe('access: role lists and permissions', () => {
  it('resolves a permission to the roles the table gives it, and nothing else', () => {
    expect(rolesOf('payout:mark-paid')).toEqual(['Admin', 'Global']);
    expect(admits('payout:mark-paid', 'Admin')).toBe(true);
    expect(admits('payout:mark-paid', 'Global')).toBe(true);
    for (const role of ['Customer', 'Coach'] as const) expect(admits('payout:mark-paid', role)).toBe(false);
  });

  it('admits exactly the roles a list names', () => {
    expect(roles.filter((role) => admits(['Coach', 'Global'], role))).toEqual(['Coach', 'Global']);
    expect(admits([], 'Admin')).toBe(false);
  });

  it('asks no role of public and signed-in endpoints, and a signed-in one admits any role but nobody', () => {
    expect(rolesOf('public')).toBeNull();
    expect(rolesOf('signedIn')).toBeNull();
    expect(admits('public', undefined)).toBe(true);
    expect(admits('signedIn', undefined)).toBe(false);
    for (const role of roles) expect(admits('signedIn', role)).toBe(true);
    for (const access of [['Customer'], 'payout:mark-paid'] as const) expect(admits(access, undefined)).toBe(false);
  });

  it('refuses everyone for a permission the table does not hold (a stale name fails closed)', () => {
    const unknown = 'payout:delete-all' as keyof typeof permissions;
    expect(rolesOf(unknown)).toEqual([]);
    for (const role of roles) expect(admits(unknown, role)).toBe(false);
  });

  it('gives every permission at least one real role', () => {
    for (const [name, holders] of Object.entries(permissions)) {
      expect(holders.length, name).toBeGreaterThan(0);
      for (const role of holders) expect(roles, name).toContain(role);
    }
  });
});
