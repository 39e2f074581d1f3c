import { devMailPath } from '../../src/platform/mail/dev-mail-address.ts';

/**
 * Where each running server started by a tool keeps its development outbox (its address holds the
 * install's secret, kept in its DATA_DIR): the tool says so once when the server is up, and every
 * sign-in after reads the codes from there by the server's base address alone.
 */
const dataDirs = new Map<string, string>();

/** Notes where the server at `base` keeps its data (DATA_DIR), and so its outbox's secret. */
export function rememberDevOutbox(base: string, dataDir: string): void {
  dataDirs.set(base, dataDir);
}

/**
 * The newest sign-in code mailed to `email`, read from a running server's development outbox
 * (rememberDevOutbox says where it is). Mail goes out just after the answer that queued it, so this waits for it.
 */
export async function codeFromDevOutbox(base: string, email: string, timeoutMs = 10_000): Promise<string> {
  const dataDir = dataDirs.get(base);
  if (!dataDir) throw new Error(`the development outbox of ${base} is not known: call rememberDevOutbox(base, dataDir) once it has started`);
  const address = `${base}${devMailPath(dataDir)}.json`;
  for (const until = Date.now() + timeoutMs; ; ) {
    const outbox = (await (await fetch(address)).json()) as { to: string; text: string }[];
    const code = outbox.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no sign-in code for ${email} in the development outbox of ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
