import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createTestApp } from './app.ts';
import type { TestDatabase } from './databases.ts';
import { startSmtpServer } from './smtp.ts';

/**
 * Two app processes on one database, as behind a load balancer, both listening on a free port. Each
 * remembers resolved sessions for a minute, so a refusal in one of what was done through the other
 * can only come from the database's events.
 */
export async function startTwoProcesses(testDb: TestDatabase) {
  const database = await testDb.open();
  const secondDatabase = await openDatabase({ url: database.url, poolSize: 3 });
  const smtp = await startSmtpServer();
  const env = { SMTP_URL: smtp.url, SESSION_CACHE_SECONDS: '60' };
  const a = await createTestApp(database, { env });
  const b = await createTestApp(secondDatabase, { env });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  return {
    a,
    b,
    smtp,
    /** The address of `path` on one of the two processes, for plain HTTP. */
    url(app: FastifyInstance, path: string) {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      return `http://127.0.0.1:${address.port}${path}`;
    },
    async close() {
      await a.close();
      await b.close();
      await smtp.close();
      await secondDatabase.close();
      await database.close();
    },
  };
}

export type TwoProcesses = Awaited<ReturnType<typeof startTwoProcesses>>;
