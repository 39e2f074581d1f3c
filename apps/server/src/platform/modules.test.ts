import { describe, expect, it } from 'vitest';
import { type FeatureModule, orderModules } from './modules.ts';

// Module names are the Services' keys; these tests only order them, so any name will do.
const module = (name: string, needs: string[] = []) => ({ name, needs, build: () => ({}) }) as unknown as FeatureModule;
const names = (modules: FeatureModule[]) => modules.map((m) => m.name as string);

describe('the feature modules', () => {
  it('are built after the services they need, whatever order they are found in', () => {
    const order = names(orderModules([module('payouts', ['coachProfiles']), module('bookings', ['payouts', 'auth']), module('coachProfiles', ['auth']), module('auth')]));
    expect(order).toEqual(['auth', 'coachProfiles', 'payouts', 'bookings']);
  });

  it('keep the order they are found in where no need says otherwise', () => {
    const found = [module('auth'), module('referrals', ['auth']), module('notes'), module('plans', ['notes', 'auth']), module('admin', ['auth'])];
    expect(names(orderModules(found))).toEqual(['auth', 'referrals', 'notes', 'plans', 'admin']);
  });

  it('stop the start when one needs a service no module builds, when modules need each other, or when two build one service', () => {
    expect(() => orderModules([module('payouts', ['coachProfiles'])])).toThrow('The payouts module needs coachProfiles, which no module builds');
    expect(() => orderModules([module('auth'), module('a', ['b']), module('b', ['c']), module('c', ['a'])])).toThrow('Modules that need each other: a → b → c → a');
    expect(() => orderModules([module('auth'), module('auth')])).toThrow('Two modules build the auth service');
  });
});
