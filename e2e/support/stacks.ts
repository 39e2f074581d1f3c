// The browser tests run in parallel workers, and each worker drives servers of its own (a "stack":
// the IYL server with its embedded database, the server whose AI is the fake provider, the SMTP
// server and its mail folder), so no test sees another worker's accounts, mail, rate limits or data.
// The global setup starts one stack per worker and hands each over in one variable; a worker takes
// its stack's values as the plain variables the tests read (BASE_URL, MAIL_DIR, …; see env.ts).

/** What the tests of one worker read from the environment. */
export interface StackEnv {
  BASE_URL: string;
  MAIL_DIR: string;
  /** The data folder of the server at BASE_URL (its embedded PostgreSQL server runs there). */
  E2E_DATA_DIR: string;
  IYL_SERVER_LOG: string;
  /** The second server, whose AI is the fake provider, its log and the provider's request log. */
  AI_BASE_URL_APP: string;
  IYL_AI_SERVER_LOG: string;
  FAKE_AI_LOG: string;
}

/** The variable the global setup hands the stack of the worker with this parallel index over in. */
export const stackVariable = (parallelIndex: number) => `IYL_E2E_STACK_${parallelIndex}`;

/**
 * In a worker (Playwright sets TEST_PARALLEL_INDEX before it loads the config): its stack's values
 * become the plain variables. A worker started again after a failure has the same index, so the same
 * stack. In the runner process (no index) nothing changes.
 */
export function adoptStack(env: NodeJS.ProcessEnv = process.env): void {
  const index = env.TEST_PARALLEL_INDEX;
  if (index === undefined) return;
  const handed = env[stackVariable(Number(index))];
  if (!handed) throw new Error(`${stackVariable(Number(index))} is not set: the global setup started fewer stacks than there are workers`);
  Object.assign(env, JSON.parse(handed) as StackEnv);
}
