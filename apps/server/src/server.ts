import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { demoAccounts, seedDemo } from './demo/seed.ts';
import { openDatabase } from './platform/db/database.ts';

// Under load V8 lets the heap grow to four times what survives a full collection before it
// collects again; twice is enough here (measured by npm run bench: peak RSS 271 → 191 MB on GetTasks
// at 50 connections, throughput 2–4 % lower). Flags given on the command line still win.
const nodeFlags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
if (!nodeFlags.some((flag) => flag.startsWith('--heap-growing-percent'))) setFlagsFromString('--heap-growing-percent=100');

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => console.error(`PostgreSQL closed an idle connection (${err.message}); it is replaced on next use.`),
  });
  const app = await buildApp({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  if (process.env.DEMO === '1' || process.env.DEMO === 'true') {
    const created = await seedDemo(app.services);
    const { customer, coach } = demoAccounts;
    console.log(
      `\nDemo ${created ? 'data created' : 'data already there'}. Sign in at ${config.publicUrl}/Login as\n` +
        `  customer: ${customer.email} / ${customer.password}\n` +
        `  coach:    ${coach.email} / ${coach.password}\n` +
        `${config.smtpUrl ? 'The sign-in code is e-mailed.' : `The sign-in code is printed in this log and listed at ${config.publicUrl}/dev/mail.`}\n`,
    );
  }
  await app.listen({ port: config.port, host: config.host });
  // Jobs start once the site answers; a runner that cannot start is logged and shown by /readyz.
  await app.jobs.start().catch((err: unknown) => app.log.error({ err }, 'the job runner did not start'));
  app.log.info(
    `IYL is ready on ${config.publicUrl} (Node.js ${process.versions.node}; database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}; mail: ${config.smtpUrl ? 'SMTP' : `development outbox at ${config.publicUrl}/dev/mail`})`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('IYL failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
