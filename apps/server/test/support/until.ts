/**
 * Waits until `condition` holds, looking every `everyMs`, for at most `timeoutMs`; answers whether it
 * held (tests assert on that, so a timeout fails with the test's own words).
 */
export async function until(condition: () => boolean, timeoutMs: number, everyMs = 10): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; !condition() && Date.now() < end; ) await new Promise((r) => setTimeout(r, everyMs));
  return condition();
}
