/**
 * Polls `url` until it answers 2xx. `gaveUp` is checked between tries, so a
 * caller can stop early (e.g. when the process that should answer has exited).
 */
export async function waitForOk(
  url: string,
  { timeoutMs = 120_000, gaveUp = () => undefined as string | undefined } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
