import { createServer } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, unsafeInProduction } from './config.ts';
import { demoAccounts, seedDemo } from './demo/seed.ts';
import { openAppDatabase } from './platform/db/app-database.ts';
import { devMailPath } from './platform/mail/dev-mail-address.ts';

/** The database (and the embedded server) once open: a start that fails after it stops it again. */
let opened: Awaited<ReturnType<typeof openAppDatabase>> | undefined;

/** Whether the app's address is free (checked before anything else starts: a second copy of the app stops here). */
function addressFree(port: number, host: string) {
  return new Promise<boolean>((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}

async function main() {
  const config = loadConfig();
  // A bench's settings in production (IYL_ALLOW_UNSAFE_BENCH): said first, whatever LOG_LEVEL is.
  const unsafe = unsafeInProduction(config);
  if (unsafe) console.warn(unsafe);
  if (config.port !== 0 && !(await addressFree(config.port, config.host))) {
    console.error(`Port ${config.port} on ${config.host} is in use: is IYL already running? Stop it first, or set PORT to another port.`);
    process.exit(1);
  }
  // Told to stop at any moment, even while the database is still starting: nothing is left running.
  const stopping = new AbortController();
  const opening = openAppDatabase(config, {
    log: (line) => console.log(line),
    onIdleError: (err) => console.error(`PostgreSQL closed an idle connection (${err.message}); it is replaced on next use.`),
    signal: stopping.signal,
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  // The app first (it finishes what it was doing and closes its connections), then the database server.
  const shutdown = async () => {
    stopping.abort();
    await app?.close();
    await opening.catch(() => undefined);
    await opened?.close();
    process.exit(0);
  };
  // SIGHUP: the terminal it ran in was closed (the database server, in a session of its own, would not hear it).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, shutdown);
  opened = await opening.catch((err: unknown) => {
    if (stopping.signal.aborted) return new Promise<never>(() => undefined); // the shutdown ends the process
    throw err;
  });
  if (stopping.signal.aborted) return; // the shutdown closes it
  const { database } = opened;
  app = await buildApp({ config, database });
  // Without SMTP: the outbox's address, with this install's secret in it (the one place it is told).
  const outbox = config.smtpUrl ? undefined : `${config.publicUrl}${devMailPath(config.dataDir)}`;
  if (config.demo) {
    const created = await seedDemo(app.services);
    const { customer, coach } = demoAccounts;
    console.log(
      `\nDemo ${created ? 'data created' : 'data already there'}. Sign in at ${config.publicUrl}/Login as\n` +
        `  customer: ${customer.email} / ${customer.password}\n` +
        `  coach:    ${coach.email} / ${coach.password}\n` +
        `  admin:    ${demoAccounts.admin.email} / ${demoAccounts.admin.password}\n` +
        `  global:   ${demoAccounts.global.email} / ${demoAccounts.global.password}\n` +
        `${outbox ? `The sign-in code is printed in this log and listed at ${outbox}` : 'The sign-in code is e-mailed.'}\n`,
    );
  }
  await app.listen({ port: config.port, host: config.host });
  // Jobs start once the site answers; a runner that cannot start is logged and shown by /readyz.
  await app.jobs.start().catch((err: unknown) => app.log.error({ err }, 'the job runner did not start'));
  app.log.info(
    `IYL is ready on ${config.publicUrl} (Node.js ${process.versions.node}; database: ${database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}; mail: ${outbox ? `development outbox at ${outbox}` : 'SMTP'})`,
  );
}

main().catch(async (err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    // A failed query's own message names only the statement; its cause says why (refused, no such database, password).
    const cause = err instanceof Error && err.cause instanceof Error ? ` — ${err.cause.message}` : '';
    console.error('IYL failed to start:', err instanceof Error ? `${err.message}${cause}` : err);
  }
  await opened?.close().catch(() => undefined);
  process.exit(1);
});
