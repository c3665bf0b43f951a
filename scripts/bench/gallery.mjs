import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { signIn } from './api.mjs';
import { median, percentile } from './stats.mjs';

const ITEMS = Number(process.env.BENCH_GALLERY_ITEMS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_GALLERY_CONCURRENCY ?? 10);
const REQUESTS = Number(process.env.BENCH_GALLERY_REQUESTS ?? 200);
const WARM_UP_ROUNDS = Number(process.env.BENCH_GALLERY_WARM_UP_ROUNDS ?? 40);
/** A page size to try instead of the app's default (the screen asks without one). */
const PAGE = process.env.BENCH_GALLERY_PAGE ? `?limit=${process.env.BENCH_GALLERY_PAGE}` : '';
const TYPES = ['tattoo', 'tattoo', 'stencil', 'modified', 'body_preview'];

/**
 * A studio-sized gallery written straight to Firestore (the plans cap saves through the API at
 * 100), shaped as the app stores it: object paths, a thumbnail path, one item a minute.
 */
async function seedGallery(stack, uid) {
  process.env.FIRESTORE_EMULATOR_HOST = stack.env.FIRESTORE_EMULATOR_HOST;
  const app =
    getApps().find((a) => a.name === 'bench') ??
    initializeApp({ projectId: stack.env.GCLOUD_PROJECT }, 'bench');
  const db = getFirestore(app);
  const gallery = db.collection('users').doc(uid).collection('gallery');
  const start = Date.UTC(2026, 0, 1);
  for (let from = 0; from < ITEMS; from += 100) {
    const batch = db.batch();
    for (let i = from; i < Math.min(ITEMS, from + 100); i += 1) {
      const id = `bench-${String(i).padStart(4, '0')}`;
      batch.set(gallery.doc(id), {
        type: TYPES[i % TYPES.length],
        imagePath: `users/${uid}/gallery/${id}.png`,
        thumbPath: `users/${uid}/gallery/${id}.thumb.webp`,
        prompt: `bench design ${i}`,
        title: null,
        generationType: 'prompt',
        clientName: null,
        clientId: null,
        createdAt: Timestamp.fromMillis(start + i * 60_000),
      });
    }
    await batch.commit();
  }
}

async function get(stack, token, path) {
  const res = await fetch(`${stack.urls.api}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Every item, page after page: what the unpaginated list used to answer in one call. */
async function walkAll(stack, token) {
  let cursor = null;
  let count = 0;
  do {
    const body = await get(
      stack,
      token,
      `/gallery${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    count += body.items.length;
    cursor = body.nextCursor ?? null;
  } while (cursor);
  return count;
}

/** `total` runs of `once`, `CONCURRENCY` at a time: p50, p90 and runs per second. */
async function load(once, total = REQUESTS) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { p50: median(latencies), p90: percentile(latencies, 90), rps: total / seconds };
}

const fmt = (r) =>
  `p50 ${Math.round(r.p50)} ms, p90 ${Math.round(r.p90)} ms, ${r.rps.toFixed(1)} req/s`;

/**
 * GET /api/gallery through Hosting for one artist with a 300-item gallery, 10 concurrent:
 * the first page (what the gallery screen asks for) and, before-style, all items (every page
 * in turn, as the old unpaginated answer held them), beside GET /api/auth/me in the same run
 * as the reference. Warm-up first (WARM_UP_ROUNDS bursts of each), so the figures are a warm
 * instance's, not a cold start's.
 */
export async function galleryBenchmark(stack) {
  const token = await signIn(stack, 'pro@inkforge.test', 'inkforge-pro');
  const me = await get(stack, token, '/auth/me');
  await seedGallery(stack, me.id);
  const page = () => get(stack, token, `/gallery${PAGE}`);
  const all = async () => {
    const count = await walkAll(stack, token);
    if (count !== ITEMS) throw new Error(`the gallery walk found ${count} of ${ITEMS} items`);
  };
  // Steady state, as a serving instance is: every emulator worker loaded, its JIT warm and its
  // signed URLs cached (a fresh worker signs each object once, then reuses the URL). The
  // emulator spreads requests over 6 separate worker processes, each warming on its own: 10
  // bursts gave each about 17 gallery calls and p50 143-186 ms (still warming, /me 94-133 ms);
  // 40 bursts give each about 70, where the figures stop moving.
  await load(() => get(stack, token, '/auth/me'), CONCURRENCY * WARM_UP_ROUNDS);
  await load(page, CONCURRENCY * WARM_UP_ROUNDS);
  const reference = await load(() => get(stack, token, '/auth/me'));
  const firstPage = await load(page);
  const everything = await load(all, Math.max(CONCURRENCY * 2, Math.round(REQUESTS / 10)));
  const ratio = (r) =>
    `${fmt(r)}; p50 ${(r.p50 / reference.p50).toFixed(2)}× the reference's, ` +
    `${(r.rps / reference.rps).toFixed(2)}× its req/s`;
  return [
    { name: `gallery reference GET /api/auth/me ×${CONCURRENCY}`, line: fmt(reference) },
    { name: `gallery first page of ${ITEMS} items ×${CONCURRENCY}`, line: ratio(firstPage) },
    {
      name: `gallery all ${ITEMS} items, every page in turn (before-style) ×${CONCURRENCY}`,
      line: ratio(everything),
    },
  ];
}
