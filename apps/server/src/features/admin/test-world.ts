import type { WorldPart } from '../../../test/support/world-part.ts';

/**
 * A customer of their own for the console's suspend and restore calls (suspending the world's owner
 * would sign them out for every test after): any admin may act on them, so they are no one's record.
 */
export const worldPart: WorldPart = {
  async make({ app }) {
    const target = await app.services.auth.createUser({
      fullname: 'Console Target',
      email: `console-target-${Date.now().toString(36)}@iyl.test`,
      password: 'console target password',
      role: 'Customer',
    });
    // An admin of their own for the Global administrator's disable and enable calls (the world's admins stay signed in).
    const admin = await app.services.auth.createUser({
      fullname: 'Console Admin',
      email: `console-admin-${Date.now().toString(36)}@iyl.test`,
      password: 'console admin password',
      role: 'Admin',
    });
    return { records: { consoleTarget: target.id, consoleAdmin: admin.id } };
  },
};
