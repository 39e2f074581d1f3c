import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import { limitConcurrency } from '../concurrency.ts';
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
 * One account's tasks in the pool at once, and how many more of its tasks may wait their turn (in a
 * line of the account's own, outside the pool); one more is answered 503. Reads such as a .docx export
 * pass the per-account write limit, so without this one customer's loop of exports filled the pool's
 * queue and another customer's large note save was refused.
 */
export const TASKS_PER_ACCOUNT = 2;
const WAITING_PER_ACCOUNT = 4;

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
  const accounts = new Map<string, { limit: ReturnType<typeof limitConcurrency>; tasks: number }>();
  /** Runs `work` in the account's own line (at most TASKS_PER_ACCOUNT at once); the line is forgotten when empty. */
  async function inLine<T>(account: string, work: () => Promise<T>): Promise<T> {
    let line = accounts.get(account);
    if (!line) {
      line = { limit: limitConcurrency(TASKS_PER_ACCOUNT, { maxWaiting: WAITING_PER_ACCOUNT, whenFull: serviceBusy }), tasks: 0 };
      accounts.set(account, line);
    }
    line.tasks++;
    try {
      return await line.limit(work);
    } finally {
      if (--line.tasks === 0) accounts.delete(account);
    }
  }
  async function runNow<T>(task: string, name: string, arg: unknown, signal?: AbortSignal): Promise<T> {
    try {
      return (await pool.run(arg, { filename: taskFile(task), name, signal })) as T;
    } catch (err) {
      if (err instanceof Error && /queue is at limit/i.test(err.message)) throw serviceBusy();
      throw err;
    }
  }
  return {
    /**
     * Runs export `name` of task module `task` with `arg` on a worker thread. `account`: the customer
     * whose request asks for it (their tasks are capped, see TASKS_PER_ACCOUNT); left out for work a
     * customer cannot repeat at will (what an AI answer is kept as: losing it to a cap would lose the answer).
     * `signal` stops the task: its thread is ended (a time limit on parsing a file that could take forever).
     */
    run<T>(task: string, name: string, arg: unknown, account?: string, options: { signal?: AbortSignal } = {}): Promise<T> {
      const { signal } = options;
      return account ? inLine(account, () => runNow<T>(task, name, arg, signal)) : runNow<T>(task, name, arg, signal);
    },
    close: () => pool.destroy(),
  };
}
export type WorkerPool = ReturnType<typeof createWorkerPool>;
