import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailDir } from './env.ts';

/** One message as the test SMTP server filed it. */
export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
  receivedAt: number;
}

/** Every message to `email` received at or after `after` (ms since epoch), oldest first. */
export function mailsTo(email: string, options: { after?: number } = {}): StoredMail[] {
  const address = email.toLowerCase();
  const after = options.after ?? 0;
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      // A message still being written is not whole yet: it is read on the next look.
      try {
        return [JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail];
      } catch {
        return [];
      }
    })
    .filter((mail) => mail.receivedAt >= after && mail.to.includes(address));
}

/**
 * Waits for the newest message to `email` received after `after` and returns its 6-digit code.
 * Take `after` just before the action that sends the mail.
 */
export async function waitForCode(email: string, options: { after: number; timeoutMs?: number }): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const newest = mailsTo(email, { after: options.after }).at(-1);
    if (newest) {
      const code = /\b(\d{6})\b/.exec(newest.text)?.[1];
      if (!code) throw new Error(`The mail "${newest.subject}" to ${email} holds no 6-digit code:\n${newest.text}`);
      return code;
    }
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${email} arrived after ${new Date(options.after).toISOString()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
