import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import { serviceBusy } from '../http/errors.ts';

// The server's code folder: src/ when run from source (tsx, the tests; this file is src/platform/workers/),
// dist/ when built (bundled code sits in dist/ itself). A task file is at the same path under either:
// the build makes each *.task.ts an entry of its own.
const fromSource = import.meta.url.endsWith('.ts');
const codeDir = fileURLToPath(new URL(fromSource ? '../../' : './', import.meta.url));

/** The file of a task module, by its path under src/ without extension (e.g. 'features/notes/docx.task'). */
export const taskFile = (task: string) => join(codeDir, `${task}${fromSource ? '.ts' : '.js'}`);

/** Tasks waiting for a thread at most; one more is answered 503 (shed, not queued without bound). */
const MAX_QUEUE = 64;
/** A thread unused this long ends (an idle server keeps no worker memory). */
const IDLE_MS = 60_000;

/**
 * CPU-heavy work off the thread that serves every request (piscina worker threads): sanitising and
 * converting large rich text (a 200 KB note took 300–450 ms of the event loop, and other customers'
 * requests waited or were shed meanwhile). One thread on a two-core machine, leaving a core to the
 * event loop; threads start on demand and end when idle.
 */
export function createWorkerPool(options: { maxThreads?: number } = {}) {
  const pool = new Piscina({
    minThreads: 0,
    maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
    idleTimeout: IDLE_MS,
    maxQueue: MAX_QUEUE,
  });
  return {
    /** Runs export `name` of task module `task` with `arg` on a worker thread. */
    async run<T>(task: string, name: string, arg: unknown): Promise<T> {
      try {
        return (await pool.run(arg, { filename: taskFile(task), name })) as T;
      } catch (err) {
        if (err instanceof Error && /queue is at limit/i.test(err.message)) throw serviceBusy();
        throw err;
      }
    },
    close: () => pool.destroy(),
  };
}
export type WorkerPool = ReturnType<typeof createWorkerPool>;
