import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import type { WorldPart } from '../../../test/support/world-part.ts';
import { sessions } from './schema.ts';

/**
 * A second signed-in device of the world's customer (a session row, as sign-in writes one): the
 * session SignOutDevice names. Its id is the customer's alone; no one else may end it or see it.
 */
export const worldPart: WorldPart = {
  async make({ app, customer }) {
    const now = new Date();
    const [row] = await app.events.transaction((tx) =>
      tx
        .insert(sessions)
        .values({
          userId: customer.id as string,
          tokenHash: sha256(randomToken(32)),
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + 86_400_000),
          device: 'Safari on iPhone',
          place: '198.51.100.x',
        })
        .returning({ id: sessions.id }),
    );
    if (!row) throw new Error('the world customer’s second session was not written');
    return { records: { session: row.id } };
  },
};
