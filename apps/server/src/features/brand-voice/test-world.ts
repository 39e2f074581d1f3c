import { streamEvents } from '@iyl/core/http/sse';
import type { WorldPart } from '../../../test/support/world-part.ts';

export const worldPart: WorldPart = {
  async make({ customer, marker }) {
    const stream = await customer.client.post('/api/v1/brand-voice/contents', {
      personality: 'friendly',
      tone: 'playful',
      wordChoice: 'simple',
      length: 'short',
      description: `${marker} brand`,
    });
    const done = streamEvents(stream.body).find((e) => e.event === 'done')?.data as { id: string };
    return { records: { brandContent: done.id } };
  },
};
