import { streamEvents } from '@iyl/core/http/sse';
import { textPart } from '../../../test/support/app.ts';
import { makePdf } from '../../../test/support/pdf.ts';
import type { WorldPart } from '../../../test/support/world-part.ts';

/**
 * A knowledge PDF of the coach's, and chats of the customer's whose answers have been written: one
 * question (the chat recorded), and in another chat a question, then a plan for the week made from its
 * answer (that answer recorded: it offers routines, so AddOfferedRoutines goes as far as adding them).
 */
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
    // The first question as asked, with no marker (words the coach knows nothing of would leave it nothing to cite).
    const second = await customer.client.post('/api/v1/coach-chat/messages', { text: 'How can I fall asleep faster?' });
    if (second.statusCode !== 201) throw new Error(`asking the coach answered ${second.statusCode} ${second.body}`);
    const other = second.json() as { conversation: { id: string }; turn: { id: string } };
    await customer.client.get(`/api/v1/coach-chat/answers/${other.turn.id}/stream`);
    const planned = await customer.client.post('/api/v1/coach-chat/messages', { text: `${marker} Can you make that into a simple plan for this week?`, conversationId: other.conversation.id });
    if (planned.statusCode !== 201) throw new Error(`asking for a plan answered ${planned.statusCode} ${planned.body}`);
    const plan = (planned.json() as { turn: { id: string } }).turn;
    const stream = await customer.client.get(`/api/v1/coach-chat/answers/${plan.id}/stream`);
    const done = streamEvents(stream.body).at(-1)?.data as { offer?: { routines: unknown[] } | null } | undefined;
    if (!done?.offer?.routines.length) throw new Error(`the plan for the week offers no routines: ${stream.body.slice(-400)}`);
    return { records: { knowledgeDocument: (res.json() as { document: { id: string } }).document.id, chat: conversation.id, chatTurn: plan.id } };
  },
};
