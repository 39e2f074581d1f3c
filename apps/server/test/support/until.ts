/**
 * Waits until `condition` holds, looking every `everyMs`, for at most `timeoutMs`; answers whether it
 * held (tests assert on that, so a timeout fails with the test's own words). The condition may ask
 * something over the network (an HTTP request to another process).
 */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 10): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; !(await condition()) && Date.now() < end; ) await new Promise((r) => setTimeout(r, everyMs));
  return condition();
}
