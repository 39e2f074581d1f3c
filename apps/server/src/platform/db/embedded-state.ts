/** The embedded server's kept state (its port and the password made at first start, in DATA_DIR/postgres.json) and connections made with it. */
import { chmodSync, closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import pg from 'pg';

export interface State {
  port: number;
  user: string;
  password: string;
}

export const USER = 'iyl';
export const DATABASE = 'iyl';

export const urlOf = (state: State, port = state.port, database = DATABASE) =>
  `postgres://${USER}:${encodeURIComponent(state.password)}@127.0.0.1:${port}/${database}`;

/** `work` on a connection of its own to `url`, closed after. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>, connectionTimeoutMillis?: number): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The app's database, made on the first start (initdb makes only `postgres`). */
export function ensureDatabase(state: State, port: number) {
  return withClient(urlOf(state, port, 'postgres'), async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  });
}

/** Whether the server at `url` answers a query within `timeoutMs`. */
export function answers(url: string, timeoutMs: number): Promise<boolean> {
  return withClient(url, async (client) => (await client.query('select 1')).rowCount === 1, timeoutMs).catch(() => false);
}

export function readState(file: string): State | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as State;
}

/** Written whole or not at all (a new file renamed over the old): a crash never leaves half a password. */
export function writeState(file: string, state: State) {
  const next = `${file}.new`;
  const fd = openSync(next, 'w', 0o600);
  try {
    writeFileSync(fd, `${JSON.stringify(state, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  chmodSync(next, 0o600);
  renameSync(next, file);
}
