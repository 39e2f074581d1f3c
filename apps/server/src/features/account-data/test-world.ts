import type { WorldPart } from '../../../test/support/world-part.ts';

/** A data export of the customer's (asked for, not built: the world's job runner is not started). */
export const worldPart: WorldPart = {
  async make({ customer }) {
    const made = (await customer.client.post('/api/v1/account/data-export', {})).json();
    if (!made.export?.id) throw new Error(`account-data's world: no export (${JSON.stringify(made)})`);
    return { records: { dataExport: made.export.id } };
  },
};
