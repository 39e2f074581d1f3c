import { PgBoss } from 'pg-boss';

/**
 * A job that failed for good, as pg-boss leaves one: sent to `queue` (made with no retries), taken up
 * and failed with `message`, by a pg-boss of the test's own on the app's database (it makes pg-boss's
 * schema there if the app's job runner never did). Answers the job's id.
 */
export async function failedJob(url: string, queue: string, message: string): Promise<string> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 1, supervise: false, schedule: false, registerInstance: false });
  await boss.start();
  try {
    if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { retryLimit: 0 });
    const id = await boss.send(queue, { probe: true }, { retryLimit: 0 });
    if (!id) throw new Error(`no job sent to ${queue}`);
    // Taken up as a worker would: the queue's only job waiting (give each call a queue of its own when a
    // job made before may be waiting there again, retried).
    const [job] = await boss.fetch(queue);
    if (job?.id !== id) throw new Error(`the job sent to ${queue} was not the one taken up`);
    await boss.fail(queue, id, { message });
    return id;
  } finally {
    await boss.stop({ graceful: false });
  }
}
