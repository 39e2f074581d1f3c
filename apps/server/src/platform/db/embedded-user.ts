/** The system user the embedded PostgreSQL server runs as when the app runs as root, and the folders it must reach. */
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, statSync } from 'node:fs';
import { platform, userInfo } from 'node:os';
import { dirname, parse } from 'node:path';

/** PostgreSQL refuses to run as root: there it runs as the system's `postgres` user, made if missing. */
export function serviceUser(log: (line: string) => void): { uid: number; gid: number } | undefined {
  if (platform() === 'win32' || userInfo().uid !== 0) return undefined;
  const find = () => readFileSync('/etc/passwd', 'utf8').split('\n').find((line) => line.startsWith('postgres:'))?.split(':');
  let entry = find();
  if (!entry) {
    log('running as root: making a system user "postgres" for the embedded database server (PostgreSQL does not run as root)');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    entry = find();
  }
  if (!entry) throw new Error('could not find or make a "postgres" user to run the embedded database server as');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/** The folders above the cluster must let the service user pass through them (a root-only temp folder would not). */
export function letThrough(dir: string, as: { uid: number; gid: number }, log: (line: string) => void) {
  const { root } = parse(dir);
  for (let at = dirname(dir); at !== root && at !== dirname(at); at = dirname(at)) {
    const { mode, uid, gid } = statSync(at);
    const passes = (uid === as.uid && mode & 0o100) || (gid === as.gid && mode & 0o010) || mode & 0o001;
    if (!passes) {
      chmodSync(at, mode | 0o001);
      log(`let the database server's user pass through ${at} (o+x), so it reaches its data folder`);
    }
  }
}

export function ownAll(dir: string, as: { uid: number; gid: number } | undefined) {
  if (as) execFileSync('chown', ['-R', `${as.uid}:${as.gid}`, dir]);
}
