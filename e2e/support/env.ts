/** Values the global setup hands to the tests through the environment. */
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

/** Accounts made with the user-create CLI before the server starts. */
export const admin = { email: 'admin@iyl.test', fullname: 'Ada Admin', password: 'Admin-pass-2024' } as const;
export const globalAdmin = { email: 'global@iyl.test', fullname: 'Gus Global', password: 'Global-pass-2024' } as const;
