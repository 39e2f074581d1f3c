// One operation of the reliability run, and how a run of it goes: prepared through the API, started, the
// server killed outright at a random moment, started again on the same database, then checked with SQL.
import type { Harness } from './harness.ts';
import { sleep, until } from './harness.ts';

/** What the operation has left in the database, read while the server is dead or after its restart. */
export interface Observed {
  /** In words, e.g. 'writing', 'read', 'none'. */
  state: string;
  /** Nothing more will happen to it (no answer being written, no reading or export under way, no mail to send). */
  final: boolean;
  /** The operation took effect (something saved), as opposed to nothing at all. */
  effect: boolean;
  /** It ended, but as failed (a cut answer, a reading or export given up). */
  failed?: boolean;
}

export interface Operation<S> {
  name: string;
  /** Before each run: what the operation needs, through the API (accounts, a draft, a code). */
  prepare(h: Harness, run: number): Promise<S>;
  /** The operation through the API; resolves with the answer's status (it rejects when the server dies). */
  request(h: Harness, state: S): Promise<number>;
  /** The operation's traces in the database (SQL only: the server may be dead). */
  observe(h: Harness, state: S): Promise<Observed>;
  /** The invariants after the restart (and recovery): each violation in words. `answered` is the 2xx the client got, if any. */
  check(h: Harness, state: S, after: Observed, answered: boolean): Promise<string[]>;
}

export type Outcome = 'before the kill' | 'rolled back' | 'saved, answer lost' | 'finished after restart' | 'failed after restart' | 'stuck';

export interface RunResult {
  run: number;
  delayMs: number;
  answered: boolean;
  status: number | 'no answer';
  atKill: Observed;
  after: Observed;
  killedDuring: boolean;
  outcome: Outcome;
  recoveryMs: number;
  violations: string[];
}

/** How long after the restart unfinished work may take to end (taken up again, or failed). */
export const RECOVERY_MS = Number(process.env.RELIABILITY_RECOVERY_SECONDS ?? 120) * 1000;

/** One uncut run: how long the operation takes from its request until nothing more happens. */
export async function measure<S>(h: Harness, op: Operation<S>, run: number): Promise<{ ms: number; violations: string[] }> {
  const state = await op.prepare(h, run);
  const started = performance.now();
  const status = await op.request(h, state);
  const finished = await until(async () => (await op.observe(h, state)).final, RECOVERY_MS, 10);
  const ms = performance.now() - started;
  const after = await op.observe(h, state);
  const violations = await op.check(h, state, after, status < 300);
  if (status >= 300) violations.push(`an uncut run answered ${status}`);
  if (!finished) violations.push(`an uncut run did not finish within ${RECOVERY_MS / 1000} s (${after.state})`);
  return { ms, violations };
}

function outcomeOf(answered: boolean, atKill: Observed, after: Observed): Outcome {
  if (!after.final) return 'stuck';
  if (atKill.final) {
    if (answered) return 'before the kill';
    return atKill.effect ? 'saved, answer lost' : 'rolled back';
  }
  return after.failed ? 'failed after restart' : 'finished after restart';
}

/** One run with a kill `delayMs` after the request went out. */
export async function killedRun<S>(h: Harness, op: Operation<S>, run: number, delayMs: number): Promise<RunResult> {
  const state = await op.prepare(h, run);
  let status: number | 'no answer' = 'no answer';
  const request = op.request(h, state).then(
    (answer) => {
      status = answer;
    },
    () => undefined,
  );
  await sleep(delayMs);
  await h.server.kill();
  await request;
  const answeredStatus = status as number | 'no answer';
  const answered = typeof answeredStatus === 'number' && answeredStatus < 300;
  // The server is dead: what is in the database now is what the kill left.
  const atKill = await op.observe(h, state);
  await h.server.start();
  const restarted = performance.now();
  await until(async () => (await op.observe(h, state)).final, RECOVERY_MS, 100);
  const recoveryMs = atKill.final ? 0 : performance.now() - restarted;
  const after = await op.observe(h, state);
  const violations = await op.check(h, state, after, answered);
  if (!after.final) violations.push(`still ${after.state} ${Math.round(RECOVERY_MS / 1000)} s after the restart`);
  // One line for a piece of work left in progress (the check may have said so in its own words).
  if (!after.final && violations.length > 1) violations.pop();
  if (typeof answeredStatus === 'number' && !answered) violations.push(`answered ${answeredStatus} before the kill`);
  return {
    run,
    delayMs,
    answered,
    status: answeredStatus,
    atKill,
    after,
    killedDuring: !answered || !atKill.final,
    outcome: outcomeOf(answered, atKill, after),
    recoveryMs,
    violations,
  };
}
