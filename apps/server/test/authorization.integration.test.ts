// Every declared endpoint (packages/core/src/*/endpoints.ts; the served OpenAPI document must list
// exactly these), called as anonymous, with forged credentials, as each role, and as another user of
// the owner's role on a record that is not theirs. Fails on any 2xx that should not be, any other
// user's data in an answer, or any change to the owner's rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { ownership } from '../src/platform/http/ownership.ts';
import { testDatabases } from './support/databases.ts';
import { admits, rolesOf } from '@iyl/core/access/permissions';
import type { Endpoint } from '@iyl/core/http/endpoint';
import { type Actor, declaredEndpoints, exampleCall, INTERNALS, ownedDigest, ownerOf, send, suiteWorld, type World } from './support/endpoints.ts';

describe.each(testDatabases())('who may call what, on $name', (testDb) => {
  const suite = suiteWorld(testDb);
  let database: Database;
  let world: World;
  let endpoints: Endpoint[];
  beforeAll(() => {
    ({ database, world } = suite);
    // Deleting goes last, so the records stay for the other endpoints; signing out after that.
    const late = (e: Endpoint) => (e.operationId === 'Logout' ? 2 : e.method === 'DELETE' ? 1 : 0);
    endpoints = declaredEndpoints().sort((a, b) => late(a) - late(b));
  });

  it('the server serves exactly the declared endpoints, each with the access it declares', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(44);
    const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    const declared = endpoints.map((e) => `${e.method} ${openApiPath(e.path)} ${e.operationId} ${e.access}`).sort();
    const served = suite.operations.map((op) => `${op.method} ${op.path} ${op.operationId} ${op.access}`).sort();
    expect(served).toEqual(declared);
    // The document also says which roles that admits: a permission resolved by the one table.
    const rolesDeclared = endpoints.map((e) => `${e.operationId} ${rolesOf(e.access) ?? '-'}`).sort();
    const rolesServed = suite.operations.map((op) => `${op.operationId} ${op.roles ?? '-'}`).sort();
    expect(rolesServed).toEqual(rolesDeclared);
  });

  it('answers a record of another user with the refusal its kind declares', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of endpoints.filter((e) => e.owns)) {
      const kind = op.owns?.record as string;
      const rule = ownership(world.app).rule(kind);
      if (!rule) {
        failures.push(`${op.operationId}: no ownership rule for ${kind}`);
        continue;
      }
      // A kind the service scopes itself is refused by the service; the sweep below still proves it.
      if (!('owns' in rule)) continue;
      checked += 1;
      const { peer } = ownerOf(world, op.access);
      const res = await send(peer, op.method, await exampleCall(world, op));
      const refusal = rule.refused();
      const error = res.statusCode === refusal.status ? (JSON.parse(res.body) as { error?: object }).error : undefined;
      if (!error || JSON.stringify(error) !== JSON.stringify({ code: refusal.code, message: refusal.message })) {
        failures.push(`${op.operationId} as ${peer.name}: ${res.statusCode} ${res.body.slice(0, 120)} (expected ${refusal.status} ${refusal.message})`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('anonymous, forged credentials, wrong roles and other users get no 2xx and none of the owner’s data', async () => {
    const roles: Actor[] = [world.otherCustomer, world.coach, world.admin, world.global];
    const strangers: Actor[] = [world.anonymous, world.forgedCookie, world.forgedBearer];
    const failures: string[] = [];
    for (const op of endpoints) {
      const { owner, peer } = ownerOf(world, op.access);
      const call = await exampleCall(world, op);
      // The coach of a booking rightly changes it (invite, reschedule, complete): the customer's other rows must not change.
      const except = op.owns?.record === 'coachBooking' ? ['bookings'] : [];
      const ownerRows = world.customer.id ? await ownedDigest(database, world.customer.id, except) : '';
      // Strangers, every role, and a second user of the owner's role (let in, but not to the owner's record).
      // (The owner is called last, with the example as it stands.)
      const callers = [...new Set([...strangers, ...roles, ...(op.access === 'public' ? [] : [peer])])].filter((actor) => actor !== owner);
      const namesRecord = Boolean(op.owns);
      for (const actor of callers) {
        const allowed = admits(op.access, actor.role);
        const res = await send(actor, op.method, call);
        const where = `${op.operationId} as ${actor.name}: ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where} (server error)`);
        if (!allowed && res.statusCode < 300) failures.push(`${where} (should be refused)`);
        // (A public operation's 401 is its answer, such as a wrong password, not a closed door.)
        if (allowed && op.access !== 'public' && (res.statusCode === 401 || res.statusCode === 403)) failures.push(`${where} (should be let in)`);
        if (namesRecord && res.statusCode < 300) failures.push(`${where} (reached a record that is not theirs)`);
        const body = res.body;
        const shared = world.sharedWith.get(actor) ?? [];
        for (const marker of world.markers) {
          if (body.includes(marker) && actor.role !== 'Admin' && actor.role !== 'Global' && !shared.includes(marker)) failures.push(`${where} (shows the owner's ${marker})`);
        }
        for (const pattern of INTERNALS) if (pattern.test(body)) failures.push(`${where} (shows internals: ${pattern})`);
      }
      // (What only staff (Admin, Global) may call may rightly change a customer's rows: marking them paid.)
      const adminOnly = rolesOf(op.access)?.every((role) => role === 'Admin' || role === 'Global') ?? false;
      if (world.customer.id && !adminOnly && (await ownedDigest(database, world.customer.id, except)) !== ownerRows) {
        failures.push(`${op.operationId}: the owner's rows changed through another caller`);
      }
      // The example is a real call: the owner gets past access and finds the record.
      const own = await send(owner, op.method, await exampleCall(world, op));
      const missed = op.access !== 'public' && [401, 403, 404].includes(own.statusCode);
      if (missed || own.statusCode >= 500) failures.push(`${op.operationId} as its owner: ${own.statusCode} ${own.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
