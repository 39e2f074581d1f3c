// The served OpenAPI document, kept as a file (openapi-operations.txt): a refactor of how endpoints are declared or modules are
// registered (issue 48) shows here whether anything a client sees changed. An intended change to an
// endpoint updates the file (`npx vitest run apps/server/test/openapi-document.integration.test.ts -u`)
// and the diff shows in review.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { createTestApp } from './support/app.ts';
import { openTestDatabase } from './support/databases.ts';

describe('the OpenAPI document', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is the one kept in openapi.json', async () => {
    const served = await app.inject({ url: '/api/openapi.json' });
    expect(served.statusCode).toBe(200);
    // One operation a line (the document is 0.6 MB): a change shows as the operations it touched.
    const { paths, ...rest } = served.json() as { paths: Record<string, Record<string, unknown>> };
    const lines = [JSON.stringify(rest), ...Object.entries(paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => `${method.toUpperCase()} ${path} ${JSON.stringify(operation)}`))];
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./openapi-operations.txt');
  });
});
