import { messages } from '@iyl/core/catalog/messages';
import type { AskAnswer, ChatDetail } from '@iyl/core/coach-chat/contract';
import { describe, expect, it } from 'vitest';
import { errorOf, manualClock, signedInUser } from '../../../test/support/app.ts';
import { answered, ask } from '../../../test/support/coach-chat.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';

const regenerate = (conversationId: string) => `/api/v1/coach-chat/conversations/${conversationId}/regenerate`;

// Review stop-61 M2: Regenerate on an answer that cannot change stored the same text again (a care reply
// five times over) or the same figures with a counter added. Such an answer says it cannot be regenerated,
// the screen offers no Regenerate, and the server refuses it, keeping nothing.
describe.each(testDatabases())('Regenerate only where another answer exists, on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteWithAi(testDb, { clock: clock.now });

  it.each([
    ['a care reply', 'I want to kill myself', 'care'],
    ['an answer from the customer’s own records', 'How is my mood lately?', 'builtin'],
    ['the built-in coach’s “nothing fits”', 'What is the capital of Peru?', 'builtin'],
  ])('%s: not regenerable, and a regenerate is refused with nothing kept', async (_kind, text, source) => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { conversation, turn } = await ask(client, { text });
    const done = await answered(client, turn.id);
    expect(done).toMatchObject({ state: 'done', source, regenerable: false });
    const refused = await client.post(regenerate(conversation.id));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(messages.chatNothingElse);
    const detail = (await client.get(`/api/v1/coach-chat/conversations/${conversation.id}`)).json() as ChatDetail;
    expect(detail.turns.map((t) => t.version)).toEqual([1]);
  });

  it('a library answer is regenerable, and its new version differs', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { conversation, turn } = await ask(client, { text: 'How can I fall asleep faster?' });
    const first = await answered(client, turn.id);
    expect(first).toMatchObject({ state: 'done', source: 'builtin', regenerable: true });
    expect(first.citations.length).toBeGreaterThan(0);
    const redo = await client.post(regenerate(conversation.id));
    expect(redo.statusCode, redo.body).toBe(201);
    const second = await answered(client, (redo.json() as AskAnswer).turn.id);
    expect(second.version).toBe(2);
    expect(second.answer).not.toBe(first.answer);
  });
});
