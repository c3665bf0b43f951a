/** Polls until check() returns a truthy value; throws with `what` after timeoutMs. */
export async function waitFor(what, check, { timeoutMs = 60_000, intervalMs = 250, failed } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    const reason = failed?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`Timed out after ${timeoutMs / 1000}s waiting for ${what}${detail}`);
}

export async function httpGet(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  const body = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', body };
}
