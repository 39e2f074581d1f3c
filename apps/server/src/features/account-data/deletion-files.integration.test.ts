// A deleted account's files go from storage even when their removal after the commit is cut short (the
// process killed outright, the store away): the deletion's event is run again by the events sweep. The
// reliability run (issue 50) found a deleted person's photo left in storage for good after a kill -9 there.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, signedInUser } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { startSmtpServer, type TestSmtp } from '../../../test/support/smtp.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import { createLocalStore, type FileStore } from '../../platform/storage/storage.ts';

describe.each(testDatabases())('a deleted account’s files on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtp;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const local = createLocalStore(loadConfig({ NODE_ENV: 'test' }).dataDir);
  /** While true, removing a file fails: the removal after the deletion's commit is cut short. */
  let cut = false;
  const store: FileStore = {
    ...local,
    remove: async (name) => {
      if (cut) throw new Error('the store is away');
      await local.remove(name);
    },
  };

  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer();
    app = await createTestApp(database, { env: { SMTP_URL: smtp.url }, store });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  it('a photo whose removal was cut short after the deletion committed is removed by the events sweep', async () => {
    const { client, email, id } = await signedInUser(app, smtp);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } }).png().toBuffer();
    expect((await client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: png }])).statusCode).toBe(200);
    const [user] = await queryRows(database, sql`select profile_pic as pic from users where id = ${id}`);
    const photo = String(user?.pic).split('/').pop() as string;
    expect(await local.get(photo)).not.toBeNull();

    await client.post('/api/v1/account/deletion/code', {});
    await app.outbox.idle();
    cut = true;
    const deleted = await client.post('/api/v1/account/deletion', { password: PASSWORD, code: smtp.lastCode(email) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await queryRows(database, sql`select id from users where id = ${id}`)).toEqual([]);
    // The removal was cut short: the photo is still there, and nothing would ever remove it but the sweep.
    expect(await local.get(photo)).not.toBeNull();

    cut = false;
    // Past the sweep's wait for a handler that did not run after its commit.
    await database.db.execute(sql`update events set created_at = created_at - interval '1 minute' where name = 'accountData.deleted'`);
    await app.events.sweep();
    expect(await local.get(photo)).toBeNull();
    // The event names files only, never the person.
    const events = await queryRows(database, sql`select payload::text as p from events where name = 'accountData.deleted'`);
    expect(events.map((e) => String(e.p)).filter((p) => p.includes(id) || p.toLowerCase().includes(email))).toEqual([]);
  });
});
