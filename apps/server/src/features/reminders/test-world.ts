import type { WorldPart } from '../../../test/support/world-part.ts';

/** The reminder the routine was added with. */
export const worldPart: WorldPart = {
  after: ['routines'],
  async make({ customer }) {
    const reminder = (await customer.client.get('/api/v1/reminders')).json().reminders.items[0];
    return { records: { reminder: reminder.id } };
  },
};
