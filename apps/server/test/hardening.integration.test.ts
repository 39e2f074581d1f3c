// What an outside probe of part 1 found (issue 12): one request freezing the server, exports that
// crashed on deep nesting, and malformed text that reached PostgreSQL as a 500.
import { messages } from '@iyl/core/catalog/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { browser, errorOf, manualClock, PASSWORD, register, signedInUser, suiteApp } from './support/app.ts';
import { contentDigest, queryRows, testDatabases } from './support/databases.ts';
import { growthRatio, LINEAR_LIMIT } from './support/growth.ts';
import type { TestSmtp } from './support/smtp.ts';
import { surveyAnswers } from './support/survey.ts';

const NUL = 'before\u0000after';
const HALF_EMOJI = 'smile \ud83d please';

async function docxText(payload: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(payload);
  return (await zip.file('word/document.xml')?.async('string')) ?? '';
}

describe.each(testDatabases())('hardening on $name', (testDb) => {
  const clock = manualClock();
  const suite = suiteApp(testDb, () => ({ clock: clock.now }));
  let database: Database;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ database, smtp, app } = suite);
  });

  function customer() {
    clock.advance(3_600_000);
    return signedInUser(app, smtp);
  }

  describe('no request makes the server work in proportion to the square of its size', () => {
    it("a note of 200,000 '<' is saved as text at once; the edit of a missing note and a note past the body limit are refused", async () => {
      const { client } = await customer();
      const save = await client.post('/api/v1/notes', { title: 'Angles', contentHtml: '<'.repeat(200_000) });
      expect(save.statusCode).toBe(201);
      expect(save.json().note.contentHtml.startsWith('&lt;&lt;&lt;')).toBe(true);
      const before = await contentDigest(database);
      const edit = await client.request('PUT', '/api/v1/notes/00000000-0000-4000-8000-000000000000', { title: 'Angles', contentHtml: '<'.repeat(200_000) });
      expect(edit.statusCode).toBe(404);
      expect(errorOf(edit).message).toBe(messages.noteNotFound);
      // Near the 1 MiB body limit: the length is checked before anything reads the text.
      const long = await client.post('/api/v1/notes', { title: 'Angles', contentHtml: '<'.repeat(1_000_000) });
      expect(errorOf(long).message).toBe(messages.noteTooLong);
      expect(await contentDigest(database)).toEqual(before);
    });

    it.each([
      ["'<' without '>'", (n: number) => '<'.repeat(n)],
      ['nested <b>', (n: number) => `${'<b>'.repeat(n / 3)}x`],
      ['open <b>, stray </i>', (n: number) => '<b>'.repeat(n / 7) + '</i>'.repeat(n / 7)],
    ])('saving and exporting grow linearly with %s', async (_shape, make) => {
      const { client } = await customer();
      const save = (html: string) => client.post('/api/v1/notes', { title: 'Shape', contentHtml: html });
      const edit = (html: string) => client.request('PUT', '/api/v1/notes/00000000-0000-4000-8000-000000000000', { title: 'Shape', contentHtml: html });
      const exportDoc = (html: string) => client.post('/api/v1/export/docx', { title: 'Shape', html });
      expect(await growthRatio(save, make, 10_000, 8)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio(edit, make, 10_000, 8)).toBeLessThan(LINEAR_LIMIT);
      expect(await growthRatio(exportDoc, make, 10_000, 4)).toBeLessThan(LINEAR_LIMIT);
    });
  });

  it('signed-in JSON answers carry Cache-Control: no-store', async () => {
    const { client } = await customer();
    await client.post('/api/v1/notes', { title: 'Private', contentHtml: '<p>Only mine</p>' });
    for (const url of ['/api/v1/notes', '/api/v1/auth/session', '/api/v1/dashboard/metrics', '/api/v1/plans/Health/tasks', '/api/v1/referral']) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  describe('deep nesting exports', () => {
    it('GetWord with <b> × 20,000 gives a document with the text', async () => {
      const { client } = await customer();
      const res = await client.post('/api/v1/export/docx', { title: 'Deep', html: `${'<b>'.repeat(20_000)}bottom of the well` });
      expect(res.statusCode).toBe(200);
      expect(await docxText(res.rawPayload)).toContain('bottom of the well');
    });

    it('a saved note of <ul><li> × 10,000 exports, keeping its text', async () => {
      const { client } = await customer();
      const saved = await client.post('/api/v1/notes', { title: 'Lists', contentHtml: `${'<ul><li>'.repeat(10_000)}innermost item` });
      expect(saved.statusCode).toBe(201);
      const res = await client.get(`/api/v1/notes/${saved.json().note.id}/docx`);
      expect(res.statusCode).toBe(200);
      expect(await docxText(res.rawPayload)).toContain('innermost item');
    });
  });

  describe('malformed text is a clear 400 that changes nothing', () => {
    it.each([
      ['a NUL', NUL],
      ['a lone surrogate', HALF_EMOJI],
    ])('%s in register, sign-in, notes, search, survey and challenge', async (_what, bad) => {
      const { client, id } = await customer();
      const stranger = await browser(app, '10.9.0.1').open();
      const before = await contentDigest(database);
      const refused = async (res: Awaited<ReturnType<typeof client.get>>) => {
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toEqual({ code: 'VALIDATION', message: messages.unsupportedText });
      };
      await refused((await register(stranger, { fullname: bad })).res);
      await refused(await stranger.post('/api/v1/auth/login', { email: `a${bad}@iyl.test`, password: PASSWORD }));
      await refused(await stranger.post('/api/v1/auth/forgot', { email: `a${bad}@iyl.test` }));
      await refused(await client.post('/api/v1/notes', { title: bad, contentHtml: '<p>text</p>' }));
      await refused(await client.post('/api/v1/notes', { title: 'Title', contentHtml: `<p>${bad}</p>` }));
      if (bad === NUL) {
        await refused(await client.get('/api/v1/notes?q=a%00b'));
        await refused(await client.get('/api/v1/notes/a%00b'));
      } else {
        // A URL cannot carry a lone surrogate: the bytes UTF-8 has no use for are read as U+FFFD.
        expect((await client.get('/api/v1/notes?q=a%ED%A0%BDb')).statusCode).toBe(200);
        expect((await client.get('/api/v1/notes/a%ED%A0%BDb')).statusCode).toBe(400); // a path that is no UTF-8
      }
      await refused(await client.post('/api/v1/onboarding/assessment', { answers: surveyAnswers({ healthChallenge: bad }) }));
      await refused(await client.post('/api/v1/plans/Health', { challenge: bad }));
      await refused(await client.post('/api/v1/export/docx', { title: bad, html: '<p>x</p>' }));
      expect(await contentDigest(database)).toEqual(before);
      // Refused before the handler ran: no AI allowance was spent on the survey or the challenge.
      expect(await queryRows(database, sql`select 1 from rate_limits where key = ${`ai:acct:${id}`}`)).toHaveLength(0);
    });

    it('a forged paging cursor', async () => {
      const { client } = await customer();
      await client.post('/api/v1/plans/Health', { challenge: 'I want more energy' });
      const forged = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const id = '00000000-0000-4000-8000-000000000000';
      for (const cursor of [
        forged({ s: false, c: 'not-a-date', i: id }),
        forged({ s: false, c: '2026-02-30 10:00:00+00', i: id }),
        forged({ s: false, c: '0000-01-01 00:00:00+00', i: id }),
        forged({ s: 'yes', c: '2026-03-02 09:00:00+00', i: id }),
        forged({ s: false, c: '2026-03-02 09:00:00+00', i: 'not-an-id' }),
        forged([1, 2]),
        'not base64 at all!',
      ]) {
        const res = await client.get(`/api/v1/plans/Health/tasks?cursor=${encodeURIComponent(cursor)}`);
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).message).toBe(messages.badCursor);
      }
      // A cursor the server wrote still pages.
      const first = (await client.get('/api/v1/plans/Health/tasks?limit=2')).json();
      expect((await client.get(`/api/v1/plans/Health/tasks?limit=2&cursor=${first.nextCursor}`)).statusCode).toBe(200);
    });

    it('a cut-off multipart upload', async () => {
      const { client, id } = await customer();
      const boundary = '----iylcut';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      const body = Buffer.concat([Buffer.from(head), Buffer.alloc(5000, 7)]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/profile/photo',
        payload: body,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': client.jar.get('iyl_csrf') ?? '',
        },
        remoteAddress: '10.0.0.1',
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.uploadIncomplete);
      expect((await queryRows(database, sql`select profile_pic from users where id = ${id}`))[0]?.profile_pic).toBeNull();
    });
  });
});
