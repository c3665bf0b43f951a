import { api, signIn } from './api.mjs';
import { median, percentile } from './stats.mjs';

const JOBS = Number(process.env.BENCH_JOBS ?? 20);

async function waitForJob(stack, token, jobId, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    const job = await api(stack, token, 'GET', `/ai/jobs/${jobId}`);
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() - started > timeoutMs) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Job latency with the offline provider through the real path: POST /api/ai/generate on
 * Hosting → Cloud Tasks emulator → runJob → Storage → completed. Measured from the job's own
 * timestamps (created at enqueue, updated at completion), one job after another.
 */
export async function generationBenchmark(stack) {
  const token = await signIn(stack, 'premium@inkforge.test', 'inkforge-premium');
  const latencies = [];
  for (let i = 0; i < JOBS; i += 1) {
    const { jobId } = await api(stack, token, 'POST', '/ai/generate', {
      prompt: `bench rose ${i}`,
      generationType: 'prompt',
      style: 'traditional',
      colorScheme: i % 2 ? 'color' : 'blackwork',
    });
    const job = await waitForJob(stack, token, jobId);
    if (job.status !== 'completed') throw new Error(`job ${jobId} failed: ${job.error}`);
    latencies.push(Date.parse(job.updatedAt) - Date.parse(job.createdAt));
  }
  return {
    name: 'AI generation job latency (enqueue → completed, offline provider)',
    unit: 'ms',
    samples: latencies.length,
    median: median(latencies),
    p90: percentile(latencies, 90),
    min: Math.min(...latencies),
    max: Math.max(...latencies),
  };
}
