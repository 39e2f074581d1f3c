import { readFileSync, rmSync } from 'node:fs';

/** Stops the server and the SMTP server and removes the temporary data, mail and log folder. */
export default async function globalTeardown() {
  const state = globalThis.__iylE2e;
  if (!state) return;
  globalThis.__iylE2e = undefined;
  const { server, smtp, tempRoot, logFile } = state;

  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise<void>((ok) => server.once('exit', () => ok()));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await new Promise<void>((ok) => smtp.close(() => ok()));

  if (process.env.IYL_E2E_SHOW_LOG) {
    try {
      console.log(readFileSync(logFile, 'utf8'));
    } catch {
      // no log
    }
  }
  rmSync(tempRoot, { recursive: true, force: true });
}
