import { detectCrisis } from '@iyl/core/care/crisis';
import { careRegionOfZone, crisisCare } from '@iyl/core/care/resources';
import { messages } from '@iyl/core/catalog/messages';
import {
  CRISIS_PAST_CAP_MAX,
  ESTABLISHED_MEMBER_DAYS,
  FLAGS_TO_HOLD,
  MESSAGE_MAX,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_DAY_MAX,
  SLOW_MODE_GAP_MS,
  SLOW_MODE_WINDOW_MAX,
  SLOW_MODE_WINDOW_MS,
  STREAMS_PER_MEMBER_MAX,
  TOPIC_TITLE_MAX,
  TOPICS_PER_DAY_MAX,
} from '@iyl/core/community/constants';
import type { Care, CommunityMessage, ReviewItem, Topic, TopicMessages } from '@iyl/core/community/contract';
import { type ReceivedEvent, sseReader } from '@iyl/core/http/sse';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser, createTestApp, errorOf, type FilePart, manualClock, PASSWORD, signedInUser, signIn, suiteApp, textPart, uniqueEmail } from '../../../test/support/app.ts';
import { contentDigest, queryRows, testDatabases } from '../../../test/support/databases.ts';
import { until } from '../../../test/support/until.ts';

const TOPICS = '/api/v1/community/topics';
const messagesOf = (topicId: string) => `${TOPICS}/${topicId}/messages`;
const streamOf = (topicId: string) => `${TOPICS}/${topicId}/stream`;
const topicFlagsOf = (topicId: string) => `${TOPICS}/${topicId}/flags`;
const messageFlagsOf = (messageId: string) => `/api/v1/community/messages/${messageId}/flags`;
const ADMIN = '/api/v1/admin/community';
const REVIEWS = `${ADMIN}/reviews`;
const DECISIONS = `${ADMIN}/decisions`;
const decideMessage = (id: string) => `${ADMIN}/messages/${id}/decision`;
const decideTopic = (id: string) => `${ADMIN}/topics/${id}/decision`;
const silenceOf = (id: string) => `${ADMIN}/members/${id}/silence`;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** Text that tries to become markup: it must come back as the very text, and nothing else may appear. */
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
  "<iframe src='javascript:alert(1)'></iframe>",
  '&lt;b&gt;not bold&lt;/b&gt; & <b>bold?</b>',
];
/** Ordinary sentences with a frightening word in them: no care, shown to all. */
const NOT_CRISIS = ['I could kill for a coffee', 'this workout is killing me', 'I cut myself some slack today', 'my partner hits the gym daily'];

let pngOnce: Promise<Buffer> | undefined;
const png = () => {
  pngOnce ??= sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();
  return pngOnce;
};

const cookieOf = (client: Browser) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
function baseOf(app: FastifyInstance) {
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** The same browser (its cookies) talking to another server process. */
function browserOn(app: FastifyInstance, client: Browser): Browser {
  const there = browser(app);
  for (const [name, value] of client.jar) there.jar.set(name, value);
  return there;
}

/** Every string anywhere in a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * A topic followed over a real socket: the events as they come, until closed (or the server ends it).
 * The request is sent at once; `head()` is its answer's status and type (which the server sends with
 * the first event: see the test on a quiet topic's head). Tests wait for the server's follower instead.
 */
function follow(app: FastifyInstance, client: Browser, topicId: string, options: { after?: string; lastEventId?: string } = {}) {
  const controller = new AbortController();
  const query = options.after === undefined ? '' : `?after=${options.after}`;
  const headers: Record<string, string> = { cookie: cookieOf(client) };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const events: ReceivedEvent[] = [];
  let raw = '';
  let ended = false;
  const read = sseReader();
  const decoder = new TextDecoder();
  const answer = fetch(`${baseOf(app)}${streamOf(topicId)}${query}`, { headers, signal: controller.signal });
  const reading = (async () => {
    try {
      const reader = (await answer).body?.getReader();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        const text = decoder.decode(chunk.value, { stream: true });
        raw += text;
        events.push(...read(text));
      }
    } catch {
      // Closed by the test.
    }
    ended = true;
  })();
  return {
    async head() {
      const res = await answer;
      return { status: res.status, contentType: res.headers.get('content-type') ?? '' };
    },
    events,
    raw: () => raw,
    ended: () => ended,
    /** Whether `n` events came within `ms`. */
    has: (n: number, ms = 3_000) => until(() => events.length >= n, ms),
    async close() {
      controller.abort();
      await reading;
    },
  };
}
type Stream = ReturnType<typeof follow>;

/** A kept moderation decision, as CommunityDecisions lists it. */
interface Decision {
  id: string;
  at: string;
  adminName: string;
  kind: 'message' | 'topic' | 'member';
  action: 'hide' | 'restore' | 'silence' | 'unsilence';
  summary: string;
  note: string | null;
  targetId: string | null;
  restorable: boolean;
}

const messageEvents = (events: ReceivedEvent[]) => events.filter((e) => e.event === 'message').map((e) => e.data as CommunityMessage);

describe.each(testDatabases())('community on $name', (testDb) => {
  const clock = manualClock();
  // Many sign-ins from one address: generous limits. A clock moved by hand: slow mode is the tests' to pace.
  const suite = suiteApp(testDb, () => ({ clock: clock.now, env: { RATE_LIMIT_FACTOR: '1000' } }));
  beforeAll(async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
  });

  let people = 0;
  async function member(fullname = `Member ${++people}`) {
    const user = await signedInUser(suite.app, suite.smtp, { fullname });
    return { ...user, name: fullname };
  }
  type Member = Awaited<ReturnType<typeof member>>;
  /** Makes the account older than it is: `days` before the suite's clock. */
  const backdate = (m: Member, days: number) => queryRows(suite.database, sql`update users set created_at = ${new Date(clock.now().getTime() - days * 86_400_000)} where id = ${m.id}`);
  let lobby: string | undefined;
  /** A member whose flags count: an account older than ESTABLISHED_MEMBER_DAYS, with a message shown. */
  async function established(fullname?: string) {
    const m = await member(fullname);
    await backdate(m, ESTABLISHED_MEMBER_DAYS + 1);
    lobby ??= (await newTopic(m.client, 'Introductions', 'Say hello to everyone')).topic.id;
    await post(m.client, lobby, `Hello, I am ${m.name}`);
    return m;
  }
  async function admin(fullname = 'Ada Admin') {
    const email = uniqueEmail('admin');
    await suite.app.services.auth.createUser({ fullname, email, password: PASSWORD, role: 'Admin' });
    const client = await browser(suite.app).open();
    const res = await signIn(client, suite.smtp, email);
    expect(res.statusCode, res.body).toBe(200);
    return { client, email, name: fullname };
  }
  const createForm = (topic: string | undefined, description: string | undefined, image?: FilePart) => [
    ...(topic === undefined ? [] : [textPart('topic', topic)]),
    ...(description === undefined ? [] : [textPart('description', description)]),
    ...(image ? [image] : []),
  ];
  async function newTopic(client: Browser, topic = 'Morning walks', description = 'Who else walks before work? Share your routes.', image?: FilePart) {
    const res = await client.upload(TOPICS, createForm(topic, description, image));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { message: string; topic: Topic; care: Care };
  }
  /** A message sent past slow mode's gap. */
  async function post(client: Browser, topicId: string, text: string) {
    clock.advance(SLOW_MODE_GAP_MS + 100);
    const res = await client.post(messagesOf(topicId), { text });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json() as { post: CommunityMessage; care: Care };
  }
  async function open(client: Browser, topicId: string, before?: string) {
    const res = await client.get(`${messagesOf(topicId)}${before ? `?before=${before}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TopicMessages;
  }
  async function timeline(client: Browser) {
    const res = await client.get(TOPICS);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Topic[]; total: number };
  }
  async function reviews(client: Browser) {
    const res = await client.get(REVIEWS);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: ReviewItem[]; total: number };
  }
  const storedMessages = async (topicId: string) =>
    (await queryRows(suite.database, sql`select count(*)::int as n from community_messages where topic_id = ${topicId}`))[0]?.n;
  // What the database holds once the mail the app has sent in the background (a reply e-mail) has gone out.
  const digest = async () => {
    await suite.app.outbox.idle();
    return contentDigest(suite.database, ['rate_limits', 'events', 'sessions']);
  };
  const followers = (topicId: string) => suite.app.services.community.live.followers(topicId);
  async function withStreams<T>(streams: Stream[], run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  }

  // ---- 1. Topics ------------------------------------------------------------------------------------

  it('a topic needs a title and a description; nothing is kept without them', async () => {
    const author = await member();
    const before = await digest();
    for (const [topic, description] of [
      [undefined, 'A description'],
      ['A title', undefined],
      [undefined, undefined],
      ['   ', 'A description'],
      ['A title', ' \n\t '],
      ['\u202e\u0007', 'A description'],
    ] as const) {
      const res = await author.client.upload(TOPICS, createForm(topic, description));
      expect(res.statusCode, JSON.stringify([topic, description])).toBe(400);
      expect(errorOf(res).message).toBe(messages.communityFieldsMissing);
    }
    expect(await digest()).toEqual(before);
  });

  it('the shortest topic (no picture) is live at once, on everyone’s timeline with its author’s name and no messages', async () => {
    const author = await member('Wendy Walker');
    const reader = await member('Rita Reader');
    const created = await newTopic(author.client, '  Morning walks  ', 'Who else walks before work?\n\nShare your routes.');
    expect(created.message).toBe(messages.topicCreated);
    expect(created.care).toBeNull();
    expect(created.topic).toMatchObject({
      topic: 'Morning walks',
      description: 'Who else walks before work?\n\nShare your routes.',
      imageUrl: null,
      messageCount: 0,
      author: { name: 'Wendy Walker', profileImage: null },
      mine: true,
      status: 'shown',
    });
    expect(created.topic.entryDate).toBe(clock.now().toISOString());

    const mine = (await timeline(author.client)).items.find((t) => t.id === created.topic.id);
    expect(mine).toMatchObject({ topic: 'Morning walks', messageCount: 0, author: { name: 'Wendy Walker' }, mine: true, status: 'shown' });
    const listRes = await reader.client.get(TOPICS);
    const theirs = (listRes.json() as { items: Topic[] }).items.find((t) => t.id === created.topic.id);
    expect(theirs).toMatchObject({ topic: 'Morning walks', messageCount: 0, author: { name: 'Wendy Walker' }, mine: false, status: 'shown' });
    // The timeline shows names, never addresses.
    expect(listRes.body).not.toContain(author.email);
    expect(listRes.body).not.toContain(reader.email);
  });

  it('a topic with a picture gets it through the photo pipeline (WebP); a file that is not a picture is refused', async () => {
    const author = await member();
    const withPicture = await newTopic(author.client, 'Garden views', 'Pictures from your garden.', { field: 'image', filename: 'g.png', contentType: 'image/png', data: await png() });
    expect(withPicture.topic.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    const served = await suite.app.inject({ url: withPicture.topic.imageUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // Kept as a banner (1200 × 630 at most, never enlarged), not a profile photo's square.
    const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#5a8' } }).png().toBuffer();
    const banner = await newTopic(author.client, 'Sunsets', 'Wide pictures.', { field: 'image', filename: 'w.png', contentType: 'image/png', data: wide });
    const kept = await sharp((await suite.app.inject({ url: banner.topic.imageUrl ?? '' })).rawPayload).metadata();
    expect([kept.width, kept.height]).toEqual([1200, 630]);

    const before = await digest();
    const notImage = await author.client.upload(
      TOPICS,
      createForm('Garden views', 'Pictures', { field: 'image', filename: 'g.png', contentType: 'image/png', data: Buffer.from('not a picture at all') }),
    );
    expect(notImage.statusCode).toBe(400);
    expect(errorOf(notImage).message).toBe(messages.photoType);
    expect(await digest()).toEqual(before);
  });

  it('a topic title is counted as the customer counts it: 120 emoji fit, 121 characters do not', async () => {
    const author = await member();
    const before = await digest();
    const long = await author.client.upload(TOPICS, createForm('x'.repeat(TOPIC_TITLE_MAX + 1), 'A description'));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe(messages.topicTitleTooLong);
    const longEmoji = await author.client.upload(TOPICS, createForm('👍🏽'.repeat(TOPIC_TITLE_MAX + 1), 'A description'));
    expect(errorOf(longEmoji).message).toBe(messages.topicTitleTooLong);
    expect(await digest()).toEqual(before);
    const fits = await newTopic(author.client, '👍🏽'.repeat(TOPIC_TITLE_MAX), 'A description');
    expect(fits.topic.topic).toBe('👍🏽'.repeat(TOPIC_TITLE_MAX));
  });

  it(`a member starts at most ${TOPICS_PER_DAY_MAX} topics a day`, async () => {
    const author = await member();
    for (let i = 0; i < TOPICS_PER_DAY_MAX; i++) await newTopic(author.client, `Topic ${i}`, 'A description');
    const count = async () => (await queryRows(suite.database, sql`select count(*)::int as n from community_topics where author_id = ${author.id}`))[0]?.n;
    expect(await count()).toBe(TOPICS_PER_DAY_MAX);
    const refused = await author.client.upload(TOPICS, createForm('One more', 'A description'));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(messages.topicsPerDay);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(TOPICS_PER_DAY_MAX);
    // Another member is not held back by it; and sent all at once, the cap still holds (the member's lock).
    const other = await member();
    const burst = await Promise.all(Array.from({ length: TOPICS_PER_DAY_MAX + 2 }, (_, i) => other.client.upload(TOPICS, createForm(`Burst ${i}`, 'A description'))));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(TOPICS_PER_DAY_MAX);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(2);
  });

  // ---- 2. Messages: length, blank, plain text ---------------------------------------------------------

  it(`a message is up to ${MESSAGE_MAX} characters as the customer counts them; blank and huge ones are refused, nothing kept`, async () => {
    const author = await member();
    const { topic } = await newTopic(author.client);

    const emoji = '👍🏽'.repeat(MESSAGE_MAX);
    expect(emoji.length).toBeGreaterThan(MESSAGE_MAX * 3);
    expect((await post(author.client, topic.id, emoji)).post.text).toBe(emoji);
    const accents = 'e\u0301'.repeat(MESSAGE_MAX);
    // Kept composed: "é" typed as two code points is one character, and one code point.
    expect((await post(author.client, topic.id, accents)).post.text).toBe('\u00e9'.repeat(MESSAGE_MAX));
    expect((await post(author.client, topic.id, 'a'.repeat(MESSAGE_MAX))).post.text).toBe('a'.repeat(MESSAGE_MAX));

    const before = await digest();
    clock.advance(SLOW_MODE_GAP_MS + 100);
    for (const [text, message] of [
      ['👍🏽'.repeat(MESSAGE_MAX + 1), messages.messageTooLong],
      ['e\u0301'.repeat(MESSAGE_MAX + 1), messages.messageTooLong],
      ['a'.repeat(MESSAGE_MAX + 1), messages.messageTooLong],
      ['', messages.messageBlank],
      ['   ', messages.messageBlank],
      ['\n\t\r  \u202e\u0007\u2066', messages.messageBlank],
      // A NUL is refused by every JSON route before the community sees it.
      ['Hi\u0000', messages.unsupportedText],
      [undefined, messages.messageBlank],
      [42, messages.messageBlank],
    ] as const) {
      const res = await author.client.post(messagesOf(topic.id), text === undefined ? {} : { text });
      expect(res.statusCode, String(text).slice(0, 20)).toBe(400);
      expect(errorOf(res).message, String(text).slice(0, 20)).toBe(message);
    }
    const started = Date.now();
    const huge = await author.client.post(messagesOf(topic.id), { text: 'a'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge).message).toBe(messages.messageTooLong);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await digest()).toEqual(before);
    expect(await storedMessages(topic.id)).toBe(3);
  });

  it('text stays plain: markup comes back as the very text, as JSON, and nothing turns into an element', async () => {
    const author = await member();
    const reader = await member();
    const description = XSS.join('\n');
    const created = await author.client.upload(TOPICS, createForm(`  ${XSS[0]}  `, description));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    const { topic } = created.json() as { topic: Topic };
    expect(topic.topic).toBe(XSS[0]);
    expect(topic.description).toBe(description);

    for (const text of XSS) {
      const { post: sent } = await post(author.client, topic.id, `  ${text} `);
      expect(sent.text).toBe(text);
    }
    const res = await reader.client.get(messagesOf(topic.id));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const page = res.json() as TopicMessages;
    expect(page.messages.map((m) => m.text)).toEqual(XSS);
    expect(page.topic.topic).toBe(XSS[0]);
    expect(page.topic.description).toBe(description);
    // No field holds an element (or an escape) the members did not write themselves.
    const written = [...XSS, description];
    const listed = (await timeline(reader.client)).items.filter((t) => t.id === topic.id);
    for (const field of stringsOf([page, listed])) {
      for (const [element] of field.matchAll(/<[a-z!/][^>]*>|&[a-z]+;/gi)) {
        expect(
          written.some((w) => w.includes(element)),
          `${element} in ${field}`,
        ).toBe(true);
      }
    }
  });

  it('control characters and direction overrides are dropped, line breaks become spaces in a message', async () => {
    const author = await member();
    // (A NUL is refused before, as in every form: the malformed-input test.)
    const { topic } = await newTopic(author.client, 'Plain\u0007 \u202etitle', 'First line\r\nSecond\u0001 line\u2066');
    expect(topic.topic).toBe('Plain title');
    expect(topic.description).toBe('First line\nSecond line');
    const { post: sent } = await post(author.client, topic.id, 'Hi\u0001 there\u0007\u202e!\r\nNext\tline \u2067ok\u007f\u0085\u001b');
    expect(sent.text).toBe('Hi there! Next line ok');
    const stored = await queryRows(suite.database, sql`select text from community_messages where id = ${sent.id}`);
    expect(stored).toEqual([{ text: 'Hi there! Next line ok' }]);
    // Nothing visible is nothing: zero-width spaces alone are a blank message or topic.
    clock.advance(SLOW_MODE_GAP_MS);
    const invisible = await author.client.post(messagesOf(topic.id), { text: '\u200b\u2060 \ufeff' });
    expect(invisible.statusCode).toBe(400);
    expect(errorOf(invisible).message).toBe(messages.messageBlank);
    const blankTopic = await author.client.upload(TOPICS, createForm('\u200b', '\u200b'));
    expect(errorOf(blankTopic).message).toBe(messages.communityFieldsMissing);
  });

  // ---- 3. No e-mail addresses -------------------------------------------------------------------------

  it('no member’s e-mail address is in any answer: timeline, conversation, a post, the stream, the review queue', async () => {
    const author = await member('Alice Author');
    const reader = await member('Bob Reader');
    const moderator = await admin();
    const { topic } = await newTopic(author.client);
    const stream = follow(suite.app, reader.client, topic.id, { after: '0' });
    await withStreams([stream], async () => {
      expect(await until(() => followers(topic.id) === 1, 2_000)).toBe(true);
      const sent = await author.client.post(messagesOf(topic.id), { text: 'Hello all' });
      expect(sent.statusCode).toBe(201);
      clock.advance(SLOW_MODE_GAP_MS);
      const crisis = await author.client.post(messagesOf(topic.id), { text: 'I want to kill myself' });
      expect(crisis.statusCode).toBe(201);
      await reader.client.post(messageFlagsOf(sent.json().post.id), { reason: 'spam', note: 'flagged by a reader' });
      expect(await stream.has(1)).toBe(true);
      const answers = [
        sent.body,
        crisis.body,
        (await author.client.get(TOPICS)).body,
        (await reader.client.get(TOPICS)).body,
        (await author.client.get(messagesOf(topic.id))).body,
        (await reader.client.get(messagesOf(topic.id))).body,
        stream.raw(),
        (await moderator.client.get(REVIEWS)).body,
      ];
      expect(JSON.parse(answers[7] ?? '{}').items.length).toBeGreaterThanOrEqual(2);
      for (const body of answers) {
        expect(body).toContain('Alice Author');
        expect(body).not.toContain(author.email);
        expect(body).not.toContain(reader.email);
        expect(body).not.toContain(moderator.email);
      }
    });
  });

  // ---- 4. Paging ----------------------------------------------------------------------------------------

  it('a conversation comes 50 messages at a time, oldest first, and older ones before a message', async () => {
    const author = await member();
    const reader = await member();
    const { topic } = await newTopic(author.client);
    const sent: string[] = [];
    for (let i = 1; i <= 55; i++) {
      // Paced past slow mode's window too (30 in 10 minutes).
      clock.advance(SLOW_MODE_WINDOW_MS / SLOW_MODE_WINDOW_MAX + 1_000);
      const res = await author.client.post(messagesOf(topic.id), { text: `Message ${i}` });
      expect(res.statusCode, res.body).toBe(201);
      sent.push(res.json().post.id);
    }
    const latest = await open(reader.client, topic.id);
    expect(latest.messages.map((m) => m.text)).toEqual(sent.slice(5).map((_, i) => `Message ${i + 6}`));
    expect(latest.messages.map((m) => m.id)).toEqual(sent.slice(5));
    expect(latest.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(latest.more).toBe(true);
    expect(latest.cursor).toBe('55');
    expect(latest.topic.messageCount).toBe(55);
    expect(latest.messages.every((m) => !m.mine && !m.held)).toBe(true);
    const entryDates = latest.messages.map((m) => Date.parse(m.entryDate));
    expect(entryDates).toEqual([...entryDates].sort((a, b) => a - b));

    const older = await open(reader.client, topic.id, latest.messages[0]?.id);
    expect(older.messages.map((m) => m.text)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(older.more).toBe(false);
    expect((await open(author.client, topic.id)).messages.every((m) => m.mine)).toBe(true);

    // A message of another topic, or none, is not a place to page from.
    const other = await newTopic(author.client, 'Another');
    const wrong = await reader.client.get(`${messagesOf(other.topic.id)}?before=${sent[0]}`);
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong).message).toBe(messages.communityMessageNotFound);
    const malformedBefore = await reader.client.get(`${messagesOf(topic.id)}?before=nope`);
    expect(malformedBefore.statusCode).toBe(400);
  });

  it('a hidden, unknown or malformed topic is not found', async () => {
    const author = await member();
    const moderator = await admin();
    const { topic } = await newTopic(author.client);
    const hidden = await moderator.client.post(decideTopic(topic.id), { action: 'hide', note: 'Off-topic' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ message: messages.topicHidden, status: 'hidden' });
    for (const url of [messagesOf(topic.id), messagesOf(NO_SUCH_ID), streamOf(topic.id)]) {
      const res = await author.client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).message).toBe(messages.topicNotFound);
    }
    clock.advance(SLOW_MODE_GAP_MS);
    const posting = await author.client.post(messagesOf(topic.id), { text: 'Still here?' });
    expect(posting.statusCode).toBe(404);
    expect(errorOf(posting).message).toBe(messages.topicNotFound);
    expect((await timeline(author.client)).items.map((t) => t.id)).not.toContain(topic.id);

    const malformed = await author.client.get(messagesOf('not-a-uuid'));
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).message).toBe(messages.topicNotFound);
    const malformedAfter = await author.client.get(`${streamOf(NO_SUCH_ID)}?after=-1`);
    expect(malformedAfter.statusCode).toBe(400);
  });

  // ---- 5. Slow mode ----------------------------------------------------------------------------------

  it('slow mode: one message every 2 seconds; refusals say when to retry and keep nothing', async () => {
    const author = await member();
    const { topic } = await newTopic(author.client);
    await post(author.client, topic.id, 'First');
    clock.advance(SLOW_MODE_GAP_MS - 1);
    const before = await digest();
    const quick = await author.client.post(messagesOf(topic.id), { text: 'Second, too soon' });
    expect(quick.statusCode).toBe(429);
    expect(errorOf(quick).message).toBe(messages.slowMode);
    expect(quick.headers['retry-after']).toBe('1');
    expect(await digest()).toEqual(before);
    clock.advance(1);
    expect((await author.client.post(messagesOf(topic.id), { text: 'Second' })).statusCode).toBe(201);
    // Another member is not slowed by it.
    const other = await member();
    expect((await other.client.post(messagesOf(topic.id), { text: 'Me too' })).statusCode).toBe(201);
  });

  it(`slow mode: at most ${SLOW_MODE_WINDOW_MAX} messages in 10 minutes`, async () => {
    const author = await member();
    const { topic } = await newTopic(author.client);
    const start = clock.now().getTime();
    const first = await post(author.client, topic.id, 'Message 1');
    for (let i = 2; i <= SLOW_MODE_WINDOW_MAX; i++) await post(author.client, topic.id, `Message ${i}`);
    expect(clock.now().getTime() - start).toBeLessThan(SLOW_MODE_WINDOW_MS);
    clock.advance(SLOW_MODE_GAP_MS + 100);
    const before = await digest();
    const refused = await author.client.post(messagesOf(topic.id), { text: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(messages.slowModeWindow);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await digest()).toEqual(before);
    expect(await storedMessages(topic.id)).toBe(SLOW_MODE_WINDOW_MAX);
    // Once the first has left the window, one more may go.
    clock.advance(Date.parse(first.post.entryDate) + SLOW_MODE_WINDOW_MS - clock.now().getTime() - 1);
    const almost = await author.client.post(messagesOf(topic.id), { text: 'Not yet' });
    expect(errorOf(almost).message).toBe(messages.slowModeWindow);
    clock.advance(1);
    expect((await author.client.post(messagesOf(topic.id), { text: 'After a break' })).statusCode).toBe(201);
  });

  it('two sends by one member at the same instant: exactly one is kept (the member row lock)', async () => {
    const author = await member();
    const { topic } = await newTopic(author.client);
    clock.advance(SLOW_MODE_GAP_MS + 100);
    const answers = await Promise.all([1, 2, 3].map((i) => author.client.post(messagesOf(topic.id), { text: `At once ${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429, 429]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) expect(errorOf(refused).message).toBe(messages.slowMode);
    expect(await storedMessages(topic.id)).toBe(1);
    expect((await open(author.client, topic.id)).topic.messageCount).toBe(1);
  });

  // ---- 6–8. Live ---------------------------------------------------------------------------------------

  // Node keeps a response's head back until its first write: sendSse writes a comment at once, so a
  // quiet topic's stream is seen to be open without waiting for an event or the 15 s heartbeat.
  it('a quiet topic’s stream answers its head at once, before any event', async () => {
    const author = await member();
    const { topic } = await newTopic(author.client);
    const res = await fetch(`${baseOf(suite.app)}${streamOf(topic.id)}`, { headers: { cookie: cookieOf(author.client) }, signal: AbortSignal.timeout(2_000) });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    } finally {
      await res.body?.cancel();
    }
  });

  it('a message posted in one process reaches a reader following the topic in another, within a second', async () => {
    const other = await createTestApp(suite.database, { clock: clock.now, env: { SMTP_URL: suite.smtp.url, RATE_LIMIT_FACTOR: '1000' } });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const writer = await member('Anna Writer');
      const reader = await member('Ben Reader');
      const { topic } = await newTopic(writer.client);
      await post(writer.client, topic.id, 'Before B came');
      const there = browserOn(other, reader.client);
      const opened = await open(there, topic.id);
      expect(opened.messages.map((m) => m.text)).toEqual(['Before B came']);
      const stream = follow(other, there, topic.id, { after: opened.cursor });
      await withStreams([stream], async () => {
        expect(await until(() => other.services.community.live.followers(topic.id) === 1, 2_000)).toBe(true);
        const { post: sent } = await post(writer.client, topic.id, 'Hello from process A');
        const started = Date.now();
        expect(await stream.has(1, 1_000)).toBe(true);
        expect(Date.now() - started).toBeLessThan(1_000);
        const head = await stream.head();
        expect(head.status).toBe(200);
        expect(head.contentType).toMatch(/^text\/event-stream/);
        expect(stream.events).toEqual([
          {
            id: String(Number(opened.cursor) + 1),
            event: 'message',
            data: { ...sent, mine: false, held: false, name: 'Anna Writer', text: 'Hello from process A' },
          },
        ]);
        expect(stream.raw()).not.toContain(writer.email);
        expect(stream.raw()).not.toContain(reader.email);
      });
      expect(await until(() => other.services.community.live.followers(topic.id) === 0, 2_000)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('a stream resumed with Last-Event-ID gets exactly what it missed, in order; after=0 replays from the start', async () => {
    const writer = await member();
    const reader = await member();
    const { topic } = await newTopic(writer.client);
    const { cursor } = await open(reader.client, topic.id);
    expect(cursor).toBe('0');
    const first = follow(suite.app, reader.client, topic.id, { after: cursor });
    let lastId: string | undefined;
    await withStreams([first], async () => {
      expect(await until(() => followers(topic.id) === 1, 2_000)).toBe(true);
      for (const text of ['one', 'two']) await post(writer.client, topic.id, text);
      expect(await first.has(2)).toBe(true);
      expect(first.events.map((e) => [e.id, (e.data as CommunityMessage).text])).toEqual([
        ['1', 'one'],
        ['2', 'two'],
      ]);
      lastId = first.events.at(-1)?.id;
    });
    expect(await until(() => followers(topic.id) === 0, 2_000)).toBe(true);
    for (const text of ['three', 'four', 'five']) await post(writer.client, topic.id, text);

    // Opened at once, from different places: the room's reads serve each from its own place.
    const resumed = follow(suite.app, reader.client, topic.id, { lastEventId: lastId });
    const replay = follow(suite.app, reader.client, topic.id, { after: '0' });
    expect(await resumed.has(3)).toBe(true);
    expect(await replay.has(5)).toBe(true);
    // A Last-Event-ID wins over ?after= (the browser's reconnection keeps the first URL).
    const both = follow(suite.app, reader.client, topic.id, { after: '0', lastEventId: '4' });
    await withStreams([resumed, replay, both], async () => {
      expect(await both.has(1)).toBe(true);
      await post(writer.client, topic.id, 'six');
      expect(await resumed.has(4)).toBe(true);
      expect(await replay.has(6)).toBe(true);
      expect(await both.has(2)).toBe(true);
      // Nothing more is on its way.
      await new Promise((r) => setTimeout(r, 200));
      expect(resumed.events.map((e) => [e.id, e.event, (e.data as CommunityMessage).text])).toEqual([
        ['3', 'message', 'three'],
        ['4', 'message', 'four'],
        ['5', 'message', 'five'],
        ['6', 'message', 'six'],
      ]);
      expect(replay.events.map((e) => (e.data as CommunityMessage).text)).toEqual(['one', 'two', 'three', 'four', 'five', 'six']);
      expect(replay.events.map((e) => e.id)).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(both.events.map((e) => e.id)).toEqual(['5', '6']);
    });
  });

  it('an open stream still gets messages after the events listener’s database connection was cut', async () => {
    const writer = await member();
    const reader = await member();
    const { topic } = await newTopic(writer.client);
    const { cursor } = await open(reader.client, topic.id);
    const listenerPids = async () =>
      (
        await queryRows(
          suite.database,
          sql`select pid from pg_stat_activity where datname = current_database() and (application_name = 'iyl-events' or query ilike 'listen%iyl_events%')`,
        )
      ).map((r) => Number(r.pid));
    const stream = follow(suite.app, reader.client, topic.id, { after: cursor });
    await withStreams([stream], async () => {
      expect(await until(() => followers(topic.id) === 1, 2_000)).toBe(true);
      const before = await listenerPids();
      expect(before.length).toBeGreaterThan(0);
      // An administrator (or a failover) ends the listening connection of this process, the one serving the stream.
      await suite.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'iyl-events'`);
      const { post: sent } = await post(writer.client, topic.id, 'Sent while nobody listened');
      expect(await stream.has(1, 8_000)).toBe(true);
      expect(stream.events).toEqual([{ id: String(Number(cursor) + 1), event: 'message', data: { ...sent, mine: false } }]);
      const after = await listenerPids();
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);
      // And it keeps listening.
      await post(writer.client, topic.id, 'And after');
      expect(await stream.has(2)).toBe(true);
    });
  });

  // ---- 9. Crisis ---------------------------------------------------------------------------------------

  it('a message that reads as a crisis: care for its author at once, held from everyone else until an admin restores it', async () => {
    const author = await member('Cara Crisis');
    const reader = await member();
    const moderator = await admin();
    const zoned = await author.client.request('PUT', '/api/v1/auth/time-zone', { timeZone: 'Europe/London' });
    expect(zoned.statusCode, zoned.body).toBe(200);
    const { topic } = await newTopic(reader.client);
    // Something older waiting for a moderator: a flagged ordinary message.
    const { post: earlier } = await post(author.client, topic.id, 'Morning all');
    expect((await reader.client.post(messageFlagsOf(earlier.id), { reason: 'off-topic' })).statusCode).toBe(200);
    clock.advance(SLOW_MODE_GAP_MS);
    const { cursor } = await open(reader.client, topic.id);
    const stream = follow(suite.app, reader.client, topic.id, { after: cursor });
    await withStreams([stream], async () => {
      expect(await until(() => followers(topic.id) === 1, 2_000)).toBe(true);
      const text = 'I want to kill myself';
      const { post: held, care } = await post(author.client, topic.id, text);
      expect(care).toEqual(crisisCare(detectCrisis(text), careRegionOfZone('Europe/London'), 'community'));
      expect(care?.emergency).toBe('999');
      expect(care?.helplines).toContainEqual(expect.objectContaining({ name: 'Samaritans', contact: '116 123' }));
      expect(held).toMatchObject({ text, held: true, mine: true, name: 'Cara Crisis' });

      // Shared with no one: the next ordinary message is the first thing the stream gets.
      const { post: ordinary } = await post(reader.client, topic.id, 'Anyone for a walk?');
      expect(await stream.has(1)).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
      expect(messageEvents(stream.events).map((m) => m.id)).toEqual([ordinary.id]);
      expect((await open(reader.client, topic.id)).messages.map((m) => m.id)).toEqual([earlier.id, ordinary.id]);
      const own = await open(author.client, topic.id);
      expect(own.messages.map((m) => [m.id, m.held])).toEqual([
        [earlier.id, false],
        [held.id, true],
        [ordinary.id, false],
      ]);
      expect(own.topic.messageCount).toBe(2);

      // Crises come first in the queue (someone may need help now), before older flagged things.
      const queue = (await reviews(moderator.client)).items;
      expect(queue.findIndex((i) => i.id === held.id)).toBeLessThan(queue.findIndex((i) => i.id === earlier.id));
      expect(queue.findIndex((i) => !i.crisis)).toBeGreaterThan(queue.findLastIndex((i) => i.crisis));
      const queued = queue.find((i) => i.id === held.id);
      expect(queued).toMatchObject({ kind: 'message', topicId: topic.id, text, status: 'held', crisis: true, flags: [], author: { id: author.id, name: 'Cara Crisis', silencedUntil: null } });

      // A hide, then its undo from Recent decisions: the crisis goes back to the queue, still held (never
      // published by an undo), and the stream gets nothing.
      expect((await moderator.client.post(decideMessage(held.id), { action: 'hide' })).json().status).toBe('hidden');
      clock.advance(1_000);
      const undone = await moderator.client.post(decideMessage(held.id), { action: 'undo' });
      expect(undone.json()).toEqual({ message: messages.messageBackInQueue, status: 'held' });
      expect((await open(reader.client, topic.id)).messages.map((m) => m.id)).not.toContain(held.id);
      expect((await reviews(moderator.client)).items.find((i) => i.id === held.id)).toMatchObject({ status: 'held', crisis: true });
      const nothing = await moderator.client.post(decideMessage(held.id), { action: 'undo' });
      expect(nothing.statusCode).toBe(400);
      expect(errorOf(nothing).message).toBe(messages.nothingToUndo);
      expect(messageEvents(stream.events).map((m) => m.id)).toEqual([ordinary.id]);
      clock.advance(1_000);

      const restored = await moderator.client.post(decideMessage(held.id), { action: 'restore', note: 'Checked in with them' });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toEqual({ message: messages.messageRestored, status: 'shown' });
      expect(await stream.has(2)).toBe(true);
      expect(stream.events[1]).toEqual({ id: String(Number(cursor) + 2), event: 'message', data: { ...held, held: false, mine: false } });
      expect((await open(reader.client, topic.id)).messages.map((m) => m.id)).toEqual([earlier.id, held.id, ordinary.id]);
      expect((await reviews(moderator.client)).items.map((i) => i.id)).not.toContain(held.id);
    });
  });

  it('crisis language is never refused (issue 46): past slow mode, the 10-minute and daily caps, while silenced and in a topic waiting for a moderator, it gets care and is held from everyone else', async () => {
    const author = await member('Rita Refused');
    const reader = await member();
    const moderator = await admin();
    const { topic } = await newTopic(reader.client, 'Evening walks', 'Who walks after dinner?');
    const crisisText = 'I want to kill myself';
    const expectedCare = crisisCare(detectCrisis(crisisText), null, 'community');
    /** Sent now (the clock not moved): an ordinary message is refused with `refusal`; one in crisis gets care and is held. */
    async function refusedButCared(topicId: string, status: number, refusal: string) {
      const ordinary = await author.client.post(messagesOf(topicId), { text: 'Just checking in' });
      expect(ordinary.statusCode, ordinary.body).toBe(status);
      expect(errorOf(ordinary).message).toContain(refusal);
      const crisis = await author.client.post(messagesOf(topicId), { text: crisisText });
      expect(crisis.statusCode, crisis.body).toBe(201);
      const { post: sent, care } = crisis.json() as { post: CommunityMessage; care: Care };
      expect(care).toEqual(expectedCare);
      expect(sent).toMatchObject({ topicId, text: crisisText, held: true, mine: true });
      return sent;
    }
    const kept: string[] = [];

    // Slow mode: a second message within 2 seconds.
    await post(author.client, topic.id, 'Hello all');
    kept.push((await refusedButCared(topic.id, 429, messages.slowMode)).id);

    // The 10-minute cap.
    clock.advance(SLOW_MODE_WINDOW_MS);
    for (let i = 1; i <= SLOW_MODE_WINDOW_MAX; i++) await post(author.client, topic.id, `Walk ${i}`);
    clock.advance(SLOW_MODE_GAP_MS + 100);
    kept.push((await refusedButCared(topic.id, 429, messages.slowModeWindow)).id);

    // The daily cap.
    clock.advance(SLOW_MODE_WINDOW_MS);
    await queryRows(
      suite.database,
      sql`insert into community_messages (topic_id, author_id, text, created_at) select ${topic.id}, ${author.id}, 'Earlier today', ${new Date(clock.now().getTime() - 3_600_000)} from generate_series(1, ${MESSAGES_PER_DAY_MAX} - (select count(*)::int from community_messages where author_id = ${author.id}))`,
    );
    kept.push((await refusedButCared(topic.id, 429, messages.messagesPerDay)).id);

    // Silenced by a moderator.
    expect((await moderator.client.post(silenceOf(author.id), { hours: 24 })).statusCode).toBe(200);
    kept.push((await refusedButCared(topic.id, 403, messages.communitySilenced)).id);
    // A topic in crisis is not refused either (silenced, and past the day's topics): held, with care.
    for (let i = 0; i <= TOPICS_PER_DAY_MAX; i++) {
      const res = await author.client.upload(TOPICS, createForm(`A hard week ${i}`, 'I have been thinking about ending my life'));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: messages.topicHeld, topic: { status: 'held' }, care: { opening: expect.any(String) } });
    }
    expect(errorOf(await author.client.upload(TOPICS, createForm('Walks', 'Nice routes'))).message).toContain(messages.communitySilenced);
    expect((await moderator.client.post(silenceOf(author.id), { hours: 0 })).statusCode).toBe(200);

    // A topic waiting for a moderator (the author's own, held).
    const waiting = await newTopic(author.client, 'A hard week', 'I have been thinking about ending my life');
    expect(waiting.topic.status).toBe('held');
    clock.advance(SLOW_MODE_GAP_MS + 100);
    await refusedButCared(waiting.topic.id, 409, messages.topicWaiting);

    // No other member sees any of them; they wait for a moderator, as crises.
    expect((await open(reader.client, topic.id)).messages.map((m) => m.text)).not.toContain(crisisText);
    const own = await open(author.client, topic.id);
    expect(own.messages.filter((m) => m.held).map((m) => m.id).sort()).toEqual([...kept].sort());
    const stored = await queryRows(suite.database, sql`select status, crisis from community_messages where author_id = ${author.id} and text = ${crisisText}`);
    expect(stored).toEqual(Array.from({ length: kept.length + 1 }, () => ({ status: 'held', crisis: true })));
    // Past its own ceiling (CRISIS_PAST_CAP_MAX more than the day's cap) a crisis meets the cap too: what
    // one member can create stays bounded.
    clock.advance(SLOW_MODE_GAP_MS + 100);
    await queryRows(
      suite.database,
      sql`insert into community_messages (topic_id, author_id, text, created_at) select ${topic.id}, ${author.id}, 'Earlier today', ${new Date(clock.now().getTime() - 3_600_000)} from generate_series(1, ${CRISIS_PAST_CAP_MAX})`,
    );
    const pastCeiling = await author.client.post(messagesOf(topic.id), { text: crisisText });
    expect(pastCeiling.statusCode, pastCeiling.body).toBe(429);
    expect(errorOf(pastCeiling).message).toBe(messages.messagesPerDay);
    await queryRows(
      suite.database,
      sql`insert into community_topics (author_id, topic, description, status, crisis, created_at) select ${author.id}, 'Earlier', 'Earlier today', 'held', true, ${new Date(clock.now().getTime() - 3_600_000)} from generate_series(1, ${CRISIS_PAST_CAP_MAX})`,
    );
    expect(errorOf(await author.client.upload(TOPICS, createForm('A hard day', 'I have been thinking about ending my life'))).message).toBe(messages.topicsPerDay);
    // Out of the moderators' queue again, which the tests below read a page of.
    await queryRows(suite.database, sql`delete from community_messages where author_id = ${author.id}`);
    await queryRows(suite.database, sql`delete from community_topics where author_id = ${author.id}`);
  });

  it('ordinary sentences with a frightening word get no care and are shown', async () => {
    const author = await member();
    const reader = await member();
    const { topic } = await newTopic(author.client, 'Gym talk', 'How is training going?');
    for (const text of NOT_CRISIS) {
      const { post: sent, care } = await post(author.client, topic.id, text);
      expect(care, text).toBeNull();
      expect(sent.held, text).toBe(false);
    }
    expect((await open(reader.client, topic.id)).messages.map((m) => m.text)).toEqual(NOT_CRISIS);
  });

  it('a crisis written in disguise — look-alike letters, joiners, spacing, signs for letters, Spanish — gets care and is held', async () => {
    const author = await member();
    const reader = await member();
    const { topic } = await newTopic(reader.client, 'Evenings', 'How are your evenings going?');
    const disguised = ['I want to k\u0456ll my\u200Dself', 'i want to k i l l  m y s e l f', 'I will k.i.l.l my-self', 'thinking about $uicide', 'ya no puedo más, quiero matarme'];
    for (const text of disguised) {
      const { post: sent, care } = await post(author.client, topic.id, text);
      expect(care, text).toEqual(crisisCare(['suicide'], null, 'community'));
      expect(sent.held, text).toBe(true);
    }
    expect((await open(reader.client, topic.id)).messages).toEqual([]);
  });

  it('a topic that reads as a crisis waits for a moderator: its author sees it (and care), nobody else does', async () => {
    const author = await member();
    const reader = await member();
    const moderator = await admin();
    const created = await newTopic(author.client, 'A hard week', 'I have been thinking about ending my life');
    expect(created.message).toBe(messages.topicHeld);
    expect(created.care?.emergency).toBeNull();
    expect(created.care).toEqual(crisisCare(detectCrisis('A hard week\nI have been thinking about ending my life'), null, 'community'));
    expect(created.topic).toMatchObject({ status: 'held', mine: true });

    expect((await timeline(author.client)).items.find((t) => t.id === created.topic.id)).toMatchObject({ status: 'held', mine: true });
    expect((await timeline(reader.client)).items.map((t) => t.id)).not.toContain(created.topic.id);
    for (const url of [messagesOf(created.topic.id), streamOf(created.topic.id)]) {
      const res = await reader.client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).message).toBe(messages.topicNotFound);
    }
    expect((await open(author.client, created.topic.id)).topic.status).toBe('held');
    // Its author cannot start the conversation before a moderator approves it.
    clock.advance(SLOW_MODE_GAP_MS);
    const early = await author.client.post(messagesOf(created.topic.id), { text: 'Hello?' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(messages.topicWaiting);
    expect((await reviews(moderator.client)).items.find((i) => i.id === created.topic.id)).toMatchObject({
      kind: 'topic',
      crisis: true,
      status: 'held',
      text: 'A hard week\n\nI have been thinking about ending my life',
    });
    expect((await moderator.client.post(decideTopic(created.topic.id), { action: 'restore' })).json()).toEqual({ message: messages.topicRestored, status: 'shown' });
    expect((await timeline(reader.client)).items.find((t) => t.id === created.topic.id)).toMatchObject({ status: 'shown', mine: false });
  });

  // ---- 10. Flags and moderation --------------------------------------------------------------------------

  it('flags: not one’s own, a reason is needed, one per member; three members’ flags take a message down until an admin decides', async () => {
    const author = await member('Spammy Sam');
    const [f1, f2, f3] = [await established(), await established(), await established()] as [Member, Member, Member];
    const moderator = await admin('Mo Moderator');
    const { topic } = await newTopic(f1.client);
    const { post: spam } = await post(author.client, topic.id, 'Buy cheap pills at spam.example');
    const { cursor } = await open(f1.client, topic.id);
    const stream = follow(suite.app, f2.client, topic.id, { after: cursor });
    await withStreams([stream], async () => {
      expect(await until(() => followers(topic.id) === 1, 2_000)).toBe(true);
      const own = await author.client.post(messageFlagsOf(spam.id), { reason: 'spam' });
      expect(own.statusCode).toBe(400);
      expect(errorOf(own).message).toBe(messages.flagOwn);
      for (const body of [{}, { reason: 'boring' }, { reason: '' }]) {
        const res = await f1.client.post(messageFlagsOf(spam.id), body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorOf(res).message).toBe(messages.flagReasonMissing);
      }
      const unknown = await f1.client.post(messageFlagsOf(NO_SUCH_ID), { reason: 'spam' });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).message).toBe(messages.communityMessageNotFound);

      const flagCount = async () => (await queryRows(suite.database, sql`select count(*)::int as n from community_flags where message_id = ${spam.id}`))[0]?.n;
      // A second flag on the same message is not a second flag, and says so.
      for (const said of [messages.flagged, messages.alreadyFlagged]) {
        const res = await f1.client.post(messageFlagsOf(spam.id), { reason: 'spam', note: ' Selling pills ' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: said });
      }
      expect(await flagCount()).toBe(1);
      expect((await f2.client.post(messageFlagsOf(spam.id), { reason: 'spam' })).statusCode).toBe(200);
      // Two members: still shown to all.
      expect((await open(f3.client, topic.id)).messages.map((m) => m.id)).toEqual([spam.id]);
      const pending = (await reviews(moderator.client)).items.find((i) => i.id === spam.id);
      expect(pending).toMatchObject({ status: 'shown', crisis: false, flags: [{ reason: 'spam', count: 2 }], notes: ['Selling pills'] });

      expect((await f3.client.post(messageFlagsOf(spam.id), { reason: 'inappropriate', note: 'Not ok' })).statusCode).toBe(200);
      expect(await flagCount()).toBe(FLAGS_TO_HOLD);
      expect(await stream.has(1)).toBe(true);
      expect(stream.events[0]).toEqual({ id: String(Number(cursor) + 1), event: 'hidden', data: { id: spam.id } });
      expect((await open(f3.client, topic.id)).messages).toEqual([]);
      expect((await open(f3.client, topic.id)).topic.messageCount).toBe(0);
      // Its author still sees it, as waiting.
      expect((await open(author.client, topic.id)).messages.map((m) => [m.id, m.held])).toEqual([[spam.id, true]]);
      // A held message is not flagged further.
      expect((await (await member()).client.post(messageFlagsOf(spam.id), { reason: 'spam' })).statusCode).toBe(404);

      const queued = (await reviews(moderator.client)).items.find((i) => i.id === spam.id);
      expect(queued).toMatchObject({ kind: 'message', topicId: topic.id, topicTitle: topic.topic, text: spam.text, status: 'held', crisis: false, author: { id: author.id, name: 'Spammy Sam' } });
      expect(queued?.flags).toEqual(expect.arrayContaining([{ reason: 'spam', count: 2 }, { reason: 'inappropriate', count: 1 }]));
      expect(queued?.flags).toHaveLength(2);
      expect([...(queued?.notes ?? [])].sort()).toEqual(['Not ok', 'Selling pills']);

      const hide = await moderator.client.post(decideMessage(spam.id), { action: 'hide', note: 'Advertising' });
      expect(hide.json()).toEqual({ message: messages.messageHidden, status: 'hidden' });
      expect((await reviews(moderator.client)).items.map((i) => i.id)).not.toContain(spam.id);
      expect((await open(author.client, topic.id)).messages).toEqual([]);
      const decisions = (await moderator.client.get(DECISIONS)).json() as { items: Decision[] };
      // A hide that still stands can be undone from the list: it names the message.
      expect(decisions.items[0]).toMatchObject({ adminName: 'Mo Moderator', kind: 'message', action: 'hide', summary: spam.text, note: 'Advertising', targetId: spam.id, restorable: true });

      // Decisions are listed newest first: a moment later.
      clock.advance(1_000);
      const restore = await moderator.client.post(decideMessage(spam.id), { action: 'restore' });
      expect(restore.json()).toEqual({ message: messages.messageRestored, status: 'shown' });
      expect(await stream.has(2)).toBe(true);
      expect(stream.events[1]).toEqual({ id: String(Number(cursor) + 2), event: 'message', data: { ...spam, mine: false } });
      expect((await open(f3.client, topic.id)).messages.map((m) => m.id)).toEqual([spam.id]);
      const later = (await moderator.client.get(DECISIONS)).json() as { items: Decision[] };
      expect(later.items.slice(0, 2).map((d) => [d.action, d.kind, d.summary, d.note, d.restorable])).toEqual([
        ['restore', 'message', spam.text, null, false],
        ['hide', 'message', spam.text, 'Advertising', false],
      ]);
      // An admin's hide of a shown message reaches open chats at once too.
      await moderator.client.post(decideMessage(spam.id), { action: 'hide' });
      expect(await stream.has(3)).toBe(true);
      expect(stream.events[2]).toEqual({ id: String(Number(cursor) + 3), event: 'hidden', data: { id: spam.id } });
      // Undone from Recent decisions: it was shown before that hide, so it is shown again, live.
      clock.advance(1_000);
      expect((await moderator.client.post(decideMessage(spam.id), { action: 'undo' })).json()).toEqual({ message: messages.messageRestored, status: 'shown' });
      expect(await stream.has(4)).toBe(true);
      expect(stream.events[3]).toMatchObject({ id: String(Number(cursor) + 4), event: 'message', data: { id: spam.id } });
    });
  });

  it('three members’ flags take a topic off the timeline and close its open chats', async () => {
    const author = await member();
    const flaggers = [await established(), await established(), await established()];
    const moderator = await admin();
    const { topic } = await newTopic(author.client, 'Off topic stuff', 'Nothing about wellbeing');
    await post(author.client, topic.id, 'Hi');
    const reader = flaggers[0] as Member;
    const { cursor } = await open(reader.client, topic.id);
    const stream = follow(suite.app, reader.client, topic.id, { after: cursor });
    await withStreams([stream], async () => {
      expect(await until(() => followers(topic.id) === 1, 2_000)).toBe(true);
      const own = await author.client.post(topicFlagsOf(topic.id), { reason: 'spam' });
      expect(errorOf(own).message).toBe(messages.flagOwn);
      for (const f of flaggers) expect((await f.client.post(topicFlagsOf(topic.id), { reason: 'off-topic', note: 'Not wellbeing' })).statusCode).toBe(200);
      expect(await stream.has(1)).toBe(true);
      expect(stream.events[0]).toEqual({ id: String(Number(cursor) + 1), event: 'topicHidden', data: { id: topic.id } });
      // The stream ends there, and the server lets the follower go.
      expect(await until(() => stream.ended(), 2_000)).toBe(true);
      expect(followers(topic.id)).toBe(0);
      expect((await timeline(reader.client)).items.map((t) => t.id)).not.toContain(topic.id);
      expect((await reader.client.get(messagesOf(topic.id))).statusCode).toBe(404);
      expect((await timeline(author.client)).items.find((t) => t.id === topic.id)).toMatchObject({ status: 'held' });
      expect((await reviews(moderator.client)).items.find((i) => i.id === topic.id)).toMatchObject({
        kind: 'topic',
        status: 'held',
        crisis: false,
        flags: [{ reason: 'off-topic', count: 3 }],
        notes: ['Not wellbeing', 'Not wellbeing', 'Not wellbeing'],
      });
    });
  });

  it('flags are weighed: new accounts, accounts with nothing shown and silenced members queue a message for review but never take it down', async () => {
    const author = await member('Targeted Tina');
    const reader = await member();
    const moderator = await admin();
    const { topic } = await newTopic(author.client, 'Gardening', 'Tomatoes and beans');
    const { post: target } = await post(author.client, topic.id, 'My beans came up today');
    const shownTo = async (m: Member) => (await open(m.client, topic.id)).messages.some((x) => x.id === target.id);
    const flag = async (m: Member) => {
      const res = await m.client.post(messageFlagsOf(target.id), { reason: 'inappropriate' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: messages.flagged });
    };

    // Three accounts made just now, and one old enough that has never had anything shown.
    const fresh = [await member(), await member(), await member()];
    const quiet = await member();
    await backdate(quiet, 400);
    for (const m of [...fresh, quiet]) await flag(m);
    expect(await shownTo(reader)).toBe(true);
    expect((await open(reader.client, topic.id)).topic.messageCount).toBe(1);
    // Each of them still reaches a moderator: it waits in the queue, shown.
    expect((await reviews(moderator.client)).items.find((i) => i.id === target.id)).toMatchObject({ status: 'shown', flags: [{ reason: 'inappropriate', count: 4 }] });

    // A new account that has written something is still new.
    const newcomer = await member();
    await post(newcomer.client, topic.id, 'Lovely!');
    await flag(newcomer);
    expect(await shownTo(reader)).toBe(true);

    // Two established members: not yet. One of them silenced since counts for nothing, so a third is not enough.
    const [e1, e2, e3, e4] = [await established(), await established(), await established(), await established()] as [Member, Member, Member, Member];
    await flag(e1);
    await flag(e2);
    expect(await shownTo(reader)).toBe(true);
    expect((await moderator.client.post(silenceOf(e1.id), { hours: 24 })).statusCode).toBe(200);
    await flag(e3);
    expect(await shownTo(reader)).toBe(true);
    // Three established members in good standing: held until a moderator decides.
    await flag(e4);
    expect(await shownTo(reader)).toBe(false);
    expect((await open(author.client, topic.id)).messages.find((m) => m.id === target.id)).toMatchObject({ held: true });
    expect((await reviews(moderator.client)).items.find((i) => i.id === target.id)).toMatchObject({ status: 'held', flags: [{ reason: 'inappropriate', count: 9 }] });
    await moderator.client.post(silenceOf(e1.id), { hours: 0 });
  });

  it('customers cannot use the moderators’ endpoints; anonymous callers are asked to sign in', async () => {
    const customer = await member();
    const { topic } = await newTopic(customer.client);
    const { post: sent } = await post(customer.client, topic.id, 'Mine');
    const before = await digest();
    const calls: [string, string, object?][] = [
      ['GET', REVIEWS],
      ['GET', DECISIONS],
      ['POST', decideMessage(sent.id), { action: 'hide' }],
      ['POST', decideTopic(topic.id), { action: 'hide' }],
      ['POST', silenceOf(customer.id), { hours: 1 }],
    ];
    for (const [method, url, body] of calls) {
      const res = await customer.client.request(method as 'GET' | 'POST', url, body);
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).message).toBe(messages.forbidden);
      const anonymous = await (await browser(suite.app).open()).request(method as 'GET' | 'POST', url, body);
      expect(anonymous.statusCode, url).toBe(401);
    }
    expect(await digest()).toEqual(before);
  });

  // ---- 11. Silence ---------------------------------------------------------------------------------------

  it('a silenced member can read but not post, until it is lifted; each decision is kept', async () => {
    const loud = await member('Loud Larry');
    const other = await member();
    const moderator = await admin('Sol Silencer');
    const { topic } = await newTopic(other.client);
    await post(loud.client, topic.id, 'Before');

    const silenced = await moderator.client.post(silenceOf(loud.id), { hours: 1, note: 'Cool down' });
    expect(silenced.statusCode, silenced.body).toBe(200);
    expect(silenced.json()).toEqual({ message: messages.memberSilenced, silencedUntil: new Date(clock.now().getTime() + 3_600_000).toISOString() });
    clock.advance(SLOW_MODE_GAP_MS + 100);
    const before = await digest();
    const posting = await loud.client.post(messagesOf(topic.id), { text: 'Let me speak' });
    expect(posting.statusCode).toBe(403);
    // Until when, in the member's own zone (UTC here): the clock stands at 09:00 plus a few seconds, 1 hour on.
    expect(errorOf(posting).message).toMatch(new RegExp(`^${messages.communitySilenced.replace(/[.]/g, '\\.')} ${messages.communitySilencedUntil} \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}\\s[AP]M\\.$`));
    const creating = await loud.client.upload(TOPICS, createForm('My own topic', 'Then'));
    expect(creating.statusCode).toBe(403);
    expect(errorOf(creating).message).toBe(errorOf(posting).message);
    expect(await digest()).toEqual(before);
    // Nor flag: three silenced accounts could otherwise hold anyone's message.
    const otherSays = await post(other.client, topic.id, 'Hello Larry');
    const flagging = await loud.client.post(messageFlagsOf(otherSays.post.id), { reason: 'spam' });
    expect(flagging.statusCode).toBe(403);
    expect(errorOf(flagging).message).toBe(errorOf(posting).message);
    expect((await open(loud.client, topic.id)).messages.map((m) => m.text)).toEqual(['Before', 'Hello Larry']);
    expect((await loud.client.get(TOPICS)).statusCode).toBe(200);

    clock.advance(1_000);
    const lifted = await moderator.client.post(silenceOf(loud.id), { hours: 0 });
    expect((await loud.client.post(messageFlagsOf(otherSays.post.id), { reason: 'spam' })).statusCode).toBe(200);
    expect(lifted.json()).toEqual({ message: messages.memberUnsilenced, silencedUntil: null });
    expect((await loud.client.post(messagesOf(topic.id), { text: 'Thanks' })).statusCode).toBe(201);
    await newTopic(loud.client, 'My own topic', 'Now');

    const decisions = ((await moderator.client.get(DECISIONS)).json() as { items: Decision[] }).items;
    expect(decisions.slice(0, 2).map((d) => [d.adminName, d.kind, d.action, d.summary, d.note])).toEqual([
      ['Sol Silencer', 'member', 'unsilence', 'Loud Larry', null],
      ['Sol Silencer', 'member', 'silence', 'Loud Larry, for 1 h', 'Cool down'],
    ]);

    const coach = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname: 'Coach Cora' });
    for (const id of [coach.id, NO_SUCH_ID]) {
      const res = await moderator.client.post(silenceOf(id), { hours: 24 });
      expect(res.statusCode, id).toBe(404);
      expect(errorOf(res).message).toBe(messages.memberNotFound);
    }
    for (const hours of [-1, 1.5, 721, '1']) {
      const res = await moderator.client.post(silenceOf(loud.id), { hours });
      expect(res.statusCode, String(hours)).toBe(400);
      expect(errorOf(res).message).toBe(messages.silenceInvalid);
    }
  });

  // ---- 12. Concurrency -------------------------------------------------------------------------------------

  it('one member follows at most 20 conversations at once; closing one makes room', async () => {
    const reader = await member();
    const { topic } = await newTopic(reader.client);
    // Streams held open in the process (a real socket per stream would outlive the test in the client's pool).
    const openStream = async (client: Browser) => {
      const res = await suite.app.inject({ method: 'GET', url: streamOf(topic.id), headers: { cookie: cookieOf(client) }, payloadAsStream: true });
      const body = res.stream();
      body.on('error', () => undefined);
      return { status: res.statusCode, close: () => res.raw.res.destroy() };
    };
    const streams = await Promise.all(Array.from({ length: STREAMS_PER_MEMBER_MAX }, () => openStream(reader.client)));
    try {
      expect(streams.map((s) => s.status)).toEqual(Array(STREAMS_PER_MEMBER_MAX).fill(200));
      expect(await until(() => followers(topic.id) === STREAMS_PER_MEMBER_MAX, 5_000)).toBe(true);
      const refused = await suite.app.inject({ method: 'GET', url: streamOf(topic.id), headers: { cookie: cookieOf(reader.client) } });
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).message).toBe(messages.tooManyStreams);
      // Another member is not counted against them.
      const other = await openStream((await member()).client);
      expect(other.status).toBe(200);
      other.close();
      streams[0]?.close();
      expect(await until(() => followers(topic.id) === STREAMS_PER_MEMBER_MAX - 1, 2_000)).toBe(true);
      const again = await openStream(reader.client);
      expect(again.status).toBe(200);
      again.close();
    } finally {
      for (const s of streams) s.close();
    }
    expect(await until(() => followers(topic.id) === 0, 2_000)).toBe(true);
  });

  it('ten members posting at once into one topic: all land, counted once, streamed once each in order', async () => {
    const host = await member();
    const writers = await Promise.all(Array.from({ length: 10 }, () => member()));
    const { topic } = await newTopic(host.client);
    const live = follow(suite.app, host.client, topic.id, { after: '0' });
    await withStreams([live], async () => {
      expect(await until(() => followers(topic.id) === 1, 2_000)).toBe(true);
      clock.advance(SLOW_MODE_GAP_MS + 100);
      const answers = await Promise.all(writers.map((w, i) => w.client.post(messagesOf(topic.id), { text: `Writer ${i}` })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
      const ids = answers.map((a) => a.json().post.id as string);
      const page = await open(host.client, topic.id);
      expect(page.topic.messageCount).toBe(10);
      expect(page.cursor).toBe('10');
      expect(page.messages.map((m) => m.id).sort()).toEqual([...ids].sort());

      const replay = follow(suite.app, host.client, topic.id, { after: '0' });
      await withStreams([replay], async () => {
        for (const stream of [live, replay]) {
          expect(await stream.has(10)).toBe(true);
          await new Promise((r) => setTimeout(r, 100));
          expect(stream.events.map((e) => e.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
          expect(stream.events.every((e) => e.event === 'message')).toBe(true);
          expect(messageEvents(stream.events).map((m) => m.id).sort()).toEqual([...ids].sort());
        }
        // Both streams saw the same order: the feed's.
        expect(replay.events).toEqual(live.events);
      });
    });
  });
});
