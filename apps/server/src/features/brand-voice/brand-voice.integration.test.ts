import { BRAND_CONTENTS_MAX } from '@iyl/core/brand-voice/limits';
import { messages } from '@iyl/core/catalog/messages';
import { streamEvents } from '@iyl/core/http/sse';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, logCapture, manualClock, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { suiteWithAi } from '../../../test/support/fake-ai.ts';

const choices = {
  personality: 'friendly',
  tone: 'playful',
  wordChoice: 'simple',
  length: 'short',
  description: 'Our new oat-milk coffee shop opening in Leeds on Saturday',
} as const;

describe.each(testDatabases())('brand voice on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteWithAi(testDb, { clock: clock.now });
  beforeEach(() => clock.advance(3_600_000));

  const count = async (userId: string) => Number((await queryRows(suite.database, sql`select count(*)::int as n from brand_contents where user_id = ${userId}`))[0]?.n);

  it('streams the piece as server-sent events, then keeps it in the history; it can be saved to Notes and deleted', async () => {
    const { client, id } = await signedInUser(suite.app, suite.smtp);
    const res = await client.post('/api/v1/brand-voice/contents', choices);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const events = streamEvents(res.body);
    expect(events[0]).toEqual({ event: 'start', data: { source: 'builtin' } });
    const texts = events.filter((e) => e.event === 'text');
    expect(texts.length).toBeGreaterThan(10);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const piece = done?.data as { id: string; contentHtml: string; status: string; source: string };
    expect(piece).toMatchObject({ status: 'complete', source: 'builtin', ...choices });
    const written = texts.map((e) => (e.data as { text: string }).text).join('');
    expect(written.toLowerCase()).toContain('coffee shop');
    expect(piece.contentHtml).toMatch(/^<p>/);

    const history = (await client.get('/api/v1/brand-voice/contents')).json();
    expect(history).toMatchObject({ total: 1, items: [{ id: piece.id }] });

    const saved = await client.post(`/api/v1/brand-voice/contents/${piece.id}/note`);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe(messages.noteSaved);
    const note = (await client.get(`/api/v1/notes/${saved.json().noteId}`)).json();
    expect(note.title).toContain('oat-milk coffee shop');
    expect(note.contentHtml).toBe(piece.contentHtml);

    expect((await client.request('DELETE', `/api/v1/brand-voice/contents/${piece.id}`)).json()).toEqual({ message: messages.brandDeleted });
    expect(await count(id)).toBe(0);
    expect(errorOf(await client.request('DELETE', `/api/v1/brand-voice/contents/${piece.id}`)).message).toBe(messages.brandNotFound);
  });

  it(`the history keeps at most ${BRAND_CONTENTS_MAX} pieces: three written at once for the last place keep one, the others are told why; a full history is refused before writing`, async () => {
    const { client, id } = await signedInUser(suite.app, suite.smtp);
    await suite.database.db.execute(
      sql`insert into brand_contents (user_id, personality, tone, word_choice, length, description, content_html, status, source)
          select ${id}, 'friendly', 'playful', 'simple', 'short', 'Piece ' || n, '<p>Hello.</p>', 'complete', 'builtin' from generate_series(1, ${BRAND_CONTENTS_MAX - 1}) n`,
    );
    const answers = await Promise.all([1, 2, 3].map(() => client.post('/api/v1/brand-voice/contents', choices)));
    // Each either kept its piece (done), was told the history filled up meanwhile (an error event), or, once it was full, refused at once.
    const endings = answers.map((res) => (res.statusCode === 200 ? streamEvents(res.body).at(-1) : { event: 'refused', data: errorOf(res) }));
    expect(endings.filter((e) => e?.event === 'done')).toHaveLength(1);
    for (const other of endings.filter((e) => e?.event !== 'done')) expect(other?.data).toEqual({ code: 'CONFLICT', message: messages.brandHistoryFull });
    expect(await count(id)).toBe(BRAND_CONTENTS_MAX);

    const full = await client.post('/api/v1/brand-voice/contents', choices);
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe(messages.brandHistoryFull);
    expect(await count(id)).toBe(BRAND_CONTENTS_MAX);
    const [oldest] = (await queryRows(suite.database, sql`select id from brand_contents where user_id = ${id} order by created_at limit 1`)) as { id: string }[];
    expect((await client.request('DELETE', `/api/v1/brand-voice/contents/${oldest?.id}`)).statusCode).toBe(200);
    expect(streamEvents((await client.post('/api/v1/brand-voice/contents', choices)).body).at(-1)?.event).toBe('done');
  });

  it('any missing input: "Please Enter all Information!", nothing written', async () => {
    const { client, id } = await signedInUser(suite.app, suite.smtp);
    for (const field of Object.keys(choices)) {
      const body: Record<string, string> = { ...choices };
      delete body[field];
      const res = await client.post('/api/v1/brand-voice/contents', body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.brandMissing);
    }
    expect(errorOf(await client.post('/api/v1/brand-voice/contents', { ...choices, description: '   ' })).message).toBe(messages.brandMissing);
    expect(errorOf(await client.post('/api/v1/brand-voice/contents', { ...choices, tone: 'shouty' })).message).toBe(messages.brandMissing);
    expect(errorOf(await client.post('/api/v1/brand-voice/contents', { ...choices, description: 'x'.repeat(2001) })).message).toBe(messages.brandTooLong);
    expect(await count(id)).toBe(0);
  });

  it('different choices give different pieces about the same subject', async () => {
    const { client } = await signedInUser(suite.app, suite.smtp);
    const write = async (body: object) => {
      const done = streamEvents((await client.post('/api/v1/brand-voice/contents', body)).body).at(-1);
      expect(done?.event).toBe('done');
      return (done as { data: { contentHtml: string } }).data.contentHtml;
    };
    const short = await write(choices);
    const long = await write({ ...choices, tone: 'formal', wordChoice: 'technical', length: 'detailed', personality: 'professional' });
    expect(long.length).toBeGreaterThan(short.length * 3);
    expect(long).not.toContain('!');
    expect(short).toContain('!');
  });

  it('with an AI provider: the model’s streamed text arrives in pieces and is kept escaped', async () => {
    const { client } = await signedInUser(suite.online, suite.smtp);
    suite.fake.queue({ content: 'Fresh oat-milk coffee, right here in Leeds!\n\n- Open Saturday\n- Free cake <script>alert(1)</script>' });
    const events = streamEvents((await client.post('/api/v1/brand-voice/contents', choices)).body);
    expect(events[0]?.data).toEqual({ source: 'ai' });
    expect(events.filter((e) => e.event === 'text').length).toBeGreaterThan(5);
    const piece = events.at(-1)?.data as { contentHtml: string; source: string };
    expect(piece.source).toBe('ai');
    expect(piece.contentHtml).toBe('<p>Fresh oat-milk coffee, right here in Leeds!</p><ul><li>Open Saturday</li><li>Free cake &lt;script&gt;alert(1)&lt;/script&gt;</li></ul>');
    const sent = suite.fake.requests[0]?.body;
    expect(sent?.stream).toBe(true);
    expect(sent?.messages.at(-1)?.content).toContain('Tone: playful');
  });

  it('an AI failure ends the stream with the AI message and keeps nothing', async () => {
    const { client, id } = await signedInUser(suite.online, suite.smtp);
    suite.fake.queue({ status: 500 });
    const events = streamEvents((await client.post('/api/v1/brand-voice/contents', choices)).body);
    expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'AI_FAILED', message: messages.aiFailed } });
    expect(await count(id)).toBe(0);
  });

  it('stopping part way keeps what was written, marked stopped, and is a normal ending: no error or warning logged', async () => {
    // A real listening server and a real client that walks away mid-stream.
    const log = logCapture();
    const paced = await createTestApp(suite.database, {
      clock: clock.now,
      env: { SMTP_URL: suite.smtp.url, AI_BUILTIN_PACE_MS: '20' },
      logger: { level: 'warn', stream: log.stream },
    });
    try {
      const { client, id } = await signedInUser(paced, suite.smtp);
      const address = await paced.listen({ port: 0, host: '127.0.0.1' });
      const cookies = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const controller = new AbortController();
      const res = await fetch(`${address}/api/v1/brand-voice/contents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies, 'x-csrf-token': client.jar.get('iyl_csrf') ?? '' },
        body: JSON.stringify({ ...choices, length: 'detailed' }),
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body?.getReader();
      let text = '';
      while (text.split('event: text').length < 12) {
        const { value, done } = (await reader?.read()) ?? { done: true };
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      controller.abort();
      let kept: { status: string; content_html: string }[] = [];
      for (let i = 0; i < 50 && kept.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        kept = (await queryRows(suite.database, sql`select status, content_html from brand_contents where user_id = ${id}`)) as typeof kept;
      }
      expect(kept).toHaveLength(1);
      expect(kept[0]?.status).toBe('stopped');
      // What was written before the stop, not the whole detailed piece.
      expect(kept[0]?.content_html.length).toBeGreaterThan(10);
      expect(kept[0]?.content_html.length).toBeLessThan(800);
      // The request's own end is logged after the piece is kept: give it a moment, then nothing above info.
      await new Promise((r) => setTimeout(r, 200));
      const loud = log.lines.map((line) => JSON.parse(line) as { level: number; msg?: string }).filter((entry) => entry.level >= 40);
      expect(loud.map((entry) => entry.msg)).toEqual([]);
    } finally {
      await paced.close();
    }
  });
});
