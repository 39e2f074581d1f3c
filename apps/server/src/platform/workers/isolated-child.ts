// The entry of a child process started by isolated.ts: runs one export of one task module with the
// argument sent over IPC (and the bytes sent on its standard input, if any), sends back its answer (or
// its error, as plain fields: an Error does not survive the trip), and ends. The parent watches its
// time and memory and kills it past either.
import { buffer } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';

interface Task {
  file: string;
  name: string;
  arg: unknown;
  /** Whether bytes come on standard input. */
  input: boolean;
}

process.once('message', async ({ file, name, arg, input }: Task) => {
  let answer: object;
  try {
    const module = (await import(pathToFileURL(file).href)) as Record<string, (arg: unknown, input?: Uint8Array) => unknown>;
    const run = module[name];
    if (typeof run !== 'function') throw new Error(`${file} has no export ${name}`);
    answer = { ok: true, value: await run(arg, input ? await buffer(process.stdin) : undefined) };
  } catch (err) {
    const { name: errorName, message, code } = (err ?? {}) as { name?: unknown; message?: unknown; code?: unknown };
    answer = {
      ok: false,
      error: {
        name: typeof errorName === 'string' ? errorName : 'Error',
        message: typeof message === 'string' ? message : String(err),
        ...(typeof code === 'string' ? { code } : {}),
      },
    };
  }
  process.send?.(answer, () => process.exit(0));
});

// The app is gone (killed): nobody would read the answer.
process.once('disconnect', () => process.exit(1));
