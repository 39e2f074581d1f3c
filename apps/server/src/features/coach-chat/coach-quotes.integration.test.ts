import { describe, expect, it } from 'vitest';
import { manualClock, signedInUser } from '../../../test/support/app.ts';
import { answered, ask, coachWithPdf } from '../../../test/support/coach-chat.ts';
import { EVENING_NOTES } from '../../../test/support/coach-notes.ts';
import { MONEY_TALKS, MONEY_TALKS_LAYOUT, makeWrappedPdf } from '../../../test/support/wrapped-pdf.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';

/*
 * A chat with a coach answered from their own PDF (issue 47): of the page found, the built-in coach
 * quotes the sentences that share the question's words, each cited by its page.
 */
describe.each(testDatabases())('quoting a coach’s PDF on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteWithAi(testDb, { clock: clock.now });

  it('quotes the sentence of the page that answers the question, not the page’s others with a number in them', async () => {
    // A page of evening notes that speaks of caffeine in one sentence, among others with amounts and times.
    const coach = await coachWithPdf(suite, 'Evening Notes', [[...EVENING_NOTES]]);
    const { client } = await signedInUser(suite.app, suite.smtp);
    for (const question of ['How much caffeine is too much?', 'how much coffee is ok before bed?']) {
      const { turn } = await ask(client, { text: question, coach: coach.email });
      const done = await answered(client, turn.id);
      const quoted = done.answer.split('\n').find((line) => line.startsWith('- **Evening Notes, page 1**'));
      expect(quoted, done.answer).toBe('- **Evening Notes, page 1**: Caffeine stays in your body for hours: a late coffee keeps you awake. [Evening Notes, p. 1]');
      expect(done.citations, question).toContainEqual(
        expect.objectContaining({ marker: '[Evening Notes, p. 1]', page: 1, documentId: coach.documentId, quote: expect.stringContaining('Caffeine stays in your body') }),
      );
    }
  });
  it('uses the coach’s page that speaks to what was asked, however the question is put ("how much … is ok?")', async () => {
    const coach = await coachWithPdf(suite, 'Coffee Notes', [
      ['Welcome to these notes on a calmer day.'],
      ['Coffee after lunch keeps many people awake at night, so keep to one cup in the morning.'],
    ]);
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { turn } = await ask(client, { text: 'how much coffee is ok?', coach: coach.email });
    const done = await answered(client, turn.id);
    expect(done.answer).toContain(
      '- **Coffee Notes, page 2**: Coffee after lunch keeps many people awake at night, so keep to one cup in the morning. [Coffee Notes, p. 2]',
    );
    expect(done.citations).toContainEqual(expect.objectContaining({ marker: '[Coffee Notes, p. 2]', page: 2, documentId: coach.documentId }));
  });

  it('her passages come under her name and the library’s under its own, and the export signs the answer as the built-in coach’s, not hers (review stop-57 M5)', async () => {
    const coach = await coachWithPdf(suite, 'Evening Notes', [[...EVENING_NOTES]]);
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { conversation, turn } = await ask(client, { text: 'How much caffeine is too much?', coach: coach.email });
    const done = await answered(client, turn.id);
    const parts = done.answer.split('\n\n');
    const hers = parts.indexOf('From Dana Rivers\'s own material:');
    expect(hers, done.answer).toBeGreaterThan(0);
    for (const line of (parts[hers + 1] ?? '').split('\n')) expect(line).toMatch(/^- \*\*Evening Notes, page 1\*\*/);
    if (done.citations.some((c) => c.documentId === null)) expect(parts[hers + 2]).toBe('From my library of coaching guidance:');
    const md = (await client.get(`/api/v1/coach-chat/conversations/${conversation.id}/export?format=md`)).body;
    expect(md).toContain('Chat with Dana Rivers');
    expect(md).toContain('**Built-in coach, using Dana Rivers’s material:**');
    expect(md).not.toContain('**Dana Rivers:**');
    // Her passage among the answer's sources: her PDF by its name and page, quoted (review stop-57 L5).
    const sources = md.slice(md.indexOf('**Sources:**'));
    expect(sources).toContain('- **\\[Evening Notes, p. 1\\]**: Dana Rivers’s PDF “Evening Notes”, page 1.\n\n  > ');
    expect(sources).toContain('Caffeine stays in your body for hours: a late coffee keeps you awake.');
  });

  it('cites a sentence that runs from page 1 onto page 2 by both pages, in the answer, its popover’s citation and the export (review stop-57 L7)', async () => {
    const coach = await coachWithPdf(suite, 'Money Talks', (await makeWrappedPdf(MONEY_TALKS, MONEY_TALKS_LAYOUT)).bytes);
    const { client } = await signedInUser(suite.app, suite.smtp);
    const { conversation, turn } = await ask(client, { text: 'What should we do when a conversation about money turns into a fight?', coach: coach.email });
    const done = await answered(client, turn.id);
    const step = done.answer.split('\n').find((line) => line.startsWith('- **Money Talks'));
    expect(step, done.answer).toMatch(/^- \*\*Money Talks, pages 1–2\*\*: .*turns into a fight.* \[Money Talks, pp\. 1–2\]$/);
    expect(done.answer).not.toContain('[Money Talks, p. 1]');
    expect(done.citations).toContainEqual(expect.objectContaining({ marker: '[Money Talks, pp. 1–2]', page: 1, pageEnd: 2, documentId: coach.documentId }));
    const md = (await client.get(`/api/v1/coach-chat/conversations/${conversation.id}/export?format=md`)).body;
    expect(md).toContain('- **\\[Money Talks, pp. 1–2\\]**: Dana Rivers’s PDF “Money Talks”, pages 1–2.');
  });
});
