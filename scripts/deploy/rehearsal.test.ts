// The deploy rehearsal: does offline what `firebase deploy` does (predeploy, the functions
// upload set from firebase.json's ignore list, an isolated `npm ci` of it as Cloud Build runs,
// endpoint discovery with production env) and builds the web app with production variables.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBillingEvent } from '../../functions/src/adapters/stripe/stripe-events';
import { BUCKET_TTL_FIELD } from '../../functions/src/rate-limits/token-bucket.repository';
import { replayDeploys } from './invoker-replay';
import { discoverEndpoints, secretsOf, type Manifest } from './manifest';
import {
  firebaseJson,
  listFiles,
  packFunctionsUpload,
  productionEnv,
  ROOT,
  run,
  runPredeploy,
  tempDir,
} from './upload';

const PROJECT_ID = 'inkforge-rehearsal';
const WEB_CONFIG = {
  VITE_FIREBASE_API_KEY: 'AIzaSyInkforgeRehearsalKey000000000000',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.web.app`,
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
};
const deployDoc = readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8');

describe('functions: the upload installs and loads on its own', () => {
  const config = firebaseJson();
  const codebase = config.functions[0]!;
  let uploadDir = '';
  let manifest: Manifest;

  beforeAll(async () => {
    runPredeploy(codebase.predeploy);
    uploadDir = await packFunctionsUpload(codebase);
    const install = run('npm', ['ci', '--no-audit', '--no-fund'], uploadDir, {
      ...productionEnv(PROJECT_ID),
      npm_config_cache: process.env.npm_config_cache ?? path.join(process.env.HOME ?? '', '.npm'),
    });
    if (install.status !== 0) throw new Error(`npm ci in the upload failed:\n${install.output}`);
    manifest = discoverEndpoints(uploadDir, PROJECT_ID);
  }, 420_000);

  it('uploads the bundle with its manifest and lockfile, and no source, tests or demo env', () => {
    const files = listFiles(uploadDir).filter((f) => !f.startsWith('node_modules/'));
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'package-lock.json', 'lib/index.js']),
    );
    expect(files.filter((f) => /^(src|test)\/|\.env\.demo|tsconfig|build\.mjs/.test(f))).toEqual(
      [],
    );
    const pkg = JSON.parse(readFileSync(path.join(uploadDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies?: object;
    };
    expect(Object.keys(pkg.dependencies).filter((d) => d.startsWith('@inkforge/'))).toEqual([]);
    expect(pkg.devDependencies).toBeUndefined();
  });

  it('lists every deployed function, each with an instance cap', () => {
    const names = Object.keys(manifest.endpoints);
    expect(names).toEqual(
      expect.arrayContaining([
        'api',
        'bookPage',
        'runJob',
        'stripeWebhook',
        'resetMonthlyCredits',
        'sendDueMail',
      ]),
    );
    const uncapped = names.filter((n) => !(Number(manifest.endpoints[n]!.maxInstances) > 0));
    expect(uncapped).toEqual([]);
  });

  it('gives the api memory for 4096-px image work and no timeout beyond Hosting’s 60 s', () => {
    const api = manifest.endpoints.api!;
    expect(api.availableMemoryMb).toBeGreaterThanOrEqual(1024);
    expect(api.timeoutSeconds).toBeGreaterThan(0);
    expect(api.timeoutSeconds).toBeLessThanOrEqual(60);
  });

  it('sizes runJob from the measured job memory, as docs/deploy.md says', () => {
    const runJob = manifest.endpoints.runJob!;
    // Not the platform's 80 a 1-CPU instance would take: see the Sizing arithmetic.
    expect(runJob).toMatchObject({ availableMemoryMb: 1024, cpu: 1, concurrency: 6 });
    const dispatches = Number(runJob.taskQueueTrigger?.rateLimits?.maxConcurrentDispatches);
    expect(dispatches).toBeGreaterThan(0);
    expect(Number(runJob.concurrency) * Number(runJob.maxInstances)).toBeGreaterThanOrEqual(
      dispatches,
    );
    expect(deployDoc).toContain('| `runJob` (Cloud Tasks) | 1 GiB, 1 CPU, 6 concurrent jobs |');
  });

  it('binds each secret only to the functions that use it', () => {
    expect(secretsOf(manifest.endpoints.runJob)).toEqual(['OPENAI_API_KEY']);
    expect(secretsOf(manifest.endpoints.stripeWebhook)).toContain('STRIPE_WEBHOOK_SECRET');
    expect(secretsOf(manifest.endpoints.stripeWebhook)).not.toContain('OPENAI_API_KEY');
    expect(secretsOf(manifest.endpoints.resetMonthlyCredits)).not.toContain('OPENAI_API_KEY');
    expect(secretsOf(manifest.endpoints.api)).toEqual(
      expect.arrayContaining(['OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'SMTP_PASSWORD']),
    );
    // The reminder sweep: a Cloud Scheduler job with the SMTP password and the Stripe key (a
    // released slot's open Checkout is expired), no HTTP trigger.
    // The page function opens a flash booking's deposit checkout, and nothing else secret.
    expect(secretsOf(manifest.endpoints.bookPage)).toEqual(['STRIPE_SECRET_KEY']);
    const mail = manifest.endpoints.sendDueMail;
    expect(secretsOf(mail).sort()).toEqual(['SMTP_PASSWORD', 'STRIPE_SECRET_KEY']);
    expect(mail?.scheduleTrigger).toBeDefined();
    expect(mail?.httpsTrigger).toBeUndefined();
  });

  it('keeps the hand-granted job runner across deploys, and says how to grant it', async () => {
    // Each task carries an OIDC token of the runtime account; docs/deploy.md §2 grants it the
    // Cloud Run invoker role once. Replayed through the CLI's own release code: first deploy,
    // the grant, then two redeploys, after each of which the grant must still be there.
    const runtime = 'serviceAccount:000000000000-compute@developer.gserviceaccount.com';
    const after = await replayDeploys(manifest, 'runJob', [
      { kind: 'deploy' },
      { kind: 'grant', member: runtime },
      { kind: 'deploy' },
      { kind: 'deploy' },
    ]);
    expect(after.map((a) => a.invokers)).toEqual([[], [runtime], [runtime], [runtime]]);
    // Nobody else is let in by a deploy: not the public, not a queue-level enqueuer.
    expect(after.flatMap((a) => a.enqueuers)).toEqual([]);
    for (const grant of [
      'gcloud functions add-invoker-policy-binding runJob',
      '--role=roles/cloudtasks.enqueuer',
      '--role=roles/iam.serviceAccountUser',
      '--role=roles/datastore.user',
      '--role=roles/storage.objectAdmin',
      '--role=roles/cloudbuild.builds.builder',
    ]) {
      expect(deployDoc).toContain(grant);
    }
  });

  it('runs every function in the region the Hosting rewrites call', () => {
    const regions = new Set(Object.values(manifest.endpoints).flatMap((e) => e.region ?? []));
    expect(regions.size).toBe(1);
    const rewrites = (config.hosting?.rewrites ?? []).filter((r) => r.function);
    expect([...new Set(rewrites.map((r) => r.function?.functionId))].sort()).toEqual([
      'api',
      'bookPage',
      'stripeWebhook',
    ]);
    for (const rewrite of rewrites) expect(regions).toContain(rewrite.function?.region);
  });

  it("sends the artists' pages and the sitemap to the page function", () => {
    // Hosting takes the first rule that matches.
    const target = (urlPath: string) =>
      config.hosting?.rewrites?.find((r) =>
        r.regex !== undefined ? new RegExp(r.regex).test(urlPath) : r.source === urlPath,
      )?.function?.functionId;
    const paths = [
      '/book/pro',
      '/book/pro/embed',
      '/sitemap.xml',
      '/studio/black-lotus',
      '/flash/pro',
      '/flash/pro/design/a1.webp',
    ];
    expect(paths.map(target)).toEqual(paths.map(() => 'bookPage'));
    expect(target('/dashboard')).toBeUndefined();
  });

  it('documents every param and secret, and how to change a defaulted one', () => {
    const params = manifest.params ?? [];
    expect(params.length).toBeGreaterThan(0);
    for (const param of params) {
      if (param.type === 'secret') {
        expect(deployDoc).toContain(`firebase functions:secrets:set ${param.name}`);
      } else if (param.default !== undefined) {
        // Not asked for (it has a default), but a reader can find how to change it.
        expect(deployDoc).toContain(`\`${param.name}\``);
      } else {
        expect(deployDoc).toContain(`${param.name}=`);
      }
    }
  });
});

describe('web: a production build is configured for the real project only', () => {
  const webDir = path.join(ROOT, 'web');
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');

  it('stops with a clear message when the project config is missing', () => {
    const outDir = tempDir('web-missing');
    const build = run(vite, ['build', '--outDir', outDir, '--emptyOutDir'], webDir, {
      ...productionEnv(PROJECT_ID),
      NODE_ENV: 'production',
    });
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('A production build needs VITE_FIREBASE_API_KEY');
  }, 120_000);

  it("stops when authDomain is firebaseapp.com, where Google's redirect sign-in fails", () => {
    const outDir = tempDir('web-auth-domain');
    const build = run(vite, ['build', '--outDir', outDir, '--emptyOutDir'], webDir, {
      ...productionEnv(PROJECT_ID, {
        ...WEB_CONFIG,
        VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
      }),
      NODE_ENV: 'production',
    });
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('VITE_FIREBASE_AUTH_DOMAIN must be the domain users open');
  }, 120_000);

  it('contains no demo project and no emulator address', () => {
    const outDir = tempDir('web-production');
    const build = run(vite, ['build', '--outDir', outDir, '--emptyOutDir'], webDir, {
      ...productionEnv(PROJECT_ID, WEB_CONFIG),
      NODE_ENV: 'production',
    });
    expect(build.status, build.output).toBe(0);
    const text = listFiles(outDir)
      .map((f) => readFileSync(path.join(outDir, f), 'utf8'))
      .join('\n');
    expect(text).toContain(PROJECT_ID);
    for (const local of ['demo-inkforge', 'demo-api-key', '127.0.0.1', 'localhost:']) {
      expect(text, local).not.toContain(local);
    }
  }, 180_000);

  it('is what hosting deploys: built by predeploy, assets cached for good, pages revalidated', () => {
    const { hosting } = firebaseJson();
    expect(hosting.predeploy).toContain('npm run build -w web');
    const header = (match: string, key: string) =>
      hosting.headers
        ?.filter((h) => (h.source ?? h.regex) === match)
        .flatMap((h) => h.headers)
        .find((h) => h.key === key)?.value;
    expect(header('/assets/**', 'Cache-Control')).toContain('immutable');
    expect(header('**/*.html', 'Cache-Control')).toBe('no-cache');
    const ruleFor = (urlPath: string, key: string) =>
      hosting.headers
        ?.filter((h) => h.regex !== undefined && new RegExp(h.regex).test(urlPath))
        .flatMap((h) => h.headers)
        .find((h) => h.key === key)?.value;
    for (const screen of [
      '/',
      '/dashboard',
      '/booking-requests',
      '/intake/abc',
      '/book',
      '/studio',
      '/settings',
      '/flash',
    ]) {
      expect(ruleFor(screen, 'Content-Security-Policy'), screen).toContain(
        "frame-ancestors 'none'",
      );
      expect(ruleFor(screen, 'X-Frame-Options'), screen).toBe('DENY');
    }
    // The page function frames its pages itself: the embed by the artist's sites, others none.
    for (const page of ['/book/pro', '/book/pro/embed', '/studio/black-lotus', '/flash/pro']) {
      expect(ruleFor(page, 'Content-Security-Policy'), page).toBeUndefined();
      expect(ruleFor(page, 'X-Frame-Options'), page).toBeUndefined();
      expect(ruleFor(page, 'X-Content-Type-Options'), page).toBe('nosniff');
    }
    // The artists' pages keep the Cache-Control their function sets (a header rule would win).
    const forced = (urlPath: string) =>
      hosting.headers?.some(
        (h) =>
          h.regex !== undefined &&
          new RegExp(h.regex).test(urlPath) &&
          h.headers.some((x) => x.key === 'Cache-Control'),
      );
    expect(
      [
        '/book/pro',
        '/book/pro/sent',
        '/studio/black-lotus',
        '/studio/black-lotus/sent',
        '/flash/pro',
      ].filter(forced),
    ).toEqual([]);
    expect(
      ['/', '/login', '/booking-requests', '/billing', '/studio', '/s', '/flash', '/flashy'].every(
        forced,
      ),
    ).toBe(true);
    expect(readdirSync(ROOT)).toContain('cors.json');
  });
});

describe('project settings the deploy sends besides code', () => {
  const require = createRequire(import.meta.url);

  it('declares the TTL policy of the rate-limit buckets in a form the CLI accepts', () => {
    const spec = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'));
    const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
      FirestoreApi: new () => {
        validateSpec(s: unknown): void;
        upgradeOldSpec(s: unknown): unknown;
      };
    };
    const api = new FirestoreApi();
    expect(() => api.validateSpec(api.upgradeOldSpec(spec))).not.toThrow();
    expect(spec.fieldOverrides).toContainEqual(
      expect.objectContaining({
        collectionGroup: 'rateLimits',
        fieldPath: BUCKET_TTL_FIELD,
        ttl: true,
      }),
    );
  });

  it('subscribes the webhook to events billing handles, delayed payments included', () => {
    const setup = /\*\*Webhook endpoint\*\*[\s\S]*?signing secret/.exec(deployDoc)?.[0] ?? '';
    const events = [...setup.matchAll(/`([a-z_]+(?:\.[a-z_]+)+)`/g)].map((m) => m[1]!);
    expect(events).toEqual(
      expect.arrayContaining([
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
      ]),
    );
    for (const type of events) {
      const event = { id: 'evt_1', type, created: 0, data: { object: { id: 'x', metadata: {} } } };
      expect(
        toBillingEvent(event as unknown as Parameters<typeof toBillingEvent>[0]).kind,
        type,
      ).not.toBe('ignored');
    }
  });
});
