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
/**
 * How long a task may wait for a thread and run, together: past it the task is stopped and its request
 * answered 503 with the busy text, rather than held for as long as the tasks before it take. The
 * pool's tasks take milliseconds to a second or two; the time-limited ones (reading a coach's PDF)
 * run in processes of their own (isolated.ts).
 */
export const TASK_DEADLINE_MS = 15_000;
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
export function createWorkerPool(options: { maxThreads?: number; deadlineMs?: number } = {}) {
  const deadlineMs = options.deadlineMs ?? TASK_DEADLINE_MS;
  const pool = new Piscina({
    minThreads: 0,
    maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
    idleTimeout: IDLE_MS,
    maxQueue: MAX_QUEUE,
  });
  // A task's failure reaches its caller. The pool itself emits an error only for an answer that comes
  // after its task was settled (the pool closed while it ran); unheard, an emitted error would end
  // the process.
  pool.on('error', () => undefined);
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
  /** Tasks handed to piscina and not yet settled. */
  let pending = 0;
  /**
   * Piscina (5.3) ends the thread of a task stopped while running and starts a new one only up to
   * minThreads (0 here, so an idle server keeps no thread): the tasks queued behind it then waited
   * until some other task was submitted (an export answered after 95 s). Submitting a task that does
   * nothing starts the thread, and the queue behind it drains in order.
   */
  function wake() {
    if (pending > 0) pool.run(null, { filename: taskFile('platform/workers/wake.task'), name: 'nothing' }).catch(() => undefined);
  }
  async function runNow<T>(task: string, name: string, arg: unknown, deadline: AbortSignal, signal?: AbortSignal): Promise<T> {
    pending++;
    let stopped = false;
    try {
      return (await pool.run(arg, { filename: taskFile(task), name, signal: signal ? AbortSignal.any([signal, deadline]) : deadline })) as T;
    } catch (err) {
      if (err instanceof Error && /queue is at limit/i.test(err.message)) throw serviceBusy();
      stopped = deadline.aborted || signal?.aborted === true;
      if (deadline.aborted && !signal?.aborted) throw serviceBusy();
      throw err;
    } finally {
      pending--;
      if (stopped) wake();
    }
  }
  return {
    /**
     * Runs export `name` of task module `task` with `arg` on a worker thread. `account`: the customer
     * whose request asks for it (their tasks are capped, see TASKS_PER_ACCOUNT); left out for work a
     * customer cannot repeat at will (what an AI answer is kept as: losing it to a cap would lose the answer).
     * `signal` stops the task: its thread is ended. Every task has TASK_DEADLINE_MS from this call
     * (its wait in the account's line included), then it is stopped and answered 503 (busy).
     */
    run<T>(task: string, name: string, arg: unknown, account?: string, options: { signal?: AbortSignal } = {}): Promise<T> {
      const { signal } = options;
      const deadline = AbortSignal.timeout(deadlineMs);
      return account ? inLine(account, () => runNow<T>(task, name, arg, deadline, signal)) : runNow<T>(task, name, arg, deadline, signal);
    },
    close: () => pool.destroy(),
  };
}
export type WorkerPool = ReturnType<typeof createWorkerPool>;
