import type { WorldPart } from '../../../test/support/world-part.ts';

/** The world's community topic: its title finds it (test/support/endpoints.ts reads its ids live). */
export const WORLD_TOPIC = 'World community topic';

/**
 * A topic with one message, written by a member of its own ("Community Host"), not by the world's
 * customer: any member reads topics, so their ids and their author are no one's secret, and flags the
 * generic tests raise on it must not put the customer's id in the moderators' queue.
 */
export const worldPart: WorldPart = {
  async make({ app }) {
    const host = await app.services.auth.createUser({ fullname: 'Community Host', email: `host-${Date.now().toString(36)}@example.com`, password: 'community host 2026', role: 'Customer' });
    const { topic } = await app.services.community.create(host, { topic: WORLD_TOPIC, description: 'A place to say hello.' }, null);
    await app.services.community.post(host, topic.id, 'Welcome, everyone!');
    return { records: {} };
  },
};
