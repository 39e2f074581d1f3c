/// <reference types="vite/client" />
// The world the generic endpoint tests (authorization, malformed input) run in: one app, users of
// every role, records of the customer's, and for every declared endpoint (packages/core/src/*/
// endpoints.ts) a valid call built from its declaration. A new endpoint is in both tests the day it
// is declared, with no test written for it.
import { type Access, rolesOf } from '@iyl/core/access/permissions';
import type { Role } from '@iyl/core/access/roles';
import { EVENT_STREAM, type Endpoint, fillPath } from '@iyl/core/http/endpoint';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../src/platform/db/database.ts';
import { type Browser, browser, createTestApp, type FilePart, manualClock, type Method, PASSWORD, register, signIn, textPart, uniqueEmail } from './app.ts';
import { failedJob } from './failed-job.ts';
import { makePdf } from './pdf.ts';
import { WORLD_TOPIC } from '../../src/features/community/test-world.ts';
import { afterAll, beforeAll } from 'vitest';
import { queryRows, type TestDatabase } from './databases.ts';
import { startSmtpServer, type TestSmtp } from './smtp.ts';
import { type Actor, orderParts, type WorldPart } from './world-part.ts';

export type { Actor } from './world-part.ts';

/** One operation as the served document states it. */
export interface Operation {
  method: Method;
  /** OpenAPI form, e.g. /api/v1/notes/{id}. */
  path: string;
  operationId: string;
  /** As declared (x-access): a role list, a permission, 'public' or 'signedIn'. */
  access: Access;
  /** The roles the server admits (x-roles; absent when the access asks for no role). */
  roles?: readonly Role[];
}

/** A request: url with its path filled in, and a JSON body or a multipart upload. */
export interface Call {
  url: string;
  body?: object;
  upload?: FilePart[];
  /** The answer is server-sent events. */
  stream?: boolean;
}

export interface World {
  app: FastifyInstance;
  database: Database;
  /** The owner of the records (a customer) and another customer. */
  customer: Actor;
  otherCustomer: Actor;
  coach: Actor;
  otherCoach: Actor;
  admin: Actor;
  otherAdmin: Actor;
  global: Actor;
  otherGlobal: Actor;
  anonymous: Actor;
  forgedCookie: Actor;
  forgedBearer: Actor;
  /** Texts only the customer's own records hold: none may appear in anyone else's answer. */
  markers: string[];
  /** The customer's records by kind (note, routine, coachBooking, payout …), made by each feature's test-world.ts. */
  records: Record<string, string>;
  /** Markers another party may rightly see: the coach sees their client's e-mail and the bookings they share. */
  sharedWith: Map<Actor, string[]>;
}

/**
 * Every endpoint declared in packages/core/src/<feature>/endpoints.ts, found by looking (a new
 * feature's file is picked up without a line written here).
 */
export function declaredEndpoints(): Endpoint[] {
  const files = import.meta.glob<Record<string, unknown>>('../../../../packages/core/src/*/endpoints.ts', { eager: true });
  const found = new Map<string, Endpoint>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 3) return;
    if ('operationId' in value && 'schemas' in value) {
      const endpoint = value as Endpoint;
      found.set(endpoint.operationId, endpoint);
      return;
    }
    for (const item of Object.values(value)) visit(item, depth + 1);
  };
  for (const exports of Object.values(files)) visit(exports, 0);
  return [...found.values()];
}

/**
 * How to name a record of a kind an endpoint `owns`: the one the features' world parts made, unless it
 * must be read live (the meal of the current week, which a test may have replaced).
 */
const recordIds: Record<string, (world: World) => string | undefined | Promise<string | undefined>> = {
  meal: async (w) => (await w.customer.client.get('/api/v1/meals')).json().plan?.meals[0]?.id ?? w.records.meal,
  course: async (w) => (await worldCourse(w)).id,
};

/** An id that names no course or lesson. */
const NO_COURSE = '00000000-0000-4000-8000-000000000000';

/**
 * The world coach's course (made by features/courses/test-world.ts) and its lessons, as they are now;
 * once deleted, ids that name none (the calls then answer 404).
 */
async function worldCourse(w: World): Promise<{ id?: string; lessonId: string; lessonIds: string[] }> {
  const id = (await w.coach.client.get('/api/v1/coach/courses')).json().items?.[0]?.id as string | undefined;
  const lessons = id ? (((await w.coach.client.get(`/api/v1/coach/courses/${id}`)).json().lessons ?? []) as { id: string }[]) : [];
  return { id, lessonId: lessons[0]?.id ?? NO_COURSE, lessonIds: lessons.length ? lessons.map((l) => l.id) : [NO_COURSE] };
}

/**
 * Calls whose example names a live record no one owns alone (a coach anyone may look up, a payout
 * any admin may pay, a free time anyone may book): the parts of the example filled from the world.
 */
let worldJobs = 0;
const liveExamples: Record<string, (world: World) => Promise<{ params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object }>> = {
  GetCoachSlots: async (w) => ({ params: { coachId: w.coach.id }, query: { from: new Date().toISOString().slice(0, 10) } }),
  Booking: async (w) => {
    // A busy machine may shed the read (503): it is asked again, and any other answer is said plainly.
    for (let attempt = 1; ; attempt++) {
      const res = await w.customer.client.get(`/api/v1/coaches/${w.coach.id}/slots`);
      const slots = res.statusCode === 200 ? (res.json().slots as { startsAt: string }[]) : [];
      const last = slots.at(-1);
      if (last) return { body: { coachId: w.coach.id, startsAt: last.startsAt } };
      if (attempt >= 5 || (res.statusCode !== 503 && res.statusCode !== 429)) throw new Error(`no free time to book: GET slots answered ${res.statusCode} ${res.body.slice(0, 300)}`);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  },
  MarkPayoutPaid: async (w) => ({ params: { id: w.records.payout } }),
  // The console acts on a customer of its own (features/admin/test-world.ts), and shows the world's
  // coach as they are (listed: a 409 that changes nothing).
  SuspendUser: async (w) => ({ params: { id: w.records.consoleTarget } }),
  RestoreUser: async (w) => ({ params: { id: w.records.consoleTarget } }),
  SetCoachListed: async (w) => ({ params: { id: w.coach.id } }),
  // The Global administrator disables and enables an admin of the console's own (features/admin/test-world.ts).
  DisableAdmin: async (w) => ({ params: { id: w.records.consoleAdmin } }),
  EnableAdmin: async (w) => ({ params: { id: w.records.consoleAdmin } }),
  // Platform health's Retry: a job that failed for good, made for each call (the first Retry takes it).
  // (Each in a queue of its own: a retried job waits in its queue, and would be the next one taken up there.)
  RetryJob: async (w) => ({ params: { id: await failedJob(w.database.url, `world-probe-${++worldJobs}`, 'the world’s failed job') } }),
  // Courses: any customer may open any coach's course, so its ids are no one's secret (not records,
  // whose ids are markers); they are read live from the world's coach.
  CourseLecture: async (w) => ({ params: { email: w.coach.email } }),
  // The directory's coach by e-mail: listed to every customer, like their courses.
  DirectoryCoach: async (w) => ({ params: { email: w.coach.email } }),
  GetCourse: async (w) => ({ params: { id: (await worldCourse(w)).id ?? NO_COURSE } }),
  AddRatings: async (w) => ({ params: { id: (await worldCourse(w)).id ?? NO_COURSE } }),
  MarkLessonDone: async (w) => {
    const { id = NO_COURSE, lessonId } = await worldCourse(w);
    return { params: { id, lessonId } };
  },
  SaveCoursePosition: async (w) => {
    const { id = NO_COURSE, lessonId } = await worldCourse(w);
    return { params: { id }, body: { lessonId, positionSeconds: 42 } };
  },
  UpdateLesson: async (w) => ({ params: { lessonId: (await worldCourse(w)).lessonId } }),
  DeleteLesson: async (w) => ({ params: { lessonId: (await worldCourse(w)).lessonId } }),
  ReorderLessons: async (w) => ({ body: { lessonIds: (await worldCourse(w)).lessonIds } }),
  // The community: the world's topic (features/community/test-world.ts), written by a member of its own.
  GetTopic: async (w) => ({ params: { id: (await worldTopic(w)).topicId } }),
  FollowTopic: async (w) => ({ params: { id: (await worldTopic(w)).topicId } }),
  PostPop: async (w) => ({ params: { id: (await worldTopic(w)).topicId } }),
  FlagTopic: async (w) => ({ params: { id: (await worldTopic(w)).topicId } }),
  FlagMessage: async (w) => ({ params: { id: (await worldTopic(w)).messageId } }),
  // Restoring, and a silence lifted: calls that leave the world as it was for the calls after them.
  DecideTopic: async (w) => ({ params: { id: (await worldTopic(w)).topicId }, body: { action: 'restore' } }),
  DecideMessage: async (w) => ({ params: { id: (await worldTopic(w)).messageId }, body: { action: 'restore' } }),
  SilenceMember: async (w) => ({ params: { id: (await worldTopic(w)).hostId }, body: { hours: 0 } }),
  CommunityTopicConversation: async (w) => ({ params: { id: (await worldTopic(w)).topicId } }),
};

/** The world's community topic, its first message and its author, as they are now. */
async function worldTopic(w: World): Promise<{ topicId: string; messageId: string; hostId: string }> {
  const [row] = await queryRows(
    w.database,
    sql`select t.id as topic_id, t.author_id as host_id, (select m.id from community_messages m where m.topic_id = t.id order by m.created_at limit 1) as message_id
        from community_topics t where t.topic = ${WORLD_TOPIC}`,
  );
  if (!row) throw new Error('the world has no community topic (features/community/test-world.ts)');
  return { topicId: String(row.topic_id), messageId: String(row.message_id), hostId: String(row.host_id) };
}

/**
 * A valid call of an endpoint as `owner` would make it: its declared example, with the record it
 * owns (if any) being one of the owner's; uploads send a small PNG.
 */
export async function exampleCall(world: World, endpoint: Endpoint): Promise<Call> {
  const live = (await liveExamples[endpoint.operationId]?.(world)) ?? {};
  const example = { ...endpoint.example, ...live } as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object };
  const params = { ...example.params };
  if (endpoint.owns) {
    const { record } = endpoint.owns;
    const id = (await recordIds[record]?.(world)) ?? world.records[record];
    if (!id) throw new Error(`${endpoint.operationId} owns a ${record}: the feature's test-world.ts must make one`);
    params[endpoint.owns.param] = id;
  }
  const query = new URLSearchParams(Object.entries(example.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const url = `${fillPath(endpoint.path, params)}${query ? `?${query}` : ''}`;
  if (endpoint.upload) {
    const { field, kind, fields = {} } = endpoint.upload;
    const file =
      kind === 'pdf'
        ? { field, filename: 'guide.pdf', contentType: 'application/pdf', data: await smallPdf() }
        : { field, filename: 'me.png', contentType: 'image/png', data: await smallPng() };
    return { url, upload: [...Object.entries(fields).map(([name, value]) => textPart(name, value)), file] };
  }
  return { url, body: example.body, ...(endpoint.produces === EVENT_STREAM ? { stream: true } : {}) };
}

let pdf: Promise<Buffer> | undefined;
const smallPdf = () => {
  pdf ??= makePdf([['Keep the same wake-up time every day.']]);
  return pdf;
};

let png: Promise<Buffer> | undefined;
const smallPng = () => {
  png ??= sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();
  return png;
};

/** The operations of the served document, with the access each declares. */
export async function servedOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string; 'x-access'?: Access; 'x-roles'?: Role[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      operationId: op.operationId ?? `${method} ${path}`,
      access: op['x-access'] as Access,
      ...(op['x-roles'] ? { roles: op['x-roles'] } : {}),
    })),
  );
}

/** Who owns the records an operation acts on (and so may call it: the first role it admits), and a second user of that role. */
export function ownerOf(world: World, access: Access): { owner: Actor; peer: Actor } {
  if (access === 'public') return { owner: world.anonymous, peer: world.forgedCookie };
  switch (rolesOf(access)?.[0]) {
    case 'Admin':
      return { owner: world.admin, peer: world.otherAdmin };
    case 'Global':
      return { owner: world.global, peer: world.otherGlobal };
    case 'Coach':
      return { owner: world.coach, peer: world.otherCoach };
    default:
      return { owner: world.customer, peer: world.otherCustomer };
  }
}

/** Sends a fixture's call as an actor. A stream is left once its head came (a live topic never ends). */
export function send(actor: Actor, method: Method, call: Call) {
  if (call.upload) return actor.client.upload(call.url, call.upload, actor.headers);
  if (method === 'GET' && call.stream) return actor.client.peek(call.url, actor.headers);
  return actor.client.send(method, call.url, method === 'GET' || method === 'DELETE' ? undefined : (call.body ?? {}), actor.headers);
}

/**
 * A fingerprint of every row a user owns (their own row included), to show a refused call changed
 * none. Sign-in and reset codes are left out: anyone may ask for a code for an e-mail address, and
 * wrong guesses count against it; that is what they are for.
 */
export async function ownedDigest(database: Database, userId: string, except: string[] = []): Promise<string> {
  const tables = (
    await queryRows(
      database,
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' and table_name <> 'otp_codes' order by table_name`,
    )
  ).filter((t) => !except.includes(String(t.table_name)));
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await queryRows(
      database,
      sql`select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${sql.identifier(String(table_name))} t where user_id = ${userId}`,
    );
    parts.push(`${table_name}:${row?.h}`);
  }
  const [user] = await queryRows(database, sql`select md5(u::text) as h from users u where id = ${userId}`);
  return [...parts, `users:${user?.h}`].join(' ');
}

/** Texts that would show another user's data, or the server's insides, in an answer. */
export const INTERNALS = [/\bat .+\.(ts|js):\d+/, /node_modules/, /\bselect\b.+\bfrom\b/i, /\binsert into\b/i, /drizzle/i, /postgres(ql)?:\/\//i, /"stack"/];

/** Every feature's part of the world (`features/<f>/test-world.ts`), found by looking. */
function worldParts(): Map<string, WorldPart> {
  const files = import.meta.glob<{ worldPart: WorldPart }>('../../src/features/*/test-world.ts', { eager: true });
  return new Map(Object.entries(files).map(([path, exports]) => [path.split('/').at(-2) as string, exports.worldPart]));
}

export async function buildWorld(database: Database, smtp: TestSmtp): Promise<World> {
  // Generous limits: these tests make many calls from a few addresses on purpose.
  // A clock that stands still: sessions are never touched and codes never expire while the tests
  // compare the database before and after a call.
  const app = await createTestApp(database, { clock: manualClock().now, env: { SMTP_URL: smtp.url, RATE_LIMIT_FACTOR: '1000' } });
  let ip = 0;
  const nextIp = () => `10.77.0.${++ip}`;

  async function signedIn(name: string, role: Role): Promise<Actor> {
    const client = await browser(app, nextIp()).open();
    const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
    const fullname = name;
    if (role === 'Customer' || role === 'Coach') {
      await register(client, { fullname, email, role });
    } else {
      await app.services.auth.createUser({ fullname, email, password: PASSWORD, role });
    }
    const res = await signIn(client, smtp, email);
    return { name, client, role, id: res.json().user.id, email };
  }
  const anonymousActor = async (name: string, extra: (client: Browser) => Record<string, string> | undefined) => {
    const client = await browser(app, nextIp()).open();
    return { name, client, headers: extra(client) };
  };

  const customer = await signedIn('Owner Customer', 'Customer');
  const coach = await signedIn('Coach', 'Coach');
  const marker = `owner-secret-${Date.now().toString(36)}`;
  const records: Record<string, string> = {};
  const markers = [marker, customer.email as string, customer.id as string];
  const sharedWithCoach: string[] = [];
  for (const [feature, part] of orderParts(worldParts())) {
    const made = await part.make({ app, customer, coach, marker, png: smallPng });
    for (const [kind, id] of Object.entries(made.records)) {
      if (kind in records) throw new Error(`two features' test worlds make a ${kind} (the second: ${feature})`);
      records[kind] = id;
    }
    markers.push(...(made.markers ?? []));
    sharedWithCoach.push(...(made.sharedWithCoach ?? []));
  }

  const world: World = {
    app,
    database,
    customer,
    otherCustomer: await signedIn('Other Customer', 'Customer'),
    coach,
    otherCoach: await signedIn('Other Coach', 'Coach'),
    admin: await signedIn('Admin', 'Admin'),
    otherAdmin: await signedIn('Other Admin', 'Admin'),
    global: await signedIn('Global', 'Global'),
    otherGlobal: await signedIn('Other Global', 'Global'),
    anonymous: await anonymousActor('anonymous', () => undefined),
    forgedCookie: await anonymousActor('forged cookie', (client) => {
      client.jar.set('iyl_session', 'forged-session-token-that-was-never-issued-0000');
      return undefined;
    }),
    forgedBearer: await anonymousActor('forged bearer', () => ({ authorization: 'Bearer forged-token-that-was-never-issued-0000' })),
    markers: [...markers, ...Object.values(records)],
    records,
    sharedWith: new Map([[coach, sharedWithCoach]]),
  };
  return world;
}

/** A suite's world on a fresh database, built before its tests and closed after them. */
export function suiteWorld(testDb: TestDatabase) {
  const suite = {} as { database: Database; smtp: TestSmtp; world: World; operations: Operation[] };
  beforeAll(async () => {
    suite.database = await testDb.open();
    suite.smtp = await startSmtpServer();
    suite.world = await buildWorld(suite.database, suite.smtp);
    suite.operations = await servedOperations(suite.world.app);
  }, 120_000);
  afterAll(async () => {
    await suite.world?.app.close();
    await suite.smtp?.close();
    await suite.database?.close();
  });
  return suite;
}
