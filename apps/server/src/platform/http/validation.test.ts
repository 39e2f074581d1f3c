import { messages } from '@iyl/core/catalog/messages';
import { pageNumber } from '@iyl/core/http/contract';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.ts';
import { validatorCompiler } from './validation.ts';

/** An app with the one validation and the one error handler, and routes whose schemas say what is tried. */
async function app() {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(server);
  const query = z.object({ page: pageNumber(), q: z.string().max(200, { error: messages.chatSearchTooLong }).optional() });
  server.get('/list', { schema: { querystring: query } }, async (request) => ({ page: request.query.page }));
  server.get('/things/:id', { schema: { params: z.object({ id: z.uuid({ error: messages.notFound }) }) } }, async () => ({}));
  // A field given a catalogue text, and one its contract left to zod.
  server.post('/things', { schema: { body: z.object({ title: z.string({ error: messages.chatTitleMissing }), size: z.number().max(3) }) } }, async () => ({}));
  await server.ready();
  return server;
}

const messageOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

describe('request validation', () => {
  it("a query's page that is no number answers the page words, whatever its characters (a NUL too); free text that cannot be stored, the unsupported-text words", async () => {
    const server = await app();
    for (const page of ['%00', 'a%00b', 'abc', '0']) {
      const res = await server.inject({ method: 'GET', url: `/list?page=${page}` });
      expect(res.statusCode, page).toBe(400);
      expect(messageOf(res), page).toBe(messages.pageInvalid);
    }
    const search = await server.inject({ method: 'GET', url: '/list?q=a%00b' });
    expect(messageOf(search)).toBe(messages.unsupportedText);
    expect((await server.inject({ method: 'GET', url: '/list?page=2&q=sleep' })).json()).toEqual({ page: 2 });
    // A path or a body: the text that cannot be stored is the answer, whatever else is wrong.
    expect(messageOf(await server.inject({ method: 'GET', url: '/things/a%00b' }))).toBe(messages.unsupportedText);
    expect(messageOf(await server.inject({ method: 'POST', url: '/things', payload: { title: 'a\u0000b', size: 9 } }))).toBe(messages.unsupportedText);
    await server.close();
  });

  it("a rule its contract left without a text of its own answers the catalogue's general line, never zod's words", async () => {
    const server = await app();
    const cases: [object | string, string][] = [
      [{ title: 5, size: 1 }, messages.chatTitleMissing],
      [{ title: 'x', size: 9 }, messages.badRequest],
      [{ title: 'x', size: 'big' }, messages.badRequest],
      ['null', messages.badRequest],
      ['[1]', messages.badRequest],
    ];
    for (const [payload, message] of cases) {
      const res = await server.inject({ method: 'POST', url: '/things', headers: { 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res), JSON.stringify(payload)).toBe(message);
      expect(res.body).not.toMatch(/Too big|Invalid input|expected/);
    }
    await server.close();
  });
});
