import { signIn } from './api.mjs';

const LEVELS = (process.env.BENCH_CONCURRENCY ?? '1,10,30,60').split(',').map(Number);
const GENERATE = {
  prompt: 'bench concurrency koi',
  generationType: 'prompt',
  style: 'traditional',
  colorScheme: 'blackwork',
};

/** The artist's balance; retried, because a burst can leave the emulator slow to answer. */
async function balance(stack, token) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      const res = await fetch(`${stack.urls.api}/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.ok) return (await res.json()).creditsRemaining;
    } catch {
      // The stack's proxy dropped the call: try again.
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  throw new Error('GET /api/auth/me did not answer 200 in 10 attempts');
}

/** One burst of `n` concurrent 4-credit generations by one artist through Hosting. */
async function burst(stack, token, n) {
  const before = await balance(stack, token);
  const statuses = await Promise.all(
    Array.from({ length: n }, async () => {
      try {
        const res = await fetch(`${stack.urls.api}/ai/generate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(GENERATE),
        });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 599;
      }
    }),
  );
  const after = await balance(stack, token);
  const accepted = statuses.filter((s) => s === 202).length;
  return {
    n,
    accepted,
    limited: statuses.filter((s) => s === 429).length,
    serverErrors: statuses.filter((s) => s >= 500).length,
    other: statuses.filter((s) => s !== 202 && s !== 429 && s < 500).length,
    charged: before - after,
    exact: before - after === accepted * 4,
  };
}

/**
 * Paid requests under concurrency, through Hosting → the api function (emulator workers):
 * for 1, 10, 30 and 60 concurrent 4-credit generations on one account, the share answered
 * ≥ 500 (must be 0), how many the artist's rate limit refused (429), and whether the credits
 * moved are exactly 4 per accepted job. Each level uses its own seeded account so one level's
 * rate-limit budget does not carry into the next.
 */
export async function concurrencyBenchmark(stack) {
  const accounts = [
    ['admin@inkforge.test', 'inkforge-admin'],
    ['premium@inkforge.test', 'inkforge-premium'],
    ['pro@inkforge.test', 'inkforge-pro'],
    ['basic@inkforge.test', 'inkforge-basic'],
  ];
  const results = [];
  for (const [i, n] of LEVELS.entries()) {
    const [email, password] = accounts[i % accounts.length];
    const token = await signIn(stack, email, password);
    const started = performance.now();
    const r = await burst(stack, token, n);
    const ms = Math.round(performance.now() - started);
    results.push({
      name:
        `concurrency ${n}: 5xx rate ${((100 * r.serverErrors) / n).toFixed(1)} % ` +
        `(${r.serverErrors}/${n}; 202 ${r.accepted}, 429 ${r.limited}, other 4xx ${r.other}; ` +
        `charged ${r.charged} = 4 × ${r.accepted}: ${r.exact ? 'exact' : 'NOT EXACT'}) in`,
      unit: 'ms',
      samples: n,
      median: ms,
      p90: ms,
      min: ms,
      max: ms,
    });
  }
  return results;
}
