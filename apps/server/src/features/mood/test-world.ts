import type { WorldPart } from '../../../test/support/world-part.ts';

export const worldPart: WorldPart = {
  async make({ customer, marker }) {
    const log = (await customer.client.post('/api/v1/mood/today', { mood: 'Calm', note: `${marker} mood` })).json().log;
    return { records: { mood: log.id } };
  },
};
