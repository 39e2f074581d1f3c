import { constants as zlibConstants } from 'node:zlib';
import { messages } from '@iyl/core/catalog/messages';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { STREAMS_PER_MEMBER_MAX } from '@iyl/core/community/constants';
import { PHOTO_MAX_BYTES } from '@iyl/core/profile/contract';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { featureModules } from './modules.generated.ts';
import { webDistDir } from './paths.ts';
import { type Ai, createAi } from './platform/ai/ai.ts';
import { type AiMeter, createAiMeter } from './platform/ai/metered.ts';
import { cookieNames, registerAccess } from './platform/auth/access.ts';
import type { Database } from './platform/db/database.ts';
import { createPresence } from './platform/db/presence.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerGracefulClose } from './platform/http/graceful-close.ts';
import { errorForLog } from './platform/http/log-errors.ts';
import { registerLoadShedding } from './platform/http/load-shedding.ts';
import { registerWriteLimit } from './platform/http/write-limit.ts';
import { validatorCompiler } from './platform/http/validation.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerSse } from './platform/http/sse.ts';
import { createSpaPages } from './platform/http/spa-pages.ts';
import { notFound } from './platform/http/errors.ts';
import { createRateLimiter, defaultRateLimits, type RateLimitSettings, scaleLimits, streamAllowance } from './platform/http/rate-limit.ts';
import { createEvents, type Events } from './platform/events/events.ts';
import { createJobs, type Jobs } from './platform/jobs/jobs.ts';
import { registerDevMail } from './platform/mail/dev-mail.ts';
import { buildServices, orderModules, type Platform, registerRoutes, type Services } from './platform/modules.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { createMailOutbox, type MailOutbox } from './platform/mail/outbox.ts';
import { mailSiteOf } from './platform/mail/templates/layout.ts';
import { createS3Store } from './platform/storage/s3-store.ts';
import { createLocalStore, type FileStore } from './platform/storage/storage.ts';
import { createRichText } from './platform/html/rich-text.ts';
import { createWorkerPool } from './platform/workers/pool.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to SMTP (SMTP_URL) or the development outbox. */
  mailer?: Mailer;
  /** Defaults to the OpenAI-compatible provider (AI_BASE_URL) or the built-in engine. */
  ai?: Ai;
  /** Defaults to local disk under DATA_DIR. */
  store?: FileStore;
  clock?: () => Date;
  rateLimits?: Partial<RateLimitSettings>;
  /** false for silence, or pino options (e.g. a stream) merged over the defaults. */
  logger?: false | Record<string, unknown>;
  webDist?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The feature services, for start-up tasks such as the demo seed and the command line. */
    services: Services;
    /** The job runner; started by the server after it listens (tests start it when they need it). */
    jobs: Jobs;
    /** The mail outbox (tests wait for its sends with idle()). */
    outbox: MailOutbox;
    /** Events between features, in every process (tests wait for them with settled()). */
    events: Events;
    /** Every feature's AI calls counted (tests wait for the rows with idle()). */
    aiMeter: AiMeter;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: { err: errorForLog },
            ...deps.logger,
          },
    trustProxy: config.trustProxy,
    // A path parameter may be this long (Fastify's default is 100): a one-click unsubscribe URL's
    // signed token (RFC 8058, /api/v1/unsubscribe/<list>.<token>) is about 115 characters.
    routerOptions: { maxParamLength: 200 },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // What the router refuses before any route runs (a path that is no UTF-8): answered as every refusal
    // is, in the catalogue's words, not in Fastify's own shape repeating the path back.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ error: { code: 'VALIDATION', message: messages.badRequest } });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data: no browser or proxy keeps a copy (a shared computer's cache,
    // the back button after signing out). A route may say otherwise.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, clock });

  const ai = deps.ai ?? createAi(config.ai, app.log);
  const store = deps.store ?? (config.s3 ? createS3Store(config.s3) : createLocalStore(config.dataDir));

  await app.register(fastifyCookie);
  // API answers over 1 KB go out compressed (a plan list of 50 items: ~15 KB of JSON, ~3 KB in brotli)
  // to browsers that accept it. The built web app and the pages are compressed ahead (they carry
  // their own Content-Encoding and are left alone). A streamed answer (server-sent events) must opt
  // out with `compress: false`, or it would be held back until it ends.
  // Brotli's window is kept to 256 KB (its default, 4 MB, is for files of megabytes; an answer here is
  // at most a few hundred KB): each answer compressed at once holds its window in memory (issue 50).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A lesson's picture and video file: the app's own storage, or the hosts the install allows
        // (LESSON_MEDIA_HOSTS), nowhere else; its video may also be one of the two players whose address
        // the server builds (YouTube's privacy-enhanced one, Vimeo's with Do Not Track); no other frames.
        imgSrc: ["'self'", 'data:', 'blob:', ...config.lessonMediaHosts.map((host) => `https://${host}`)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', ...config.lessonMediaHosts.map((host) => `https://${host}`)],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        // The installable app: its service worker (/sw.js) and manifest (/manifest.webmanifest).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.secureCookies,
  });
  registerErrorHandler(app);
  // A stop ends the connections with nothing in flight at once, and the others as their answers end.
  registerGracefulClose(app);
  registerLoadShedding(app, config.shedLoopDelayMs);
  await registerWriteLimit(app, config.rateLimitFactor);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'IYL API', version: '1.0.0', description: 'The IYL wellness and coaching API. Operation ids follow the specification.' },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'iyl_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ cookie: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const limiter = createRateLimiter(database.db, scaleLimits({ ...defaultRateLimits, ...deps.rateLimits }, config.rateLimitFactor), clock);
  // Every stream: ended with its session, capped per account, and its opening counted.
  // The community's cap of streams one member holds at once on an endpoint is every stream endpoint's.
  registerSse(app, { admit: streamAllowance(limiter), perUserMax: STREAMS_PER_MEMBER_MAX });
  const jobs = createJobs(database, app.log);
  jobs.define({ name: 'rate-limits-delete-expired', cron: '*/15 * * * *', handler: async () => void (await limiter.deleteExpired()) });
  const outbox = createMailOutbox({ db: database.db, mailer, jobs, clock, log: app.log, site: mailSiteOf(config) });
  const events = createEvents({ database, jobs, log: app.log });
  // Every feature's AI calls counted (the console's Platform health), each under its module's name.
  const aiMeter = createAiMeter({ ai, model: config.ai.model, db: database.db, jobs, clock, log: app.log });
  const workers = createWorkerPool();
  const richText = createRichText(workers);
  const presence = createPresence({ database, log: app.log });
  // Mail first: no new sends, and the shutdown waits for sends in flight only a moment (one still
  // talking to an SMTP server that does not answer ends by its deadline, after the process is gone).
  app.addHook('onClose', async () => {
    await outbox.stop();
    await events.stop();
    await jobs.stop();
    await workers.close();
    await presence.close();
  });

  // The features, found in their folders (modules.generated.ts), each built after the services it needs
  // (orderModules); their routes in the same order.
  const platform: Platform = { config, database, db: database.db, ai, aiMeter, mailer, events, outbox, store, workers, richText, clock, limiter, jobs, presence, log: app.log };
  const modules = orderModules(featureModules);
  const services = buildServices(platform, modules);
  // Before any feature's routes: the access check guards every route registered after it.
  registerAccess(app, { resolve: services.auth.resolveSession, secureCookies: config.secureCookies });
  await registerRoutes(app, platform, services, modules);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'up' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind, jobs: jobs.state(), mail: mailer.health().state });
    }
    // Mail that cannot go out does not stop the site (sign-ins wait for no mail), but it is reported.
    // A probe answers at once: what is known now; a check of the SMTP server (which may take up to the
    // send deadline) runs in the background, one at a time and at most every few seconds.
    void mailer.check();
    const mail = mailer.health().state;
    return { status: mail === 'failing' ? 'degraded' : 'ready', database: database.kind, jobs: jobs.state(), mail };
  });
  if (mailer.outbox && config.env !== 'production') registerDevMail(app, mailer.outbox, config.dataDir);

  const webDist = deps.webDist ?? webDistDir;
  const spaPages = existsSync(`${webDist}/index.html`) ? createSpaPages(webDist, '/api/v1') : undefined;
  if (spaPages) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The web build writes .br and .gz beside each asset; they are sent to browsers that accept them.
      preCompressed: true,
      // Built assets carry a content hash in their name and never change; everything else is revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') throw notFound();
    // The SPA owns every other path: unknown ones show its Login screen.
    if (!spaPages) return reply.code(404).type('text/plain').send('The web app is not built. Run: npm run build');
    // A file of the build that is not here (a newer release's, asked during a rolling upgrade): 404, not the page.
    if (spaPages.asksForFile(request.url.split('?')[0] ?? '/')) throw notFound();
    // The page announces a screen's reads only as far as its guard will let this visitor in (the
    // session is remembered for a few seconds, so the app's own session check that follows is cheap).
    const token = request.cookies[cookieNames.session];
    const viewer = token ? ((await services.auth.resolveSession(token))?.user.role ?? null) : null;
    return spaPages.send(request, reply, viewer);
  });

  app.decorate('services', services);
  app.decorate('jobs', jobs);
  app.decorate('outbox', outbox);
  app.decorate('events', events);
  app.decorate('aiMeter', aiMeter);
  // Every process hears every event (another's sign-out, a live chat's message) from the start.
  await events.start();
  return app;
}
