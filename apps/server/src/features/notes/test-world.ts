import type { WorldPart } from '../../../test/support/world-part.ts';

export const worldPart: WorldPart = {
  async make({ customer, marker }) {
    const note = (await customer.client.post('/api/v1/notes', { title: `${marker} note`, contentHtml: `<p>${marker} words</p>` })).json().note;
    return { records: { note: note.id } };
  },
};
