/**
 * The newest sign-in code mailed to `email`, read from a running server's development outbox
 * (/dev/mail.json). Mail goes out just after the answer that queued it, so this waits for it.
 */
export async function codeFromDevOutbox(base: string, email: string, timeoutMs = 10_000): Promise<string> {
  for (const until = Date.now() + timeoutMs; ; ) {
    const outbox = (await (await fetch(`${base}/dev/mail.json`)).json()) as { to: string; text: string }[];
    const code = outbox.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no sign-in code for ${email} in ${base}/dev/mail.json`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
