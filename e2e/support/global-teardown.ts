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
 * Stops every worker's servers, fake AI provider and SMTP server, and removes the temporary data,
 * mail and log folders.
 */
export default async function globalTeardown() {
  const state = globalThis.__iylE2e;
  if (!state) return;
  globalThis.__iylE2e = undefined;

  await Promise.all(
    state.stacks.map(async ({ server, aiServer, fakeAi, smtp }) => {
      await Promise.all([server ? stopServer(server) : undefined, aiServer ? stopServer(aiServer) : undefined]);
      await fakeAi?.close();
      if (smtp) await new Promise<void>((ok) => smtp.close(() => ok()));
    }),
  );

  if (process.env.IYL_E2E_SHOW_LOG) {
    for (const { logFile, aiLogFile } of state.stacks) {
      if (logFile) showLog(logFile);
      if (aiLogFile) showLog(aiLogFile);
    }
  }
  rmSync(state.tempRoot, { recursive: true, force: true });
}
