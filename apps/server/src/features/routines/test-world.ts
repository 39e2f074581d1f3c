import type { WorldPart } from '../../../test/support/world-part.ts';

/** A routine, with a reminder asked for as it is added. */
export const worldPart: WorldPart = {
  after: ['onboarding'],
  async make({ customer, marker }) {
    const routine = (
      await customer.client.post('/api/v1/routines', {
        title: `${marker} routine`,
        description: `${marker} routine description`,
        target: 'Morning',
        routineType: 'Weekly',
        reminder: { time: '07:30', day: 'Everyday', message: `${marker} reminder` },
      })
    ).json().routine;
    return { records: { routine: routine.id } };
  },
};
