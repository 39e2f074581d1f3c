// Issue 26, item 4: one customer's heaviest requests, in loops, must not make the server shed everyone
// else. Load shedding is on here (as in production); the noisy customer's work runs off the event loop
// or is refused by the per-account write limit, and the other customer's reads all succeed.
import { messages } from '@iyl/core/catalog/messages';
import { describe, expect, it } from 'vitest';
import { WRITES_PER_MINUTE } from '../src/platform/http/write-limit.ts';
import { TASKS_PER_ACCOUNT } from '../src/platform/workers/pool.ts';
import { errorOf, logCapture, signedInUser, suiteApp } from './support/app.ts';
import { testDatabases } from './support/databases.ts';

const LIMIT = 200_000;
/** The worst rich text the note endpoints accept, in a few shapes. */
const worstHtml = ['<'.repeat(LIMIT), '<p>hello world</p>'.repeat(LIMIT / 18), '<span style="font-size: 24px">x</span>'.repeat(LIMIT / 40)];

describe.each(testDatabases())('one noisy customer, on $name', (testDb) => {
  const log = logCapture();
  const suite = suiteApp(testDb, () => ({ env: { SHED_LOOP_DELAY_MS: '250', LOG_LEVEL: 'warn' }, logger: { level: 'warn', stream: log.stream } }));

  it("another customer's reads all succeed while one customer loops the heaviest notes and exports", async () => {
    const noisy = await signedInUser(suite.app, suite.smtp);
    const quiet = await signedInUser(suite.app, suite.smtp);
    await quiet.client.post('/api/v1/routines', { title: 'Walk', description: 'A short walk', target: 'Morning', routineType: 'Daily' });
    const first = await noisy.client.post('/api/v1/notes', { title: 'Long', contentHtml: worstHtml[1] });
    expect(first.statusCode).toBe(201);
    const noteId = first.json().note.id as string;

    const heavy = [
      ...worstHtml.map((html) => () => noisy.client.post('/api/v1/notes', { title: 'Worst', contentHtml: html })),
      ...worstHtml.map((html) => () => noisy.client.request('PUT', `/api/v1/notes/${noteId}`, { title: 'Worst', contentHtml: html })),
      ...worstHtml.map((html) => () => noisy.client.post('/api/v1/export/docx', { title: 'Worst', html })),
      () => noisy.client.get(`/api/v1/notes/${noteId}/docx`),
    ];
    let done = false;
    const noisyStatuses: number[] = [];
    const loops = Array.from({ length: 3 }, async () => {
      for (const request of heavy) noisyStatuses.push((await request()).statusCode);
    });
    const quietStatuses: number[] = [];
    const reads = (async () => {
      const paths = ['/api/v1/routines', '/api/v1/mood/logs', '/api/v1/reminders', '/api/v1/notes'];
      for (let i = 0; !done; i++) {
        quietStatuses.push((await quiet.client.get(paths[i % paths.length] as string)).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await Promise.all(loops);
    done = true;
    await reads;

    expect(noisyStatuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(quietStatuses.length).toBeGreaterThan(10);
    expect(quietStatuses.filter((s) => s !== 200)).toEqual([]);
    // Nothing went wrong on the server's side either (no 5xx, no reply sent twice).
    expect(log.lines.filter((line) => /"level":(40|50|60)/.test(line))).toEqual([]);
  }, 120_000);

  it("one account's many .docx exports at once do not make another account's large note save fail", async () => {
    const noisy = await signedInUser(suite.app, suite.smtp);
    const quiet = await signedInUser(suite.app, suite.smtp);
    const note = await noisy.client.post('/api/v1/notes', { title: 'Long', contentHtml: worstHtml[1] });
    expect(note.statusCode).toBe(201);
    // Exports are reads: the per-account write limit does not count them.
    const exports = Array.from({ length: 100 }, () => noisy.client.get(`/api/v1/notes/${note.json().note.id}/docx`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const save = await quiet.client.post('/api/v1/notes', { title: 'Mine', contentHtml: worstHtml[2] });
    expect(save.statusCode).toBe(201);
    const answers = await Promise.all(exports);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(TASKS_PER_ACCOUNT);
    // The rest are told to try again in a moment.
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect([refused.statusCode, errorOf(refused), refused.headers['retry-after']]).toEqual([503, { code: 'BUSY', message: messages.busy }, '1']);
    }
  }, 120_000);

  it('writes are limited per account: a script gets 429 with the catalogue message, another customer is not affected', async () => {
    const noisy = await signedInUser(suite.app, suite.smtp);
    const quiet = await signedInUser(suite.app, suite.smtp);
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE; i++) statuses.push((await noisy.client.post('/api/v1/notes', { title: `n${i}`, contentHtml: 'x' })).statusCode);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const over = await noisy.client.post('/api/v1/notes', { title: 'one too many', contentHtml: 'x' });
    expect(over.statusCode).toBe(429);
    expect(errorOf(over)).toEqual({ code: 'RATE_LIMITED', message: messages.writeLimit });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Reads still work for the noisy customer, and the other customer writes as usual.
    expect((await noisy.client.get('/api/v1/notes')).statusCode).toBe(200);
    expect((await quiet.client.post('/api/v1/notes', { title: 'mine', contentHtml: 'x' })).statusCode).toBe(201);
  });
});
