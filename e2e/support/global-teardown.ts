import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

/** Stops a server (SIGKILL if it has not exited 10 s after SIGTERM). */
async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((ok) => server.once('exit', () => ok()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function showLog(file: string) {
  try {
    console.log(readFileSync(file, 'utf8'));
  } catch {
    // no log
  }
}

/**
 * Stops both servers, the fake AI provider and the SMTP server, and removes the temporary data,
 * mail and log folder.
 */
export default async function globalTeardown() {
  const state = globalThis.__iylE2e;
  if (!state) return;
  globalThis.__iylE2e = undefined;
  const { server, aiServer, fakeAi, smtp, tempRoot, logFile, aiLogFile } = state;

  await Promise.all([stopServer(server), aiServer ? stopServer(aiServer) : undefined]);
  await fakeAi?.close();
  await new Promise<void>((ok) => smtp.close(() => ok()));

  if (process.env.IYL_E2E_SHOW_LOG) {
    showLog(logFile);
    if (aiLogFile) showLog(aiLogFile);
  }
  rmSync(tempRoot, { recursive: true, force: true });
}
