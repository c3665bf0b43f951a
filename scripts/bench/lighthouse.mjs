import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { median } from './stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// 's headless flags; Lighthouse's own defaults (mobile, simulated slow 4G, 4× CPU).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Builds a reference page (reference/<page>.html) with the web workspace's own React, Mantine and
 * Vite, alone in its build so that its script is one file, as a bare app's would be.
 */
async function buildReference(page) {
  const outDir = await mkdtemp(path.join(tmpdir(), 'inkforge-reference-'));
  const root = path.join(HERE, 'reference');
  await build({
    root,
    base: '/',
    logLevel: 'error',
    configFile: false,
    resolve: { preserveSymlinks: false },
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: { [page]: path.join(root, `${page}.html`) } },
    },
  });
  return outDir;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves a built reference page at / as Hosting would (no compression: bytes are compared as
 * brotli below).
 */
function serve(dir, page) {
  const server = createServer(async (req, res) => {
    const asked = decodeURIComponent(req.url.split('?')[0]);
    const file = asked === '/' ? `${page}.html` : asked;
    try {
      const body = await readFile(path.join(dir, file));
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    ),
  );
}

/** JavaScript the page downloaded, as brotli bytes (what a CDN would send) and file count. */
async function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests'].details.items.filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith('http://127.0.0.1'),
  );
  let bytes = 0;
  for (const r of requests) {
    const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
    const size = brotliCompressSync(body).length;
    bytes += size;
    // BENCH_LIGHTHOUSE_FILES=1 lists each script: where a page's download goes.
    if (process.env.BENCH_LIGHTHOUSE_FILES)
      console.log(`  ${(size / 1024).toFixed(1)} KB ${r.url}`);
  }
  return { bytes, files: requests.length };
}

async function measure(port, url, attemptsLeft = 2) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    // The signed-in session lives in IndexedDB: keep it between the sign-in and the run.
    disableStorageReset: true,
    logLevel: 'error',
  });
  if (lhr.runtimeError) {
    // A busy machine sometimes loses the trace (NO_NAVSTART): run that page again.
    if (attemptsLeft > 0) return measure(port, url, attemptsLeft - 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  if (process.env.BENCH_LIGHTHOUSE_FILES) {
    // Where the main thread went: the scripts that kept it longest, and the long tasks.
    for (const item of lhr.audits['bootup-time'].details.items.slice(0, 6)) {
      console.log(
        `  bootup ${Math.round(item.total)} ms (script ${Math.round(item.scripting)}) ${item.url}`,
      );
    }
    for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
      console.log(
        `  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms ${task.url}`,
      );
    }
  }
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    ...(await scriptBytes(lhr)),
  };
}

async function signInBrowser(port, app) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${app}/login`);
  await page.getByLabel('Email', { exact: true }).fill('pro@inkforge.test');
  await page.getByLabel('Password', { exact: true }).fill('inkforge-pro');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  await page.close();
  await browser.close();
}

function summary(name, runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    name,
    score: pick('score'),
    fcp: Math.round(pick('fcp')),
    lcp: Math.round(pick('lcp')),
    tbt: Math.round(pick('tbt')),
    cls: pick('cls'),
    kb: Math.round(pick('bytes') / 1024),
    files: pick('files'),
  };
}

/**
 * Lighthouse (mobile) on /login and /dashboard of the running stack and on two reference pages
 * built here: a bare React + Mantine sign-in page (the target's yardstick) and the same page with
 * React Router and TanStack Query (what any page of this stack carries). Median of
 * BENCH_LIGHTHOUSE_RUNS, one Chromium for all of them.
 */
export async function lighthouseBenchmark(stack) {
  const bare = await serve(await buildReference('bare'), 'bare');
  const withStack = await serve(await buildReference('stack'), 'stack');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const runs = { bare: [], stack: [], login: [], dashboard: [] };
    for (let i = 0; i < RUNS; i += 1) {
      runs.bare.push(await measure(chrome.port, bare.url));
      runs.stack.push(await measure(chrome.port, withStack.url));
      runs.login.push(await measure(chrome.port, `${stack.urls.app}/login`));
    }
    await signInBrowser(chrome.port, stack.urls.app);
    for (let i = 0; i < RUNS; i += 1) {
      runs.dashboard.push(await measure(chrome.port, `${stack.urls.app}/dashboard`));
    }
    const ref = summary('reference (React + Mantine)', runs.bare);
    const stackRef = summary('reference with React Router and TanStack Query', runs.stack);
    const pages = [summary('/login', runs.login), summary('/dashboard', runs.dashboard)];
    const ratio = (row, to) => `${(row.kb / to.kb).toFixed(2)}×`;
    return [ref, stackRef, ...pages].map((row) => {
      const against = row === ref ? [] : [`${ratio(row, ref)} the reference`];
      if (pages.includes(row))
        against.push(`${ratio(row, stackRef)} the one with Router and Query`);
      return {
        name: `Lighthouse mobile ${row.name}`,
        line:
          `performance ${row.score}, FCP ${row.fcp} ms, LCP ${row.lcp} ms, TBT ${row.tbt} ms, ` +
          `CLS ${row.cls}, JS ${row.kb} KB brotli in ${row.files} files` +
          (against.length ? ` (${against.join(', ')})` : '') +
          ` — median of ${RUNS}`,
      };
    });
  } finally {
    await chrome.kill();
    bare.close();
    withStack.close();
  }
}
