/** Values the global setup hands to the tests through the environment: those of the worker's own stack (stacks.ts). */
export function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set: run the browser tests through e2e/playwright.config.ts');
  return url;
}

export function mailDir(): string {
  const dir = process.env.MAIL_DIR;
  if (!dir) throw new Error('MAIL_DIR is not set: run the browser tests through e2e/playwright.config.ts');
  return dir;
}

/** The data folder of the server at BASE_URL (its embedded PostgreSQL server runs there). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through e2e/playwright.config.ts');
  return dir;
}

/** Accounts made with the user-create CLI on each worker's server. */
export const admin = { email: 'admin@iyl.test', fullname: 'Ada Admin', password: 'Admin-pass-2024' } as const;
export const globalAdmin = { email: 'global@iyl.test', fullname: 'Gus Global', password: 'Global-pass-2024' } as const;

/** The second server, whose AI is the fake OpenAI-compatible provider (see support/fake-ai-replies.ts). */
export function aiAppUrl(): string {
  const url = process.env.AI_BASE_URL_APP;
  if (!url) throw new Error('AI_BASE_URL_APP is not set: run the browser tests through e2e/playwright.config.ts');
  return url;
}

/** A JSON file listing every request the fake AI provider got so far (written by the global setup). */
export function fakeAiLog(): string {
  const file = process.env.FAKE_AI_LOG;
  if (!file) throw new Error('FAKE_AI_LOG is not set: run the browser tests through e2e/playwright.config.ts');
  return file;
}
