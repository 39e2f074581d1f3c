// The app as deploy/ runs it, on this machine: N built app processes on one PostgreSQL database, files on
// S3-compatible storage (s3rver), mail through a real SMTP server that keeps what it receives, and nginx in
// front (Debian's package, installed when missing) with deploy/nginx/iyl.conf itself: its upstream servers,
// ports and certificate put in, nothing else changed. nginx runs unprivileged from a folder of its own
// (prefix, pid, logs, temporary files), in the foreground as a child of this process.
import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { freePort } from '../apps/server/test/support/ports.ts';
import { startSmtpServer, type TestSmtp } from '../apps/server/test/support/smtp.ts';
import { privateBuild } from './reliability/harness.ts';
import { scratchDatabase, startBuiltServer } from './server.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const DEPLOY_CONF = join(root, 'deploy/nginx/iyl.conf');
const BUCKET = 'iyl-bench';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** nginx on PATH (or where Debian puts it, /usr/sbin, which a non-root PATH may lack); installed with apt-get when missing, as scripts/ensure-chromium.mjs installs Chromium. */
export function ensureNginx(): string {
  const find = () => [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'].map((dir) => join(dir, 'nginx')).find((path) => existsSync(path));
  const found = find();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: install it with "sudo apt-get update && sudo apt-get install -y nginx", then run the bench again.');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('nginx is missing; installing the Debian package…');
  for (const args of [['update'], ['install', '-y', 'nginx']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`"apt-get ${args.join(' ')}" failed (exit ${result.status ?? result.signal}); install nginx by hand: apt-get install -y nginx`);
  }
  const installed = find();
  if (!installed) throw new Error('apt-get finished but nginx is still missing; install the "nginx" package by hand.');
  return installed;
}

/** Replaces `pattern` in `text`, which must match: a change to the deploy file is told, not silently served. */
function substitute(text: string, pattern: RegExp, by: string | ((match: string) => string), what: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/iyl.conf no longer has ${what}: update bench/cluster.ts`);
  return text.replace(pattern, by as string);
}

/** The text of the top-level `server { … }` block holding `marker`, braces matched. */
function serverBlock(text: string, marker: string): string {
  for (let at = text.indexOf('server {'); at >= 0; at = text.indexOf('server {', at + 1)) {
    let depth = 0;
    for (let i = text.indexOf('{', at); i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) {
        const block = text.slice(at, i + 1);
        if (block.includes(marker)) return block;
        break;
      }
    }
  }
  throw new Error(`deploy/nginx/iyl.conf no longer has a server block with ${marker}: update bench/cluster.ts`);
}

/**
 * deploy/nginx/iyl.conf with this machine's values: the app processes' ports in the upstream, TLS and
 * HTTP/2 on `tlsPort` and plain HTTP (for the load generator) on `plainPort` in the same server block, a
 * throwaway certificate. The redirect-to-https server on port 80 and the IPv6 listeners are left out.
 */
export function renderNginxConf(ports: number[], tlsPort: number, plainPort: number, cert: { cert: string; key: string }): string {
  let conf = readFileSync(DEPLOY_CONF, 'utf8');
  conf = conf.replace(serverBlock(conf, 'return 301 https://'), '# (the redirect to https on port 80: not run by the bench)');
  // The upstream's server lines: the first becomes one per process (with its parameters), the others go.
  const upstreamLines = /^([ \t]*)server 127\.0\.0\.1:\d+( [^;\n]*)?;[^\n]*\n/gm;
  const [first] = conf.matchAll(upstreamLines);
  if (!first) throw new Error('deploy/nginx/iyl.conf no longer has an upstream server line: update bench/cluster.ts');
  const [, indent = '    ', params = ''] = first;
  const servers = ports.map((port) => `${indent}server 127.0.0.1:${port}${params};\n`).join('');
  conf = conf.replace(upstreamLines, (_line: string, _indent: string, _params: string, offset: number) => (offset === first.index ? servers : ''));
  conf = substitute(conf, /^([ \t]*)listen 443 ssl http2;/m, `$1listen 127.0.0.1:${tlsPort} ssl http2;\n$1listen 127.0.0.1:${plainPort};`, 'listen 443 ssl http2');
  conf = substitute(conf, /^[ \t]*listen \[::\]:443[^\n]*\n/m, '', 'an IPv6 listener');
  conf = substitute(conf, /ssl_certificate +\S+;/, `ssl_certificate ${cert.cert};`, 'ssl_certificate');
  conf = substitute(conf, /ssl_certificate_key +\S+;/, `ssl_certificate_key ${cert.key};`, 'ssl_certificate_key');
  return conf;
}

/** The whole nginx.conf around the deploy file: paths in `dir`, and which process answered in X-Iyl-Upstream (the bench's only addition). */
function mainConf(dir: string, site: string, realIp: boolean): string {
  const tmp = (name: string) => join(dir, 'tmp', name);
  return `# Written by bench/cluster.ts around deploy/nginx/iyl.conf.
worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  add_header X-Iyl-Upstream $upstream_addr always;${realIp ? '\n  set_real_ip_from 127.0.0.1;\n  real_ip_header X-Forwarded-For;' : ''}

${site}
}
`;
}

/** A self-signed certificate for 127.0.0.1, valid a day. */
function throwawayCert(dir: string) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
}

/** The user nginx runs as when the bench is root: nobody (an unprivileged process that owns its folder). */
function nobody(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

function chownTree(path: string, uid: number, gid: number) {
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) for (const name of readdirSync(path)) chownTree(join(path, name), uid, gid);
}

async function waitFor(url: string, ms: number, child?: ChildProcess) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) return false;
    if (await fetch(url).then((r) => r.ok, () => false)) return true;
  }
  return false;
}

/** Stops a child process: `signal`, then SIGKILL after `graceMs`; resolves once it has gone. */
async function ended(child: ChildProcess, signal: NodeJS.Signals, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  if (signal !== 'SIGKILL' && !(await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]))) child.kill('SIGKILL');
  await exited;
}

export interface AppProcess {
  /** The process's own address (plain HTTP, past nginx). */
  base: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM, as a deployment stops it. */
  stop(): Promise<void>;
  /** kill -9. */
  kill(): Promise<void>;
  /** Started again on the same port (nginx's upstream), data folder and database. */
  restart(): Promise<void>;
}

export interface ClusterOptions {
  processes?: number;
  /** The database every process uses; by default a scratch database on BENCH_DATABASE_URL ?? TEST_DATABASE_URL ?? postgres://postgres@127.0.0.1:5432/test's server, dropped at the end. */
  databaseUrl?: string;
  /** Over the processes' environment (e.g. SESSION_CACHE_SECONDS). */
  env?: Record<string, string>;
  /**
   * nginx takes the visitor's address from the X-Forwarded-For a client on this machine sends (the
   * realip module, as behind a CDN or another proxy: deploy/README.md), so a load generator's people keep
   * addresses of their own.
   */
  realIp?: boolean;
}

export async function startCluster(options: ClusterOptions = {}) {
  const count = options.processes ?? 2;
  const cleanups: (() => unknown)[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch((err) => console.error('cleanup:', err));
  };
  const interrupted = (signal: NodeJS.Signals) => void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);

  try {
    const nginx = ensureNginx();
    const dir = mkdtempSync(join(tmpdir(), 'iyl-cluster-'));
    // nginx (nobody, when this is root) reaches its own folder inside.
    chmodSync(dir, 0o711);
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

    // Files: s3rver in a folder of its own, one bucket.
    const s3Dir = join(dir, 's3');
    mkdirSync(s3Dir);
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port: s3Port } = (await s3.run()) as { port: number };
    cleanups.push(() => s3.close());

    // Mail: a real SMTP server that keeps every message.
    const mail: TestSmtp = await startSmtpServer();
    cleanups.push(() => mail.close());

    // One PostgreSQL for all.
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const scratch = await scratchDatabase(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 'iyl_bench_cluster');
      cleanups.push(() => scratch.drop());
      databaseUrl = scratch.url;
    }

    // The build, copied: a build of the shared tree during the run must not replace it under a restart.
    const build = privateBuild();
    cleanups.push(() => build.remove());

    const tlsPort = await freePort();
    const plainPort = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: mail.url,
      MAIL_FROM: 'IYL <no-reply@bench.local>',
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `https://127.0.0.1:${tlsPort}`,
      // Every request comes from 127.0.0.1: the per-address limits are for visitors, not for one load generator.
      RATE_LIMIT_FACTOR: '1000',
      // Which production refuses unless told this is a bench (the server warns at start).
      IYL_ALLOW_UNSAFE_BENCH: '1',
      LOG_LEVEL: 'warn',
      ...options.env,
    };

    const processes: AppProcess[] = [];
    const startOne = async (i: number): Promise<AppProcess> => {
      const port = await freePort();
      const dataDir = join(dir, `app-${i + 1}`);
      mkdirSync(dataDir);
      const log = openSync(join(dir, `app-${i + 1}.log`), 'a');
      cleanups.push(() => closeSync(log));
      const launch = () => startBuiltServer({ ...env, DATA_DIR: dataDir }, { entry: build.entry, untilJobs: true, port, stderr: log });
      const started = await launch();
      const app: AppProcess = {
        base: started.base,
        port,
        child: started.child,
        stop: () => ended(app.child, 'SIGTERM'),
        kill: () => ended(app.child, 'SIGKILL'),
        async restart() {
          await ended(app.child, 'SIGTERM');
          app.child = (await launch()).child;
        },
      };
      cleanups.push(() => app.stop());
      return app;
    };
    // The first process migrates the database; the others start on it together.
    processes.push(await startOne(0));
    processes.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, i) => startOne(i + 1)))));

    // nginx, from deploy/nginx/iyl.conf.
    const nginxDir = join(dir, 'nginx');
    for (const sub of ['', 'tmp']) mkdirSync(join(nginxDir, sub), { recursive: true });
    const cert = throwawayCert(nginxDir);
    const conf = join(nginxDir, 'nginx.conf');
    writeFileSync(conf, mainConf(nginxDir, renderNginxConf(processes.map((p) => p.port), tlsPort, plainPort, cert), options.realIp ?? false));
    const user = nobody();
    if (user) chownTree(nginxDir, user.uid, user.gid);
    const args = ['-p', `${nginxDir}/`, '-c', conf, '-e', join(nginxDir, 'error.log')];
    const tested = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8', ...(user ?? {}) });
    if (tested.status !== 0) throw new Error(`nginx refused the configuration (${conf}):\n${tested.stderr}`);
    const proxy = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'], ...(user ?? {}) });
    cleanups.push(() => ended(proxy, 'SIGTERM'));
    const url = `http://127.0.0.1:${plainPort}`;
    if (!(await waitFor(`${url}/healthz`, 15_000, proxy))) throw new Error(`nginx did not answer on ${url}: ${readFileSync(join(nginxDir, 'error.log'), 'utf8').slice(-2000)}`);
    const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '');

    return {
      /** nginx, plain HTTP (the same server block as the TLS one). */
      url,
      /** nginx, TLS with HTTP/2 (self-signed certificate: a client must not check it). */
      secureUrl: `https://127.0.0.1:${tlsPort}`,
      nginx: { version, dir: nginxDir, child: proxy, runsAs: user ? 'nobody' : 'this user' },
      processes,
      /** Every mail the processes sent. */
      mail,
      databaseUrl,
      s3: { endpoint: `http://127.0.0.1:${s3Port}`, bucket: BUCKET, directory: join(s3Dir, BUCKET) },
      /** The processes' logs (stderr: warnings and errors), by process. */
      logs: () => processes.map((_, i) => readFileSync(join(dir, `app-${i + 1}.log`), 'utf8')),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
