import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openAppDatabase } from './app-database.ts';
import { openDatabase } from './database.ts';
import { embeddedUrl, startEmbedded } from './embedded.ts';
import { memo } from './memo.ts';
import { until } from '../../../test/support/until.ts';

const quiet = () => undefined;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The postgres processes whose command line names this cluster. */
const processesOf = (clusterDir: string) =>
  readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(clusterDir);
      } catch {
        return false;
      }
    });

/** `work` in a new data folder, removed after. */
async function inDataDir(work: (dataDir: string) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-db-'));
  try {
    await work(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function answersWith(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select 1 as n')).rows[0]?.n === 1;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL server', () => {
  it('is made on first start with a kept password, tuned for a small machine, listens on loopback only, keeps what it wrote, and stops', async () => {
    await inDataDir(async (dataDir) => {
      const server = await startEmbedded({ dataDir, log: quiet });
      expect(server.started).toBe(true);
      const state = JSON.parse(readFileSync(join(dataDir, 'postgres.json'), 'utf8'));
      expect(state.password).toMatch(/^[\w-]{32}$/);
      expect(statSync(join(dataDir, 'postgres.json')).mode & 0o777).toBe(0o600);
      const database = await openDatabase({ url: server.url, kind: 'embedded' });
      const setting = async (name: string) => ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
      expect(await setting('shared_buffers')).toBe('32MB');
      expect(await setting('listen_addresses')).toBe('127.0.0.1');
      expect(await setting('server_version')).toMatch(/^18\./);
      await database.db.execute(sql`create table kept (n int)`);
      await database.db.execute(sql`insert into kept values (7)`);
      // Without the password, no way in.
      const wrong = new pg.Client({ connectionString: server.url.replace(state.password, 'not-the-password') });
      await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
      await database.close();
      await server.stop();
      expect(alive(server.pid)).toBe(false);
      expect(processesOf(join(dataDir, 'postgres'))).toEqual([]);

      const again = await startEmbedded({ dataDir, log: quiet });
      const reopened = await openDatabase({ url: again.url, kind: 'embedded' });
      expect((await reopened.db.execute(sql`select n from kept`)) as unknown).toMatchObject({ rows: [{ n: 7 }] });
      await reopened.close();
      await again.stop();
    });
  }, 120_000);

  it('a server left running by an app that was killed is found and used; a tool uses the running one and leaves it running', async () => {
    await inDataDir(async (dataDir) => {
      // An app process that starts the server, writes, and is then killed with SIGKILL.
      const script = `
        import { openAppDatabase } from ${JSON.stringify(new URL('./app-database.ts', import.meta.url).pathname)};
        const opened = await openAppDatabase({ dataDir: ${JSON.stringify(dataDir)} }, { log: () => {} });
        await opened.database.pool.query("create table survivors (name text)");
        await opened.database.pool.query("insert into survivors values ('before the kill')");
        console.log('ready');
        setInterval(() => {}, 1000);`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
        child.once('exit', () => reject(new Error('the app process ended early')));
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const left = embeddedUrl(dataDir);
      expect(left).toBeDefined();

      // A tool while it runs: uses it, and does not stop what it did not start.
      const tool = await openAppDatabase({ dataDir }, { log: quiet, tool: true });
      expect((await tool.database.pool.query('select name from survivors')).rows).toEqual([{ name: 'before the kill' }]);
      await tool.close();
      expect(embeddedUrl(dataDir)).toBe(left);

      // The next app start uses the leftover server, and its stop leaves no process of the cluster behind.
      const lines: string[] = [];
      const app = await openAppDatabase({ dataDir }, { log: (line) => lines.push(line) });
      expect(lines.join('\n')).toMatch(/already running .*: using it/);
      expect((await app.database.pool.query('select count(*)::int as n from survivors')).rows[0].n).toBe(1);
      await app.close();
      expect(embeddedUrl(dataDir)).toBeUndefined();
      expect(processesOf(join(dataDir, 'postgres'))).toEqual([]);

      // A tool with no server running starts one for itself and stops it after.
      const alone = await openAppDatabase({ dataDir }, { log: quiet, tool: true });
      await alone.close();
      expect(processesOf(join(dataDir, 'postgres'))).toEqual([]);
    });
  }, 180_000);

  it('a server that holds its cluster but does not answer is stopped and started again', async () => {
    await inDataDir(async (dataDir) => {
      const first = await startEmbedded({ dataDir, log: quiet });
      process.kill(first.pid, 'SIGSTOP');
      const lines: string[] = [];
      try {
        const second = await startEmbedded({ dataDir, log: (line) => lines.push(line) });
        expect(lines.join('\n')).toMatch(/does not answer: stopping it/);
        expect(second.started).toBe(true);
        await second.stop();
      } finally {
        if (alive(first.pid)) {
          process.kill(first.pid, 'SIGCONT');
          process.kill(first.pid, 'SIGKILL');
        }
      }
    });
  }, 180_000);
});

describe('the embedded PostgreSQL server, when things go wrong', () => {
  it('a stale postmaster.pid naming another live program is removed, and that program is never signalled', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-db-'));
    // Another program that, after a power cut, got the number the server had.
    const bystander = spawn('sleep', ['120'], { stdio: 'ignore' });
    try {
      const first = await startEmbedded({ dataDir, log: quiet });
      const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
      const lines = readFileSync(pidFile, 'utf8').split('\n');
      await first.stop();
      lines[0] = String(bystander.pid);
      writeFileSync(pidFile, lines.join('\n'));

      const log: string[] = [];
      const second = await startEmbedded({ dataDir, log: (line) => log.push(line) });
      expect(log.join('\n')).toMatch(new RegExp(`removed a stale postmaster.pid .*process ${bystander.pid} is another program`));
      expect(second.started).toBe(true);
      expect(alive(bystander.pid as number)).toBe(true);
      await second.stop();
      expect(alive(bystander.pid as number)).toBe(true);
    } finally {
      bystander.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('two starts of one data folder at once: one server, made once; the one that started it stops it', async () => {
    await inDataDir(async (dataDir) => {
      const log: string[] = [];
      const [a, b] = await Promise.all([startEmbedded({ dataDir, log: (line) => log.push(line) }), startEmbedded({ dataDir, log: (line) => log.push(line) })]);
      expect(a.pid).toBe(b.pid);
      expect([a.started, b.started].sort()).toEqual([false, true]);
      expect(log.filter((line) => line.startsWith('made the embedded PostgreSQL cluster'))).toHaveLength(1);
      expect(log.join('\n')).toMatch(/is starting the database of .*: waiting for it/);
      expect(await answersWith(a.url)).toBe(true);
      await (a.started ? a : b).stop();
      expect(processesOf(join(dataDir, 'postgres'))).toEqual([]);
      expect(existsSync(join(dataDir, 'postgres.lock'))).toBe(false);
    });
  }, 120_000);

  it('a cluster folder with files but no cluster (a copy that did not finish) is never cleared; one left by initdb is', async () => {
    await inDataDir(async (dataDir) => {
      mkdirSync(join(dataDir, 'postgres', 'base'), { recursive: true });
      writeFileSync(join(dataDir, 'postgres', 'base', 'half-copied'), 'data');
      await expect(startEmbedded({ dataDir, log: quiet })).rejects.toThrow(/holds files but no complete database cluster/);
      expect(existsSync(join(dataDir, 'postgres', 'base', 'half-copied'))).toBe(true);

      // An initdb that stopped half-way leaves its marker: that folder is made again.
      writeFileSync(join(dataDir, 'postgres.initialising'), '');
      const server = await startEmbedded({ dataDir, log: quiet });
      expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'postgres.initialising'))).toBe(false);
      await server.stop();
    });
  }, 120_000);

  it('the app starts its server again when it ends unexpectedly (killed), and goes on with what was saved', async () => {
    await inDataDir(async (dataDir) => {
      const log: string[] = [];
      const app = await openAppDatabase({ dataDir }, { log: (line) => log.push(line), onIdleError: quiet });
      await app.database.pool.query('create table kept (n int)');
      await app.database.pool.query('insert into kept values (1)');
      const pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      let n: number | undefined;
      for (let i = 0; i < 60 && n === undefined; i++) {
        await new Promise((r) => setTimeout(r, 500));
        n = await app.database.pool.query('select count(*)::int as n from kept').then((r) => r.rows[0].n as number, () => undefined);
      }
      expect(n).toBe(1);
      expect(log.join('\n')).toMatch(/ended unexpectedly: starting it again/);
      // The server answers a moment before the watchdog's start has finished and said so.
      expect(await until(() => log.some((line) => /runs again/.test(line)), 10_000)).toBe(true);
      await app.close();
      expect(processesOf(join(dataDir, 'postgres'))).toEqual([]);
    });
  }, 120_000);

  it('the app leaves the server running while another process still uses it, and stops it otherwise', async () => {
    await inDataDir(async (dataDir) => {
      const first = await openAppDatabase({ dataDir }, { log: quiet });
      const other = new pg.Client({ connectionString: embeddedUrl(dataDir) });
      await other.connect();
      const log: string[] = [];
      const second = await openAppDatabase({ dataDir }, { log: (line) => log.push(line) });
      await first.close();
      // The second app's pool is still connected: the first leaves the server to it.
      expect((await other.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
      await other.end();
      await second.close();
      expect(processesOf(join(dataDir, 'postgres'))).toEqual([]);
    });
  }, 120_000);
});

describe('npm run db:backup', () => {
  it('copies the running database consistently; the copy, put in a new data folder, starts with the data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iyl-db-'));
    const restored = mkdtempSync(join(tmpdir(), 'iyl-db-restored-'));
    const backup = join(mkdtempSync(join(tmpdir(), 'iyl-db-backup-')), 'copy');
    try {
      const app = await openAppDatabase({ dataDir }, { log: quiet });
      await app.database.pool.query('create table kept (n int)');
      await app.database.pool.query('insert into kept select generate_series(1, 5000)');
      // While the app runs and writes.
      const writing = app.database.pool.query('insert into kept select generate_series(5001, 6000)');
      const tsx = new URL('../../../../../node_modules/.bin/tsx', import.meta.url).pathname;
      const cli = new URL('../../cli/db-backup.ts', import.meta.url).pathname;
      const output = execFileSync(tsx, [cli, backup], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
      await writing;
      expect(output).toContain(`Backed up the embedded database to ${backup}`);
      expect(existsSync(join(backup, 'postgres', 'backup_label'))).toBe(true);
      await app.close();

      // Restore: the copy's cluster and password file in a new data folder.
      execFileSync('cp', ['-a', join(backup, 'postgres'), join(backup, 'postgres.json'), restored]);
      // Copied the way people copy folders, it is readable by everyone: PostgreSQL alone would refuse it.
      chmodSync(join(restored, 'postgres'), 0o755);
      const again = await openAppDatabase({ dataDir: restored }, { log: quiet });
      const n = (await again.database.pool.query('select count(*)::int as n from kept')).rows[0].n;
      expect(n === 5000 || n === 6000).toBe(true);
      await again.close();
    } finally {
      for (const dir of [dataDir, restored, join(backup, '..')]) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('memo', () => {
  it('builds each combination of arguments once', () => {
    const built: string[] = [];
    const query = memo((kind: string, filtered: boolean) => {
      built.push(`${kind}/${filtered}`);
      return { kind, filtered };
    });
    expect(query('task', true)).toBe(query('task', true));
    expect(query('task', false)).not.toBe(query('task', true));
    query('habit', true);
    expect(built).toEqual(['task/true', 'task/false', 'habit/true']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections that break', () => {
  it('an idle connection ended by the server is reported and replaced; the process carries on', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `iyl_test_broken_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const broken: Error[] = [];
    const database = await openDatabase({ url: url.toString(), onIdleError: (err) => broken.push(err) });
    try {
      await database.db.execute(sql`select 1`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      for (let i = 0; i < 100 && !broken.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(broken.length).toBeGreaterThan(0);
      expect(await database.db.execute(sql`select 2 as n`)).toMatchObject({ rows: [{ n: 2 }] });
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
