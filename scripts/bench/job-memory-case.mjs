// One runJob worker's memory, in a fresh process so the figures are its own:
//   node --import tsx scripts/bench/job-memory-case.mjs prepare <png>
//   node --expose-gc --import tsx scripts/bench/job-memory-case.mjs <jobs at once> <drawn|png>
// `prepare` writes an incompressible 2304×1536 PNG (11 MB: what a photographic design from
// OpenAI weighs at most). The measure step runs with the stack's variables (Firestore and
// Storage emulators): it loads the deployed bundle (what a runJob instance holds), draws one
// warm-up design, then `n` designs at once: prompt designs at print size (2304×1536) by the
// offline provider, streamed as OpenAI streams them (two partial images at full size, then the
// final one, each as base64 text). `drawn` sends the offline line art itself (a small PNG); a
// PNG file sends that file's bytes instead, for the same drawing. Prints JSON: RSS (MB) with the
// bundle loaded, warm (after the warm-up, collected) and the peak while the `n` designs ran,
// sampled every 5 ms.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

if (process.argv[2] === 'prepare') {
  const sharp = (await import('sharp')).default;
  const [width, height] = [2304, 1536];
  const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  writeFileSync(process.argv[3] ?? 'photo.png', png);
  process.exit(0);
}

const n = Number(process.argv[2] ?? 1);
const payload = process.argv[3] ?? 'drawn';
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const settledRss = () => {
  globalThis.gc?.();
  return process.memoryUsage().rss;
};

await import(pathToFileURL('functions/lib/index.js').href);
const bundle = settledRss();

// Our own modules only after the bundle is measured (they share its npm packages).
const { generationCost } = await import('@inkforge/domain');
const { createObjectStore } = await import('../../functions/src/adapters/firebase/storage.ts');
const { initFirebase } = await import('../../functions/src/adapters/firebase/firebase.ts');
const { createOfflineProvider } = await import('../../functions/src/adapters/offline-ai/index.ts');
const { loadConfig } = await import('../../functions/src/config.ts');
const { createRunJobDeps } = await import('../../functions/src/jobs/deps.ts');
const { runJob } = await import('../../functions/src/jobs/run-job.ts');
const { silentLogger } = await import('../../functions/src/logger.ts');

const file = payload === 'drawn' ? null : readFileSync(payload);
/** The warm-up sends the drawing: what it leaves behind must not hide the measured jobs' use. */
let photo = null;
const offline = createOfflineProvider();
const streaming = {
  ...offline,
  async generate(request, onPartial) {
    const image = await offline.generate(request);
    const b64 = (photo ?? image.data).toString('base64');
    for (const index of [0, 1]) await onPartial?.({ data: Buffer.from(b64, 'base64'), index });
    return { data: Buffer.from(b64, 'base64'), contentType: 'image/png' };
  },
};

const config = loadConfig();
const { db } = initFirebase(config.projectId);
const objects = createObjectStore({ projectId: config.projectId, ...config.storage });
const deps = createRunJobDeps({
  db,
  objects,
  ai: streaming,
  clock: () => new Date(),
  logger: silentLogger,
});
const uid = `bench-memory-${randomUUID()}`;
await db.doc(`users/${uid}`).set({ subscriptionCredits: 1000, packCredits: 0 });

async function design(i) {
  const jobId = randomUUID();
  const cost = generationCost('prompt');
  await deps.jobs.runTransaction(async (tx) => {
    await deps.ledger.reserveInTransaction(tx, uid, cost, jobId, 'prompt');
    deps.jobs.createInTransaction(tx, uid, {
      id: jobId,
      generationType: 'prompt',
      prompt: `a koi fish among waves ${i}`,
      style: 'traditional',
      colorScheme: 'blackwork',
      size: '1536x1024',
      cost,
      createdAt: new Date(),
    });
  });
  const outcome = await runJob(deps, { uid, jobId }, { maxAttempts: 1 });
  if (outcome !== 'completed') throw new Error(`job ${jobId}: ${outcome}`);
}

await design(0);
photo = file;
const warm = settledRss();
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const started = performance.now();
await Promise.all(Array.from({ length: n }, (_, i) => design(i + 1)));
const ms = Math.round(performance.now() - started);
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
await objects.removePrefix(`users/${uid}/`);
const figures = { n, bundleMb: mb(bundle), warmMb: mb(warm), peakMb: mb(peak), ms };
console.log(JSON.stringify({ ...figures, payloadMb: file ? mb(file.length) : 0 }));
process.exit(0);
