import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@iyl/core/profile/contract';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerAdminRoutes } from './features/admin/routes.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { registerDashboardRoutes } from './features/dashboard/routes.ts';
import { createHabitsService } from './features/habits/service.ts';
import { registerOnboardingRoutes } from './features/onboarding/routes.ts';
import { createOnboardingService, createSurveyReader, type OnboardingService } from './features/onboarding/service.ts';
import { registerNotesRoutes } from './features/notes/routes.ts';
import { createNotesService, type NotesService } from './features/notes/service.ts';
import { registerPlansRoutes } from './features/plans/routes.ts';
import { createPlansService, type PlansService } from './features/plans/service.ts';
import { registerProfileRoutes } from './features/profile/routes.ts';
import { createProfileService } from './features/profile/service.ts';
import { type AuthService, type AuthSettings, createAuthService, defaultAuthSettings } from './features/auth/service.ts';
import { registerReferralRoutes } from './features/referral/routes.ts';
import { createReferralService } from './features/referral/service.ts';
import { webDistDir } from './paths.ts';
import { type Ai, createAi } from './platform/ai/ai.ts';
import { cookieNames, registerAccess } from './platform/auth/access.ts';
import type { Database } from './platform/db/database.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { errorForLog } from './platform/http/log-errors.ts';
import { registerLoadShedding } from './platform/http/load-shedding.ts';
import { validatorCompiler } from './platform/http/validation.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createSpaPages } from './platform/http/spa-pages.ts';
import { notFound } from './platform/http/errors.ts';
import { createRateLimiter, defaultRateLimits, type RateLimitSettings, scaleLimits } from './platform/http/rate-limit.ts';
import { registerDevMail } from './platform/mail/dev-mail.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { createS3Store } from './platform/storage/s3-store.ts';
import { createLocalStore, type FileStore } from './platform/storage/storage.ts';

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
  authSettings?: Partial<AuthSettings>;
  /** false for silence, or pino options (e.g. a stream) merged over the defaults. */
  logger?: false | Record<string, unknown>;
  webDist?: string;
}

/** The feature services, for start-up tasks such as the demo seed. */
export interface AppServices {
  auth: AuthService;
  onboarding: OnboardingService;
  plans: PlansService;
  notes: NotesService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
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
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
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

  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });

  const ai = deps.ai ?? createAi(config.ai, app.log);
  const store = deps.store ?? (config.s3 ? createS3Store(config.s3) : createLocalStore(config.dataDir));

  await app.register(fastifyCookie);
  // API answers over 1 KB go out compressed (a plan list of 50 items: ~15 KB of JSON, ~3 KB in brotli)
  // to browsers that accept it. The built web app and the pages are compressed ahead (they carry
  // their own Content-Encoding and are left alone). A streamed answer (server-sent events) must opt
  // out with `compress: false`, or it would be held back until it ends.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
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
  await registerLoadShedding(app, config.shedLoopDelayMs);

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

  // Services that change a user's row tell the session layer, which remembers sessions for a few seconds.
  const userChanged = (userId: string) => auth.userChanged(userId);
  const referrals = createReferralService({
    db: database.db,
    publicUrl: config.publicUrl,
    rewardCents: config.referralRewardCents,
    clock,
    userChanged,
  });
  const auth = createAuthService({
    db: database.db,
    mailer,
    referrals,
    clock,
    settings: {
      ...defaultAuthSettings,
      sessionIdleMs: config.session.idleMs,
      sessionMaxMs: config.session.maxMs,
      sessionCacheMs: config.session.cacheMs,
      ...deps.authSettings,
    },
  });
  const limiter = createRateLimiter(database.db, scaleLimits({ ...defaultRateLimits, ...deps.rateLimits }, config.rateLimitFactor), clock);

  registerAccess(app, { resolve: auth.resolveSession, secureCookies: config.secureCookies });
  registerAuthRoutes(app, { auth, limiter, secureCookies: config.secureCookies, sessionMaxMs: config.session.maxMs });
  registerAdminRoutes(app, { auth });
  registerReferralRoutes(app, { referrals });
  const notes = createNotesService({ db: database.db, clock });
  registerNotesRoutes(app, { notes });
  const plans = createPlansService({
    db: database.db,
    ai,
    clock,
    notes,
    surveyAnswers: createSurveyReader({ db: database.db }),
  });
  const habits = createHabitsService({ db: database.db });
  const onboarding = createOnboardingService({ db: database.db, ai, plans, habits, clock, userChanged });
  registerOnboardingRoutes(app, { onboarding, limiter });
  registerPlansRoutes(app, { plans, limiter });
  registerDashboardRoutes(app, { plans });
  registerProfileRoutes(app, { profile: createProfileService({ db: database.db, store, log: app.log, userChanged }), store, limiter });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'up' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
  if (mailer.outbox && config.env !== 'production') registerDevMail(app, mailer.outbox);

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
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') throw notFound();
    // The SPA owns every other path: unknown ones show its Login screen.
    if (!spaPages) return reply.code(404).type('text/plain').send('The web app is not built. Run: npm run build');
    return spaPages.send(request, reply, Boolean(request.cookies[cookieNames.session]));
  });

  app.decorate('services', { auth, onboarding, plans, notes });
  return app;
}
