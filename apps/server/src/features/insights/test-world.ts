import type { WorldPart } from '../../../test/support/world-part.ts';

/** An experiment on the world's routine (its title holds the marker), running. */
export const worldPart: WorldPart = {
  after: ['routines'],
  async make({ customer, marker }) {
    const routines = (await customer.client.get('/api/v1/routines')).json();
    const routine = routines.items.find((r: { title: string }) => r.title.startsWith(marker));
    const response = await customer.client.post('/api/v1/insights/experiments', { routineId: routine.id, days: 14 });
    if (response.statusCode !== 201) throw new Error(`the world's experiment: ${response.statusCode} ${response.body}`);
    return { records: { experiment: response.json().experiment.id } };
  },
};
