import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAiProvider } from '../src/adapters/ai-provider-factory';
import { initFirebase } from '../src/adapters/firebase/firebase';
import { createPayments } from '../src/adapters/payments-factory';
import { API_AI_BUDGETS, loadConfig, type AppConfig } from '../src/config';
import { createLedgerRepository } from '../src/credits/ledger.repository';
import { createArtist, type Artist } from './support/artist';
import { emulatorEnv } from './support/emulator-env';
import { creditsOf, lineArtPng, noisyPng, setCredits } from './support/images';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Production mode forced: the config is read from an environment with no emulator variables
 * (as on Cloud Functions) and empty secrets, and the providers it picks are wired into the
 * real app, which runs against the local Auth, Firestore and Storage servers.
 */
function productionConfig(secrets: Record<string, string>): AppConfig {
  const config = loadConfig({
    GCLOUD_PROJECT: emulatorEnv().projectId,
    WEB_API_KEY: 'AIza-web',
    APP_ORIGIN: 'https://inkforge.example',
    OPENAI_API_KEY: 'sk-live',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_live',
    SMTP_HOST: 'smtp.example.com',
    SMTP_PORT: '587',
    SMTP_USER: 'apikey',
    SMTP_PASSWORD: 'smtp-secret',
    MAIL_FROM: 'bookings@studio.example',
    ...secrets,
  });
  expect(config.missing).toEqual(Object.keys(secrets));
  return config;
}

function productionApp(secrets: Record<string, string>): TestApp {
  const config = productionConfig(secrets);
  const { db } = initFirebase(emulatorEnv().projectId);
  return buildTestApp({
    ai: createAiProvider(config.ai, API_AI_BUDGETS),
    payments: createPayments(config.stripe, db),
  });
}

async function ledgerOf(t: TestApp, uid: string): Promise<string[]> {
  const entries = await createLedgerRepository(t.db).listEntries(uid);
  return entries.map((e) => `${e.type} ${e.amount}`);
}

describe('production without its OpenAI key', () => {
  let t: TestApp;
  let artist: Artist;
  beforeAll(async () => {
    t = productionApp({ OPENAI_API_KEY: '' });
    artist = await createArtist(t.app, t.db, { plan: 'pro' });
    await setCredits(t.db, artist.uid, 50);
  });

  it('answers 503 with a message on the AI routes and charges nothing', async () => {
    const generate = await artist.call('post', '/api/ai/generate', {
      prompt: 'a koi fish',
      generationType: 'high_quality',
    });
    const quick = await artist.call('post', '/api/ai/quick-generate', {});
    const modify = await request(t.app)
      .post('/api/modify-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('prompt', 'add roses')
      .attach('image', await lineArtPng(128), { filename: 'd.png', contentType: 'image/png' });
    const upload = await request(t.app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await noisyPng(128), { filename: 'p.png', contentType: 'image/png' });
    const cutOut = await artist.call('post', '/api/ai/remove-background', {
      imageUrl: upload.body.imageUrl,
    });

    for (const res of [generate, quick, modify, cutOut]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'AI_NOT_CONFIGURED',
        message: expect.stringContaining('Nothing was charged'),
      });
    }
    expect(await creditsOf(t.db, artist.uid)).toBe(50);
    expect(await ledgerOf(t, artist.uid)).toEqual([]);
    const jobs = await artist.call('get', '/api/ai/jobs');
    expect(jobs.body.jobs).toEqual([]);
  });

  it('keeps the work that needs no AI: line art is still cut out, for its one credit', async () => {
    const upload = await request(t.app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await lineArtPng(128), { filename: 'l.png', contentType: 'image/png' });
    const cutOut = await artist.call('post', '/api/ai/remove-background', {
      imageUrl: upload.body.imageUrl,
    });
    expect(cutOut.status).toBe(200);
    expect(await creditsOf(t.db, artist.uid)).toBe(49);
  });
});

describe('production without its Stripe key', () => {
  it('answers 503 on checkout, never opens the demo checkout, and grants nothing', async () => {
    const t = productionApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    const artist = await createArtist(t.app, t.db);
    const before = await creditsOf(t.db, artist.uid);

    const checkout = await artist.call('post', '/api/checkout/multi-currency', {
      plan: 'basic',
      billing: 'monthly',
    });
    expect(checkout.status).toBe(503);
    expect(checkout.body).toEqual({
      error: 'PAYMENTS_NOT_CONFIGURED',
      message: expect.stringContaining('not set up'),
    });
    // The offline twin's pages are not there to be reached.
    const page = await request(t.app).get('/api/demo-stripe/checkout/anything');
    expect(page.status).toBe(404);
    // What needs no payment provider keeps working.
    expect((await artist.call('get', '/api/pricing/multi-currency')).status).toBe(200);
    expect((await artist.call('get', '/api/auth/me')).status).toBe(200);

    expect(await creditsOf(t.db, artist.uid)).toBe(before);
    expect(await ledgerOf(t, artist.uid)).toEqual([]);
  });
});
