import { messages } from '@iyl/core/catalog/messages';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logCapture } from '../../../test/support/app.ts';
import { startFakeAi, type FakeAi } from '../../../test/support/fake-ai.ts';
import { freePort } from '../../../test/support/ports.ts';
import { errorForLog } from '../http/log-errors.ts';
import { createAi, offlineAi } from './ai.ts';

const SYSTEM = 'You are the test feature\'s own expert.';

const silent = { warn() {} };
const Shape = z.object({ name: z.string(), items: z.array(z.number()).min(2) });

describe('AI layer against an OpenAI-compatible server', () => {
  let fake: FakeAi;
  beforeAll(async () => {
    fake = await startFakeAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const ai = (overrides: Partial<{ timeoutMs: number; maxRetries: number }> = {}) =>
    createAi({ baseUrl: fake.url, apiKey: 'sk-test-secret', model: 'gpt-4-turbo', timeoutMs: 2_000, maxRetries: 0, ...overrides }, silent);

  it('sends the model, temperature 0.7, top_p 1, the system prompt and a JSON schema; returns the validated object', async () => {
    fake.queue({ content: '{"name":"plan","items":[1,2,3]}' });
    const result = await ai().structured({ system: SYSTEM, schema: Shape, name: 'shape', instruction: 'Make a shape.', input: { a: 1 }, offline: () => ({ name: 'x', items: [] }) });
    expect(result).toEqual({ value: { name: 'plan', items: [1, 2, 3] }, source: 'ai' });
    const [request] = fake.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-secret');
    expect(request?.body).toMatchObject({ model: 'gpt-4-turbo', temperature: 0.7, top_p: 1 });
    expect(request?.body.messages[0]).toEqual({ role: 'system', content: SYSTEM });
    expect(request?.body.messages[1]?.content).toContain('Make a shape.');
    expect(request?.body.messages[2]).toEqual({ role: 'user', content: '{"a":1}' });
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'shape' } });
  });

  it('retries once, telling the model what was wrong', async () => {
    fake.queue({ content: '{"name":"plan","items":[1]}' }, { content: '```json\n{"name":"plan","items":[1,2]}\n```' });
    const result = await ai().structured({ system: SYSTEM, schema: Shape, name: 'shape', instruction: 'Make a shape.', offline: () => ({ name: 'x', items: [] }) });
    expect(result.value.items).toEqual([1, 2]);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.body.messages ?? [];
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: '{"name":"plan","items":[1]}' });
    expect(retry.at(-1)?.content).toMatch(/not valid: items/);
  });

  it('gives up after the retry with the catalogue message', async () => {
    fake.queue({ content: 'not json at all' }, { content: '{"name":1}' });
    await expect(ai().structured({ system: SYSTEM, schema: Shape, name: 'shape', instruction: 'x', offline: () => ({ name: 'x', items: [] }) })).rejects.toMatchObject({
      status: 502,
      code: 'AI_PARSE',
      message: messages.aiParse,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('turns HTTP errors and timeouts into the catalogue message; the SDK retries 5xx', async () => {
    fake.queue({ status: 500 });
    await expect(ai().html({ system: SYSTEM, prompt: 'x', offline: () => '' })).rejects.toMatchObject({ code: 'AI_FAILED', message: messages.aiFailed });
    fake.queue({ content: '<p>slow</p>', delayMs: 1_500 });
    await expect(ai({ timeoutMs: 300 }).html({ system: SYSTEM, prompt: 'x', offline: () => '' })).rejects.toMatchObject({ code: 'AI_FAILED' });
    fake.reset();
    fake.queue({ status: 503 }, { content: '<p>second time lucky</p>' });
    const ok = await ai({ maxRetries: 1 }).html({ system: SYSTEM, prompt: 'x', offline: () => '' });
    expect(ok.html).toBe('<p>second time lucky</p>');
    expect(fake.requests).toHaveLength(2);
  });

  it('logs why a call failed: the error itself, with its cause (ECONNREFUSED) and status, not "[object Object]"', async () => {
    const { lines, stream } = logCapture();
    // The app's logger: pino with the app's error serializer.
    const app = Fastify({ logger: { level: 'warn', stream, serializers: { err: errorForLog } } });
    try {
      const closed = createAi({ baseUrl: `http://127.0.0.1:${await freePort()}/v1`, model: 'gpt-4-turbo', timeoutMs: 2_000, maxRetries: 0 }, app.log);
      await expect(closed.html({ system: SYSTEM, prompt: 'x', offline: () => '' })).rejects.toMatchObject({ code: 'AI_FAILED' });
      await expect(closed.chat({ system: SYSTEM, messages: [{ role: 'user', content: 'hi' }], offline: () => '' }).next()).rejects.toMatchObject({ code: 'AI_FAILED' });
      fake.queue({ status: 401 });
      const refusing = createAi({ baseUrl: fake.url, apiKey: 'sk-test-secret', model: 'gpt-4-turbo', timeoutMs: 2_000, maxRetries: 0 }, app.log);
      await expect(refusing.html({ system: SYSTEM, prompt: 'x', offline: () => '' })).rejects.toMatchObject({ code: 'AI_FAILED' });
      const logged = lines.map((line) => JSON.parse(line));
      for (const msg of ['AI call failed', 'AI chat failed']) {
        const line = JSON.stringify(logged.find((entry) => entry.msg === msg));
        expect(line, msg).toContain('ECONNREFUSED');
        expect(line, msg).not.toContain('[object Object]');
      }
      expect(logged.filter((entry) => entry.msg === 'AI call failed').map((entry) => entry.status)).toEqual([undefined, 401]);
      expect(lines.join('')).not.toContain('sk-test-secret');
    } finally {
      await app.close();
    }
  });

  it('cleans and sanitises HTML answers', async () => {
    fake.queue({
      content: '```html\n<div lang="en"><h3 onclick="steal()">Sleep</h3><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><p>Keep a <strong>fixed</strong> wake time.</p></div>\n```',
    });
    const { html } = await ai().html({ system: SYSTEM, prompt: 'x', offline: () => '' });
    expect(html).toBe('<h3>Sleep</h3><a rel="noopener noreferrer nofollow" target="_blank">x</a><p>Keep a <strong>fixed</strong> wake time.</p>');
  });

  it('streams chat replies piece by piece', async () => {
    fake.queue({ content: 'Breathe in for four, out for six.' });
    const pieces: string[] = [];
    for await (const piece of ai().chat({ system: SYSTEM, messages: [{ role: 'user', content: 'I feel stressed' }], offline: () => '' })) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Breathe in for four, out for six.');
    expect(fake.requests[0]?.body).toMatchObject({ stream: true, temperature: 0.7, top_p: 1 });
    fake.queue({ status: 500 });
    const failing = ai().chat({ system: SYSTEM, messages: [{ role: 'user', content: 'hi' }], offline: () => '' });
    await expect(failing.next()).rejects.toMatchObject({ code: 'AI_FAILED' });
  });
});

describe('the built-in engine', () => {
  it('answers from the offline builders and says so', async () => {
    const ai = offlineAi();
    expect(await ai.html({ system: SYSTEM, prompt: 'x', offline: () => '<p>Hi</p><script>x</script>' })).toEqual({ html: '<p>Hi</p>', source: 'builtin' });
    expect(await ai.structured({ system: SYSTEM, schema: Shape, name: 's', instruction: 'x', offline: () => ({ name: 'a', items: [1, 2] }) })).toEqual({
      value: { name: 'a', items: [1, 2] },
      source: 'builtin',
    });
    let text = '';
    for await (const piece of ai.chat({ system: SYSTEM, messages: [], offline: () => 'one two three' })) text += piece;
    expect(text).toBe('one two three');
  });
});
