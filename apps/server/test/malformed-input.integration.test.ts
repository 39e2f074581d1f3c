// Every declared endpoint (packages/core/src/*/endpoints.ts), sent malformed versions of its example
// call (fast-check, a bounded number per endpoint): wrong types, missing fields, 1 MB strings, deep nesting, NUL and
// lone surrogates, __proto__ keys, invalid ids and cursors, wrong content types, cut-off bodies.
// No answer may be a 5xx or show the server's insides, and a refused call may change no row.
import { messages } from '@iyl/core/catalog/messages';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { injectOpen, multipartBody } from './support/app.ts';
import { contentDigest, testDatabases } from './support/databases.ts';
import type { Endpoint } from '@iyl/core/http/endpoint';
import { type Actor, type Call, declaredEndpoints, exampleCall, INTERNALS, ownerOf, suiteWorld, type World } from './support/endpoints.ts';

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 15);
/** Counted attempts, codes and devices move with every try: that is their purpose, not a change of data. */
const COUNTERS = ['rate_limits', 'otp_codes', 'known_devices'];

interface Attempt {
  what: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const badText = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', '\u0000\ud83d');
const odd = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.string({ maxLength: 20 }),
  badText,
);
const badIds = fc.constantFrom(
  'x',
  '0',
  '-1',
  '%00',
  'a%00b',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
  "1'%20or%20'1'%3D'1",
  '%ED%A0%BD',
  'null',
);
const badQueryValues = fc.oneof(
  fc.constantFrom('-1', '0', 'abc', '1e400', '9'.repeat(400), '%00', 'a%00b', '%ED%A0%BD', 'x'.repeat(5000), '', '[]', '{}'),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v) ?? 'null').toString('base64url')),
);

/** Dates and times far in the future or the past, as a date, a time stamp, and beyond what a Date holds. */
const farDates = fc.constantFrom(
  '9999-12-31T00:00:00Z',
  '9999-12-31',
  '0001-01-01T00:00:00Z',
  '0001-01-01',
  '1000-01-01',
  '1900-01-01T00:00:00.000Z',
  '2100-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-30',
  '2026-13-01T00:00:00Z',
);
const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

/** Every path to a value in a JSON body, e.g. ['answers', 'healthChallenge']. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const own = Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => paths(item, [...prefix, key]));
  return prefix.length ? [prefix, ...own] : own;
}
function withValue(body: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (remove) delete at[last];
  else at[last] = value;
  return copy;
}
const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Malformed versions of one valid call. */
function attempts(op: Endpoint, call: Call): fc.Arbitrary<Attempt> {
  const json = { 'content-type': 'application/json' };
  const body = call.body ?? {};
  const text = JSON.stringify(body);
  const fieldPaths = paths(body);
  const choices: fc.Arbitrary<Attempt>[] = [];
  const url = call.url;

  // Path ids and query strings.
  if (/[0-9a-f]{8}-[0-9a-f]{4}-/.test(url)) {
    choices.push(badIds.map((id) => ({ what: `id ${id.slice(0, 40)}`, url: url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, id), headers: json, payload: call.upload ? undefined : text })));
  }
  if (url.includes('/plans/Health') || url.includes('/plans/Finance')) {
    choices.push(badIds.map((area) => ({ what: `area ${area.slice(0, 40)}`, url: url.replace(/\/plans\/(Health|Finance)/, `/plans/${area}`), headers: json, payload: text })));
  }
  choices.push(
    fc
      .tuple(fc.constantFrom('page', 'q', 'status', 'limit', 'cursor', '__proto__', 'constructor'), badQueryValues)
      .map(([key, value]) => ({ what: `query ${key}=${value.slice(0, 40)}`, url: `${url}${url.includes('?') ? '&' : '?'}${key}=${value}`, headers: json, payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : text })),
  );

  // Dates in the query (?from=2026-03-02) and in the body (startsAt): far in the future or the past.
  const [path, query] = url.split('?');
  const dated = [...new URLSearchParams(query ?? '')].filter(([, value]) => looksLikeDate(value));
  if (dated.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...dated.map(([key]) => key)), farDates).map(([key, value]) => {
        const params = new URLSearchParams(query);
        params.set(key, value);
        return { what: `query ${key}=${value}`, url: `${path}?${params}`, headers: json, payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : text };
      }),
    );
  }
  const datedFields = fieldPaths.filter((p) => looksLikeDate(p.reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], body)));
  if (datedFields.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...datedFields), farDates).map(([p, value]) => ({ what: `${p.join('.')} = ${value}`, url, headers: json, payload: JSON.stringify(withValue(body, p, value)) })),
    );
  }

  if (call.upload) {
    const { payload, contentType } = multipartBody(call.upload);
    choices.push(
      fc.integer({ min: 0, max: payload.length - 1 }).map((cut) => ({ what: `upload cut at ${cut}`, url, headers: { 'content-type': contentType }, payload: payload.subarray(0, cut) })),
      fc.constantFrom('file', 'images', '', '__proto__').map((field) => ({ what: `upload field ${field}`, url, ...fieldUpload(call, field) })),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ what: 'upload of random bytes', url, ...fieldUpload({ ...call, upload: call.upload?.map((p) => ({ ...p, data: Buffer.from(bytes) })) }, 'image') })),
      fc.constantFrom('application/json', 'multipart/form-data', 'multipart/form-data; boundary=', 'text/plain').map((type) => ({ what: `upload as ${type}`, url, headers: { 'content-type': type }, payload: '{"image":"x"}' })),
    );
    return fc.oneof(...choices);
  }
  if (op.method === 'GET' || op.method === 'DELETE') {
    choices.push(fc.jsonValue().map((v) => ({ what: 'a body where none belongs', url, headers: json, payload: JSON.stringify(v) ?? 'null' })));
    return fc.oneof(...choices);
  }

  // JSON bodies.
  choices.push(
    fc.jsonValue({ maxDepth: 3 }).map((v) => ({ what: `body ${JSON.stringify(v)?.slice(0, 40)}`, url, headers: json, payload: JSON.stringify(v) ?? 'null' })),
    fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => ({ what: `body cut at ${cut}`, url, headers: json, payload: text.slice(0, cut) })),
    fc
      .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'image/png', '')
      .map((type) => ({ what: `content type ${type}`, url, headers: { 'content-type': type }, payload: text })),
    fc.constantFrom('{"__proto__":{"role":"Admin","ispaid":true}', '{"constructor":{"prototype":{"role":"Admin"}}').map((start) => ({
      what: `prototype keys ${start.slice(2, 13)}`,
      url,
      headers: json,
      payload: text === '{}' ? `${start}}` : `${start},${text.slice(1)}`,
    })),
  );
  if (fieldPaths.length) {
    const field = fc.constantFrom(...fieldPaths);
    choices.push(
      fc.tuple(field, odd).map(([path, value]) => ({ what: `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 30)}`, url, headers: json, payload: JSON.stringify(withValue(body, path, value)) })),
      field.map((path) => ({ what: `${path.join('.')} missing`, url, headers: json, payload: JSON.stringify(withValue(body, path, undefined, true)) })),
      fc.tuple(field, fc.constantFrom(100_000, 1_000_000, 1_100_000)).map(([path, size]) => ({ what: `${path.join('.')} of ${size} characters`, url, headers: json, payload: JSON.stringify(withValue(body, path, 'x'.repeat(size))) })),
      fc.tuple(field, fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('array' as const, 'object' as const)).map(([path, depth, kind]) => {
        const marker = '"\u2063DEEP\u2063"';
        return { what: `${path.join('.')} nested ${depth} deep`, url, headers: json, payload: JSON.stringify(withValue(body, path, '\u2063DEEP\u2063')).replace(marker, nested(depth, kind)) };
      }),
      fc.tuple(field, badText).map(([path, bad]) => ({ what: `${path.join('.')} with ${JSON.stringify(bad)}`, url, headers: json, payload: JSON.stringify(withValue(body, path, `text ${bad} here`)) })),
    );
  }
  return fc.oneof(...choices);
}

/** Zod's own words (its default messages), which no answer may carry: bad input is answered in the catalogue's words. */
const ZOD_WORDS = /\b(Too (big|small):|Invalid (input|option|string|type|key|element|union|value)\b|Unrecognized keys?\b|expected \w+, received\b|received \w+$)/i;
const catalogueTexts = new Set<string>(Object.values(messages));
/**
 * Whether a refusal's message is the catalogue's: one of its texts, or one followed by what it names (the
 * lesson's video, then the addresses this site allows).
 */
function inCatalogue(message: unknown): boolean {
  if (typeof message !== 'string') return false;
  if (catalogueTexts.has(message)) return true;
  for (const text of catalogueTexts) if (message.startsWith(`${text} `)) return true;
  return false;
}

/** The query keys of paged lists: a page number and a page size. */
const PAGING_KEYS = ['page', 'limit'];
/** Out of range, not a number, past what a double holds (Infinity), and a NUL (not a number either, not unstorable text). */
const BAD_PAGES = ['0', '-1', 'abc', '1e999', '\u0000', 'a\u0000b'];

function fieldUpload(call: Call, field: string) {
  const { payload, contentType } = multipartBody((call.upload ?? []).map((part) => ({ ...part, field })));
  return { headers: { 'content-type': contentType }, payload };
}

/** The owner's cookies and CSRF header, so the malformed call gets past access to the validation behind it. */
function credentials(actor: Actor): Record<string, string> {
  const cookies = [...actor.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return { ...(cookies ? { cookie: cookies } : {}), 'x-csrf-token': actor.client.jar.get('iyl_csrf') ?? '' };
}

describe.each(testDatabases())('malformed input on $name', (testDb) => {
  const suite = suiteWorld(testDb);
  let database: Database;
  let world: World;
  let endpoints: Endpoint[];
  beforeAll(() => {
    ({ database, world } = suite);
    // Deleting goes last (as in the authorization test), so the other endpoints meet the world's records.
    const late = (e: Endpoint) => (e.method === 'DELETE' ? 1 : 0);
    endpoints = declaredEndpoints()
      .filter((op) => op.operationId !== 'Logout')
      .sort((a, b) => late(a) - late(b));
  });

  it("every text field of every upload refuses text that cannot be stored (a NUL) in the catalogue's words, and changes nothing", async () => {
    const failures: string[] = [];
    let fields = 0;
    const uploads = endpoints.filter((op) => op.upload);
    for (const op of uploads) {
      const call = await exampleCall(world, op);
      const upload = call.upload ?? [];
      const texts = upload.filter((part) => part.filename === undefined);
      const { owner } = ownerOf(world, op.access);
      for (const part of texts) {
        fields++;
        for (const bad of ['\u0000', 'a\u0000b']) {
          const before = await contentDigest(database, COUNTERS);
          const { payload, contentType } = multipartBody(upload.map((p) => (p === part ? { ...p, data: Buffer.from(`text ${bad} here`) } : p)));
          const res = await injectOpen(world.app, {
            method: op.method,
            url: call.url,
            headers: { ...credentials(owner), 'content-type': contentType },
            payload,
            remoteAddress: owner.client.ip,
          });
          const where = `${op.operationId} ${part.field} with ${JSON.stringify(bad)}: ${res.statusCode}`;
          if (res.statusCode !== 400 || res.json().error?.message !== messages.unsupportedText) failures.push(`${where} ${res.body.slice(0, 120)}`);
          await world.app.outbox.idle();
          if (JSON.stringify(await contentDigest(database, COUNTERS)) !== JSON.stringify(before)) failures.push(`${where} changed data`);
        }
      }
    }
    // Every upload (a photo, a course's cover, a lesson's picture, a PDF, a topic with its image); the
    // knowledge form's title and specialization, a topic's name and description at least.
    expect(uploads.length).toBeGreaterThanOrEqual(5);
    expect(fields).toBeGreaterThanOrEqual(4);
    expect(failures).toEqual([]);
  }, 120_000);

  it("every paged list answers a page (or page size) out of range or malformed in the catalogue's words for a page (a NUL too)", async () => {
    const failures: string[] = [];
    let lists = 0;
    for (const op of endpoints) {
      const { query } = await op.schemas();
      const shape = query && 'shape' in query ? (query.shape as Record<string, unknown>) : {};
      const paging = PAGING_KEYS.filter((key) => key in shape);
      if (!paging.length) continue;
      lists++;
      const { owner } = ownerOf(world, op.access);
      const call = await exampleCall(world, op);
      const [path, search] = call.url.split('?');
      for (const key of paging) {
        for (const value of BAD_PAGES) {
          const params = new URLSearchParams(search);
          params.set(key, value);
          const res = await injectOpen(world.app, { method: op.method, url: `${path}?${params}`, headers: credentials(owner), remoteAddress: owner.client.ip });
          const message = res.statusCode === 400 ? res.json().error?.message : undefined;
          // The page words for a page, the page-size words for a size: not another line of the catalogue.
          if (message !== (key === 'page' ? messages.pageInvalid : messages.pageSizeInvalid)) failures.push(`${op.operationId} ?${key}=${value}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    // Every numbered list and every plan list (page size): the test is not passing for want of lists.
    expect(lists).toBeGreaterThanOrEqual(25);
    expect(failures).toEqual([]);
  }, 120_000);

  // Last: a malformed call may still be a valid one (a DELETE with a stray query key deletes), so after
  // it the world's records (the coach's course) may be gone, and a test after it could not name them.
  it("no 5xx, no internals in any answer, every refusal in the catalogue's words (never zod's), and nothing changed by a refused call", async () => {
    const failures: string[] = [];
    let before = await contentDigest(database, COUNTERS);
    let sent = 0;
    for (const op of endpoints) {
      const { owner } = ownerOf(world, op.access);
      const call = await exampleCall(world, op);
      await fc.assert(
        fc.asyncProperty(attempts(op, call), async (attempt) => {
          sent++;
          const res = await injectOpen(world.app, {
            method: op.method,
            url: attempt.url,
            headers: { ...credentials(owner), ...attempt.headers },
            payload: attempt.payload,
            remoteAddress: owner.client.ip,
          });
          const where = `${op.operationId}, ${attempt.what}: ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 100)}`);
          for (const pattern of INTERNALS) if (pattern.test(res.body)) failures.push(`${where} shows internals (${pattern})`);
          // Zod's words nowhere; and every error of ours (`{ error: { code, message } }`) in the catalogue's.
          // (A path that is no UTF-8 too, which the router refuses before any route runs.)
          if (res.statusCode >= 400 && ZOD_WORDS.test(res.body)) failures.push(`${where} says zod's words: ${res.body.slice(0, 120)}`);
          const error = res.statusCode >= 400 && res.headers['content-type']?.toString().startsWith('application/json') ? (JSON.parse(res.body) as { error?: unknown }).error : undefined;
          if (res.statusCode >= 400 && typeof error !== 'object') failures.push(`${where} is not a refusal of ours: ${res.body.slice(0, 120)}`);
          if (error && typeof error === 'object' && !inCatalogue((error as { message?: unknown }).message)) {
            failures.push(`${where} says ${JSON.stringify((error as { message?: unknown }).message)?.slice(0, 120)}, not the catalogue's words`);
          }
          // Mail queued by an accepted call goes out in the background, and an answer a question started is
          // written after the call answered: let them end, so they are not counted against the next call.
          await world.app.outbox.idle();
          await world.app.services.coachChat.chat.writer.idle();
          // An AI call's row is written just after it answered (the metered AI, platform/ai/metered.ts).
          await world.app.aiMeter.idle();
          const after = await contentDigest(database, COUNTERS);
          if (res.statusCode >= 400 && JSON.stringify(after) !== JSON.stringify(before)) {
            const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
            failures.push(`${where} refused, yet changed ${changed.join(', ')}`);
          }
          before = after;
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(endpoints.length * RUNS_PER_OPERATION);
    expect(failures).toEqual([]);
  }, 600_000);
});
