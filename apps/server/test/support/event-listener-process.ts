// A second process for the events test: listens on the database given as the first argument and
// prints every `test.ping` event it hears as one JSON line, and "ready" once it listens.
import { openDatabase } from '../../src/platform/db/database.ts';
import { createEvents } from '../../src/platform/events/events.ts';
import { createJobs } from '../../src/platform/jobs/jobs.ts';
import './test-events.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: event-listener-process.ts <database url>');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const database = await openDatabase({ url, poolSize: 1 });
const events = createEvents({ database, jobs: createJobs(database, quiet), log: quiet });
events.on('test.ping', (payload, meta) => void process.stdout.write(`${JSON.stringify({ id: meta.id, payload })}\n`));
await events.start();
process.stdout.write('ready\n');
process.stdin.on('end', async () => {
  await events.stop();
  await database.close();
  process.exit(0);
});
process.stdin.resume();
