import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { limitConcurrency } from '../concurrency.ts';
import { taskFile } from './pool.ts';

/** What one isolated task may use; past any of them its process is ended. */
export interface IsolatedLimits {
  /**
   * CPU time (Linux; elsewhere it counts as wall-clock time): what the work costs, whatever else the
   * machine is doing, so a file is not failed as too slow because the server was busy.
   */
  cpuMs: number;
  /** Wall-clock time, however little CPU the child got (it runs below the app's priority). */
  timeMs: number;
  /** The child's JavaScript heap (V8's --max-old-space-size). */
  heapMb: number;
  /**
   * The child's resident memory, all of it: the heap, and the buffers outside it (typed arrays,
   * zlib's output), which the heap limit does not count and a PDF reader lives on.
   */
  memoryMb: number;
}

/** How an isolated task ended without its answer: it threw, or its process was ended (and why). */
export type IsolatedEnd = 'failed' | 'time' | 'memory' | 'crashed' | 'closed';

/** An isolated task that gave no answer. `code` is the task's own error code, when it threw one. */
export class IsolatedTaskError extends Error {
  override name = 'IsolatedTaskError';
  constructor(
    readonly end: IsolatedEnd,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** How often the child's resident memory is read (a runaway inflate gains ~50 MB in that time). */
const WATCH_MS = 50;
/** The end of the child's error output kept (V8's out-of-memory report is at the end). */
const STDERR_KEPT = 4_096;
/** Below the app in the CPU scheduler: on a small machine a busy reader never starves the requests. */
const NICE = 10;

const childEntry = taskFile('platform/workers/isolated-child');
/** Node's own flags are passed on (a loader for .ts files in development), not its memory or debugger settings. */
const inheritedFlags = () => process.execArgv.filter((flag) => !/^--(max-old-space-size|max-semi-space-size|inspect|heap-)/.test(flag));

/** Linux reports CPU time in ticks of 1/100 s (USER_HZ, the same on every architecture). */
const TICK_MS = 10;

/** The CPU time a process has used, in ms, from Linux's /proc (undefined elsewhere, or once it has gone). */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // pid (command) state ppid …: fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** The resident memory of a process in MB, from Linux's /proc (undefined elsewhere, or once it has gone). */
export function residentMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * Work that must not be able to hurt the app, each run in a child process of its own (decision 0026):
 * a coach's PDF can make PDF.js allocate without bound, outside the V8 heap too, where a worker
 * thread's resourceLimits do not reach, and a thread that runs out of memory takes the process with
 * it. The child gets a heap limit, its resident memory is watched and it is killed past its cap or
 * its time; it runs at a lower CPU priority and is the first the kernel's out-of-memory killer picks.
 * At most `slots` children run at once; the others wait their turn.
 */
export function createIsolatedRunner(options: { slots: number }) {
  const limit = limitConcurrency(options.slots);
  /** The running children, each with what ends it. */
  const running = new Map<ChildProcess, (why: IsolatedEnd) => void>();
  let closed = false;

  function runChild<T>(task: string, name: string, arg: unknown, limits: IsolatedLimits, input?: Uint8Array): Promise<T> {
    if (closed) return Promise.reject(new IsolatedTaskError('closed', 'the runner is closed'));
    return new Promise<T>((resolve, reject) => {
      const child = fork(childEntry, [], {
        execArgv: [...inheritedFlags(), `--max-old-space-size=${limits.heapMb}`],
        serialization: 'advanced',
        stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe', 'ipc'],
      });
      let endedFor: IsolatedEnd | undefined;
      let answer: { ok: true; value: T } | { ok: false; error: { name?: string; message?: string; code?: string } } | undefined;
      let stderr = '';
      let peakMb = 0;
      let cpuMs = 0;
      const end = (why: IsolatedEnd) => {
        endedFor ??= why;
        child.kill('SIGKILL');
      };
      const startedAt = Date.now();
      const timer = setTimeout(() => end('time'), limits.timeMs);
      const watch = setInterval(() => {
        if (child.pid === undefined) return;
        const mb = residentMb(child.pid);
        if (mb !== undefined) peakMb = Math.max(peakMb, mb);
        if (mb !== undefined && mb > limits.memoryMb) end('memory');
        cpuMs = cpuMsOf(child.pid) ?? Date.now() - startedAt;
        if (cpuMs > limits.cpuMs) end('time');
      }, WATCH_MS);
      running.set(child, end);
      if (child.pid !== undefined) {
        try {
          setPriority(child.pid, NICE);
        } catch {
          // Not allowed here (some containers): the child runs at the app's priority.
        }
        try {
          writeFileSync(`/proc/${child.pid}/oom_score_adj`, '1000');
        } catch {
          // Not Linux, or not allowed: the caps above still hold.
        }
      }
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT);
      });
      child.on('message', (message) => {
        answer = message as typeof answer;
      });
      child.on('error', () => end('crashed'));
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        clearInterval(watch);
        running.delete(child);
        if (answer?.ok && !endedFor) return resolve(answer.value);
        if (answer && !answer.ok && !endedFor) {
          const { name: errorName = 'Error', message = 'unknown error', code: errorCode } = answer.error;
          return reject(new IsolatedTaskError('failed', `${errorName}: ${message}`, errorCode));
        }
        // V8 ends the process itself when the heap is full (or a buffer cannot be had).
        const outOfMemory = /heap out of memory|Allocation failed|Array buffer allocation failed/i.test(stderr);
        const why = endedFor ?? (outOfMemory ? 'memory' : 'crashed');
        const detail =
          why === 'time'
            ? `stopped after ${Date.now() - startedAt} ms, ${cpuMs} ms of CPU (caps ${limits.cpuMs} ms of CPU, ${limits.timeMs} ms)`
            : why === 'memory'
              ? `stopped at ${Math.round(peakMb)} MB resident (cap ${limits.memoryMb} MB, heap ${limits.heapMb} MB)`
              : why === 'closed'
                ? 'stopped: the app is closing'
                : `ended by ${signal ?? `exit code ${code}`}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`;
        reject(new IsolatedTaskError(why, `${task}#${name} ${detail}`));
      });
      child.send({ file: taskFile(task), name, arg, input: input !== undefined });
      // Written from the caller's own buffer, not copied into a message.
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(input);
    });
  }

  return {
    /**
     * Runs export `name` of task module `task` (a path under src/ without extension) in a child process
     * under `limits`: it is called with `arg` (sent as a message) and `input` (bytes, such as a file,
     * sent through the child's standard input).
     */
    run<T>(task: string, name: string, arg: unknown, limits: IsolatedLimits, input?: Uint8Array): Promise<T> {
      return limit(() => runChild<T>(task, name, arg, limits, input));
    },
    /** Ends every running child (their tasks end 'closed'); no new one starts. */
    async close() {
      closed = true;
      const ending = [...running.keys()].map((child) => new Promise((done) => child.once('exit', done)));
      for (const end of running.values()) end('closed');
      await Promise.all(ending);
    },
  };
}
export type IsolatedRunner = ReturnType<typeof createIsolatedRunner>;
