import { messages } from '@iyl/core/catalog/messages';
import type { AskAnswer } from '@iyl/core/coach-chat/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, errorOf, manualClock, register, signIn } from '../../../test/support/app.ts';
import { ASK } from '../../../test/support/coach-chat.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';
import { WRITES_PER_MINUTE } from '../../platform/http/write-limit.ts';

const HOUR = 3_600_000;
/** Small allowances, so a test can spend them: the paid AI's 2 an hour, the built-in coach's 4. */
const limits = {
  ai: { perIp: { max: 100, windowMs: HOUR }, perAccount: { max: 2, windowMs: HOUR } },
  builtinCoach: { perIp: { max: 100, windowMs: HOUR }, perAccount: { max: 4, windowMs: HOUR } },
};

describe.each(testDatabases())('AI coach chat limits on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteWithAi(testDb, { clock: clock.now });

  /** A server with the small allowances; with `paid`, answering through the scripted AI service. */
  async function limitedApp(paid: boolean, run: (app: FastifyInstance, client: Awaited<ReturnType<typeof customerOn>>) => Promise<void>, rateLimits: object = limits) {
    const env: Record<string, string> = { SMTP_URL: suite.smtp.url, ...(paid ? { AI_BASE_URL: suite.fake.url, AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '500' } : {}) };
    const app = await createTestApp(suite.database, { clock: clock.now, env, rateLimits });
    try {
      await run(app, await customerOn(app));
      await app.services.coachChat.chat.writer.idle();
    } finally {
      await app.close();
    }
  }
  /** A new customer, signed in from an address of their own (so the per-address counts are theirs). */
  let ip = 20;
  async function customerOn(app: FastifyInstance) {
    const client = await browser(app, `10.0.9.${ip++}`).open();
    const account = await register(client);
    await signIn(client, suite.smtp, account.email, account.password);
    return client;
  }

  it('the built-in coach has an allowance of its own, larger than the paid AI’s; its refusal says the real wait, and a message in crisis is still answered', async () => {
    await limitedApp(false, async (_app, client) => {
      // More than the paid AI's 2: the built-in coach costs nothing to run.
      for (let i = 0; i < 4; i++) expect((await client.post(ASK, { text: `How can I sleep better? (${i})` })).statusCode).toBe(201);
      const refused = await client.post(ASK, { text: 'How can I sleep better? (5)' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: 'You have asked the AI coach a lot in a short time. Please try again in about an hour.' });
      // 48 minutes on, 12 are left, and the message says so.
      clock.advance(48 * 60_000);
      const later = await client.post(ASK, { text: 'How can I sleep better? (6)' });
      expect(later.headers['retry-after']).toBe('720');
      expect(errorOf(later).message).toBe(`${messages.aiLimit} Please try again in 12 minutes.`);
      // Help never waits: a message in crisis is answered at once, whatever the limit.
      const care = await client.post(ASK, { text: 'I want to kill myself' });
      expect(care.statusCode).toBe(201);
      expect((care.json() as AskAnswer).turn).toMatchObject({ source: 'care', state: 'done' });
      clock.advance(12 * 60_000);
      expect((await client.post(ASK, { text: 'How can I sleep better? (7)' })).statusCode).toBe(201);
    });
  });

  it('a message in crisis is answered with crisis resources when the per-minute write limit is spent; any other message is still refused', async () => {
    await limitedApp(false, async (_app, client) => {
      // A minute's writes spent on something else (the chat's settings).
      for (let i = 0; i < WRITES_PER_MINUTE; i++) expect((await client.request('PUT', '/api/v1/coach-chat/settings', { shareSummary: i % 2 === 0 })).statusCode).toBe(200);
      const refused = await client.post(ASK, { text: 'How can I sleep better?' });
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: messages.writeLimit });
      const care = await client.post(ASK, { text: 'I want to end my life' });
      expect(care.statusCode, care.body).toBe(201);
      const { turn, conversation } = care.json() as AskAnswer;
      expect(turn).toMatchObject({ source: 'care', state: 'done' });
      expect(turn.answer).toContain('Find A Helpline');
      // In the chat already open, and as the last question asked again in other words.
      expect((await client.post(ASK, { text: 'How do I relax?', conversationId: conversation.id })).statusCode).toBe(429);
      const again = await client.post(ASK, { text: 'I want to kill myself', conversationId: conversation.id });
      expect((again.json() as AskAnswer).turn).toMatchObject({ source: 'care', state: 'done' });
      const edited = await client.post(`/api/v1/coach-chat/conversations/${conversation.id}/edit`, { text: 'I do not want to be alive any more' });
      expect(edited.statusCode, edited.body).toBe(201);
      expect((edited.json() as AskAnswer).turn).toMatchObject({ source: 'care', state: 'done' });
      expect((await client.post(`/api/v1/coach-chat/conversations/${conversation.id}/edit`, { text: 'How do I relax?' })).statusCode).toBe(429);
    });
  });

  it('a paid AI service keeps the AI allowance (2 here, 60 an hour by default)', async () => {
    await limitedApp(true, async (_app, client) => {
      for (let i = 0; i < 2; i++) expect((await client.post(ASK, { text: `How can I sleep better? (${i})` })).statusCode).toBe(201);
      const refused = await client.post(ASK, { text: 'How can I sleep better? (3)' });
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).message).toBe(`${messages.aiLimit} Please try again in about an hour.`);
      const care = await client.post(ASK, { text: 'I want to kill myself' });
      expect((care.json() as AskAnswer).turn).toMatchObject({ source: 'care', state: 'done' });
    });
  });

  it('the stream allowance’s refusal says when to try again, from the limiter’s reset time', async () => {
    // 3 streams a minute here (60 by default): an answer's stream opened again and again.
    const stream = { perIp: { max: 100, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } };
    await limitedApp(
      false,
      async (_app, client) => {
        const { turn } = (await client.post(ASK, { text: 'How can I sleep better?' })).json() as AskAnswer;
        const url = `/api/v1/coach-chat/answers/${turn.id}/stream`;
        for (let i = 0; i < 3; i++) expect((await client.get(url)).statusCode).toBe(200);
        clock.advance(15_000);
        const refused = await client.get(url);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe('45');
        expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: `${messages.streamLimit} Please try again in a minute.` });
        expect(messages.streamLimit).toBe('You have asked for answers and live updates very often.');
        clock.advance(45_000);
        expect((await client.get(url)).statusCode).toBe(200);
      },
      { ...limits, stream },
    );
  });
});
