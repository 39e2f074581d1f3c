import type { WorldPart } from '../../../test/support/world-part.ts';

/** A Health plan: its first goal, task and habit. */
export const worldPart: WorldPart = {
  after: ['onboarding'],
  async make({ customer, marker }) {
    await customer.client.post('/api/v1/plans/Health', { challenge: `${marker} challenge: I sleep badly` });
    const first = async (kind: string) => (await customer.client.get(`/api/v1/plans/Health/${kind}?limit=1`)).json().items[0].id as string;
    return { records: { goal: await first('goals'), task: await first('tasks'), habit: await first('habits') } };
  },
};
