// Issue 50 (reliability): an export whose process was killed (kill -9) while its zip was made stayed
// 'building' until pg-boss expired the dead run, 15 minutes later. A crash is played here as the killed
// process leaves it: the export building, its attempt counted, silent, its presence key held by nobody
// (the killed process's connection is gone), and half a zip in DATA_DIR/tmp. On both databases.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { logCapture, signedInUser, suiteApp } from '../../../test/support/app.ts';
import { queryRows, testDatabases } from '../../../test/support/databases.ts';
import { until } from '../../../test/support/until.ts';
import { createPresence } from '../../platform/db/presence.ts';
import { createLocalStore, type FileStore } from '../../platform/storage/storage.ts';
import { EXPORT_ATTEMPTS, EXPORT_GRACE_SECONDS } from './export-service.ts';
import { buildingKey } from './repository.ts';

describe.each(testDatabases())('an export cut short by a crash on $name', (testDb) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-export-recovery-'));
  const local = createLocalStore(dataDir);
  // A store that can refuse to keep a file (a full disk, a store away).
  const refuse = { on: false };
  const store: FileStore = { ...local, putFile: (name, path) => (refuse.on ? Promise.reject(new Error('the store is away')) : local.putFile(name, path)) };
  const log = logCapture();
  const suite = suiteApp(testDb, () => ({ store, env: { DATA_DIR: dataDir }, logger: { level: 'warn', stream: log.stream } }));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const exports = () => suite.app.services.accountData.exports;
  const rowOf = async (id: string) =>
    (await queryRows(suite.database, sql`select state, attempts, progress, file_key from data_exports where id = ${id}`))[0] as {
      state: string;
      attempts: number;
      progress: number;
      file_key: string | null;
    };
  const mailsOf = async (id: string) => Number((await queryRows(suite.database, sql`select count(*)::int as n from mail_outbox where key = ${`account-data:export:${id}:ready`}`))[0]?.n);
  const zipsStored = () => (existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads')).filter((name) => name.endsWith('.zip')).length : 0);

  /** A customer's export, asked for (queued: the job runner is not running). */
  async function asked() {
    const customer = await signedInUser(suite.app, suite.smtp);
    const { id } = await exports().request(customer.id);
    return { id, userId: customer.id };
  }
  /** The export as a process killed while building it leaves it: `attempts` counted, silent for `silentSeconds`. */
  const leftBuilding = (id: string, attempts: number, silentSeconds = EXPORT_GRACE_SECONDS + 60) =>
    queryRows(
      suite.database,
      sql`update data_exports set state = 'building', progress = 56, attempts = ${attempts}, updated_at = now() - make_interval(secs => ${silentSeconds}) where id = ${id}`,
    );
  /** The half-made zip the killed process left in DATA_DIR/tmp. */
  function halfZip(id: string, attempt: number) {
    mkdirSync(join(dataDir, 'tmp'), { recursive: true });
    const path = join(dataDir, 'tmp', `data-export-${id}-${attempt}.zip`);
    writeFileSync(path, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(4096, 7)]));
    return path;
  }

  it('is built as the job runner starts, once, though sweeps at once queue it again; a build a live process holds is left alone', async () => {
    const dead = await asked();
    const held = await asked();
    await leftBuilding(dead.id, 1);
    await leftBuilding(held.id, 1);
    const half = halfZip(dead.id, 1);
    const elsewhere = createPresence({ database: suite.database, log: { warn: () => {} } });
    await elsewhere.hold(buildingKey(held.id));
    const zipsBefore = zipsStored();
    const started = Date.now();
    await suite.app.jobs.start();
    try {
      // Two sweeps at once (two processes) queue it again while the start's pass has it built.
      await Promise.all([exports().queueUnfinished(0, 100), exports().queueUnfinished(0, 100)]);
      expect(await until(async () => (await rowOf(dead.id)).state === 'ready', 30_000, 100)).toBe(true);
      expect(Date.now() - started, 'ready within seconds of the start, not pg-boss’s 15 minutes').toBeLessThan(30_000);
      // Every run queued for it has ended (each found it ready, or building in a live process).
      const running = async () =>
        Number((await queryRows(suite.database, sql`select count(*)::int as n from pgboss.job where name = 'account-data-export' and state in ('created', 'retry', 'active')`))[0]?.n);
      expect(await until(async () => (await running()) === 0, 20_000, 100)).toBe(true);
    } finally {
      await suite.app.jobs.stop();
    }
    expect(await rowOf(dead.id)).toMatchObject({ state: 'ready', attempts: 2, progress: 100 });
    expect(await mailsOf(dead.id)).toBe(1);
    expect(zipsStored()).toBe(zipsBefore + 1);
    expect(existsSync(half), 'the killed build’s half zip').toBe(false);
    const file = await exports().file(dead.id, dead.userId);
    expect((Buffer.concat(await file.stream.toArray())).subarray(0, 2).toString()).toBe('PK');

    // The one a live process holds is still its: not taken, not counted.
    expect(await rowOf(held.id)).toMatchObject({ state: 'building', attempts: 1, progress: 56 });
    expect(await mailsOf(held.id)).toBe(0);
    await elsewhere.close();
    // Its process gone, the next pass takes it up.
    await exports().build(held.id);
    expect(await rowOf(held.id)).toMatchObject({ state: 'ready', attempts: 2 });
  }, 90_000);

  it('is built once when two runs take it up at once', async () => {
    const { id } = await asked();
    await leftBuilding(id, 1);
    const zipsBefore = zipsStored();
    await Promise.all([exports().build(id), exports().build(id), exports().build(id)]);
    expect(await rowOf(id)).toMatchObject({ state: 'ready', attempts: 2 });
    expect(await mailsOf(id)).toBe(1);
    expect(zipsStored()).toBe(zipsBefore + 1);
    // A run delivered again later changes nothing.
    await exports().build(id);
    expect(await rowOf(id)).toMatchObject({ state: 'ready', attempts: 2 });
  });

  it('leaves alone a build a live process holds, and one just started', async () => {
    const held = await asked();
    const fresh = await asked();
    await leftBuilding(held.id, 1);
    await leftBuilding(fresh.id, 1, 0);
    const elsewhere = createPresence({ database: suite.database, log: { warn: () => {} } });
    try {
      await elsewhere.hold(buildingKey(held.id));
      await exports().build(held.id);
      await exports().build(fresh.id);
      expect(await rowOf(held.id)).toMatchObject({ state: 'building', attempts: 1, progress: 56 });
      expect(await rowOf(fresh.id)).toMatchObject({ state: 'building', attempts: 1, progress: 56 });
      // Held, it is live however long since its last progress (up to the half hour of a hung build).
      await leftBuilding(held.id, 1, 20 * 60);
      await exports().build(held.id);
      expect(await rowOf(held.id)).toMatchObject({ state: 'building', attempts: 1 });
    } finally {
      await elsewhere.close();
    }
  });

  it(`fails for good an export cut short ${EXPORT_ATTEMPTS} times, and the person may ask again at once`, async () => {
    const { id, userId } = await asked();
    await leftBuilding(id, EXPORT_ATTEMPTS);
    const half = halfZip(id, EXPORT_ATTEMPTS);
    await exports().build(id);
    expect(await rowOf(id)).toMatchObject({ state: 'failed', attempts: EXPORT_ATTEMPTS, file_key: null });
    expect(await mailsOf(id)).toBe(0);
    expect(log.lines.some((line) => line.includes('a data export was failed: its builds were cut short') && line.includes(id))).toBe(true);
    rmSync(half, { force: true });

    const status = await exports().status(userId);
    expect(status).toMatchObject({ export: { id, state: 'failed', downloadUrl: null }, nextAllowedAt: null });
    const again = await exports().request(userId);
    expect(again.id).not.toBe(id);
    await exports().build(again.id);
    expect(await rowOf(again.id)).toMatchObject({ state: 'ready', attempts: 1 });
  });

  it(`queues again an export whose build failed, counting it, and fails it after ${EXPORT_ATTEMPTS} attempts`, async () => {
    const { id } = await asked();
    refuse.on = true;
    try {
      for (let attempt = 1; attempt <= EXPORT_ATTEMPTS; attempt++) {
        await expect(exports().build(id)).rejects.toThrow('the store is away');
        expect(await rowOf(id)).toMatchObject({ state: attempt < EXPORT_ATTEMPTS ? 'queued' : 'failed', attempts: attempt });
      }
    } finally {
      refuse.on = false;
    }
    await exports().build(id);
    expect(await rowOf(id)).toMatchObject({ state: 'failed', attempts: EXPORT_ATTEMPTS });
    expect(readdirSync(join(dataDir, 'tmp')).filter((name) => name.includes(id))).toEqual([]);
  });
});
