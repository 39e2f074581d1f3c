import { textPart } from '../../../test/support/app.ts';
import { makePdf } from '../../../test/support/pdf.ts';
import type { WorldPart } from '../../../test/support/world-part.ts';

/** A knowledge PDF of the coach's, and a chat of the customer's whose answer has been written. */
export const worldPart: WorldPart = {
  async make({ coach, customer, marker }) {
    const res = await coach.client.upload('/api/v1/coach/knowledge', [
      textPart('title', 'Coach guide'),
      textPart('specialization', 'Sleep'),
      { field: 'file', filename: 'guide.pdf', contentType: 'application/pdf', data: await makePdf([['Rest well.']]) },
    ]);
    if (res.statusCode !== 201) throw new Error(`knowledge upload answered ${res.statusCode} ${res.body}`);
    const asked = await customer.client.post('/api/v1/coach-chat/messages', { text: `${marker} How can I fall asleep faster?` });
    if (asked.statusCode !== 201) throw new Error(`asking the coach answered ${asked.statusCode} ${asked.body}`);
    const { conversation, turn } = asked.json() as { conversation: { id: string }; turn: { id: string } };
    // Followed to its end, so the chat is not busy when the generic tests call it.
    await customer.client.get(`/api/v1/coach-chat/answers/${turn.id}/stream`);
    return { records: { knowledgeDocument: (res.json() as { document: { id: string } }).document.id, chat: conversation.id, chatTurn: turn.id } };
  },
};
