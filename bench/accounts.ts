// What the benchmarks share about accounts: customers signed up and in as API clients.
import { codeFromDevOutbox } from '../apps/server/test/support/dev-outbox.ts';

const PASSWORD = 'correct horse battery';
const json = { 'content-type': 'application/json' };

/** Signs a new customer up and in as an API client (the code from the development outbox): their bearer token. */
export async function apiCustomer(base: string, name: string) {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.test`;
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ fullname: name, email, role: 'Customer', password: PASSWORD, confirmPassword: PASSWORD }),
  });
  if (!registered.ok) throw new Error(`bench sign-up failed: ${registered.status} ${await registered.text()}`);
  let login: Response;
  // At most a few argon2id hashes at once: the rest get a quick 503 with Retry-After.
  for (let attempt = 0; ; attempt++) {
    login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: PASSWORD, client: 'api' }) });
    if (login.status !== 503 || attempt === 20) break;
    await new Promise((r) => setTimeout(r, 1000 * Number(login.headers.get('retry-after') ?? 1)));
  }
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
  const code = await codeFromDevOutbox(base, email);
  const verify = await fetch(`${base}/api/v1/auth/verify-otp`, { method: 'POST', headers: json, body: JSON.stringify({ email, code, client: 'api' }) });
  if (!verify.ok) throw new Error(`bench code check failed: ${verify.status} ${await verify.text()}`);
  return ((await verify.json()) as { token: string }).token;
}

/** `count` results made `size` at a time (sign-ups hash passwords: a few at once). */
export async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return out;
}
