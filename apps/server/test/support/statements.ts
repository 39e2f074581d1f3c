import { PreparingClient } from '../../src/platform/db/prepared-statements.ts';

/**
 * The statements the app's pooled connections send while `run` runs, as their texts (BEGIN and COMMIT
 * included): what a request costs in round trips. Counted on the app pool's client class, so the job
 * queue's and the event listener's own connections are not in it.
 */
export async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const original = PreparingClient.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: forwards pg's query() overloads as they are.
  PreparingClient.prototype.query = function (this: PreparingClient, config: any, values?: any, callback?: any) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string') statements.push(text);
    return original.call(this, config, values, callback);
  };
  try {
    return { result: await run(), statements };
  } finally {
    PreparingClient.prototype.query = original;
  }
}
