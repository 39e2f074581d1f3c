// The server the web audit measures: the BUILT app with the demo data on a free port and a fresh DATA_DIR,
// and the demo people signed in through its API (their cookies, for the browsers): the customer, the coach,
// the Admin and the Global administrator, each with the demo's password and the code from the dev outbox.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { codeFromDevOutbox, rememberDevOutbox } from '../../apps/server/test/support/dev-outbox.ts';
import { freePort } from '../../apps/server/test/support/ports.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/node-flags.ts';
import { root } from './settings.ts';

export async function startServer(dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Many sign-ins and page loads from one address within a minute.
      RATE_LIMIT_FACTOR: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) {
      rememberDevOutbox(base, dataDir);
      return { child, base };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start within 120 s');
}

export interface Cookie {
  name: string;
  value: string;
}

/** A tiny cookie jar over fetch: keeps every Set-Cookie, sends them back, echoes the CSRF cookie. */
export async function signIn(base: string, { email, password }: { email: string; password: string }): Promise<Cookie[]> {
  const jar = new Map<string, string>();
  const call = async (path: string, body?: unknown) => {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['x-csrf-token'] = jar.get('iyl_csrf') ?? '';
    }
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    if (!response.ok) throw new Error(`${email}: ${path} answered ${response.status} ${await response.text()}`);
    return response;
  };
  await call('/Login');
  await call('/api/v1/auth/login', { email, password });
  const code = await codeFromDevOutbox(base, email);
  await call('/api/v1/auth/verify-otp', { email, code });
  if (!jar.has('iyl_session')) throw new Error(`${email}: signed in but no iyl_session cookie was set`);
  return [...jar].map(([name, value]) => ({ name, value }));
}
