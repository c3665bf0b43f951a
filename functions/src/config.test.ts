import { describe, expect, it } from 'vitest';
import { createAiProvider } from './adapters/ai-provider-factory';
import { DEFAULT_MODELS } from './adapters/openai/models';
import {
  API_AI_BUDGETS,
  API_PARAMS,
  isLocalStack,
  loadConfig,
  MAIL_PARAMS,
  missingOf,
  openAiApiKey,
  smtpPassword,
  stripeSecretKey,
  stripeWebhookSecret,
  TEXT_PARAMS,
  TEXT_SECRETS,
} from './config';

describe('loadConfig', () => {
  it('points the Identity Toolkit at the Auth emulator with local defaults', () => {
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(config.identityToolkitBaseUrl).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1',
    );
    expect(config.projectId).toBe('demo-inkforge');
    expect(config.appOrigin).toBe('http://127.0.0.1:5000');
    expect(config.webApiKey).not.toBe('');
  });

  it('lets the environment override the local defaults', () => {
    const config = loadConfig({
      FUNCTIONS_EMULATOR: 'true',
      APP_ORIGIN: 'http://localhost:15000',
      GCLOUD_PROJECT: 'demo-other',
    });
    expect(config.appOrigin).toBe('http://localhost:15000');
    expect(config.projectId).toBe('demo-other');
    expect(config.identityToolkitBaseUrl).toBe('https://identitytoolkit.googleapis.com/v1');
  });

  it('knows when it runs on the local stack', () => {
    expect(isLocalStack({})).toBe(false);
    expect(isLocalStack({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
  });
});

describe('loadConfig: storage and AI', () => {
  it('uses the demo bucket and a local signing key on the local stack', () => {
    const config = loadConfig({ FUNCTIONS_EMULATOR: 'true', INKFORGE_SIGNING_KEY_FILE: '/k.json' });
    expect(config.storage).toEqual({
      bucket: 'demo-inkforge.appspot.com',
      signingKey: { file: '/k.json' },
      urlOrigin: 'https://storage.googleapis.com',
    });
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).storage.signingKey).toBe('throwaway');
  });

  it('takes the bucket from FIREBASE_CONFIG when Firebase provides it', () => {
    const config = loadConfig({
      FUNCTIONS_EMULATOR: 'true',
      FIREBASE_CONFIG: JSON.stringify({ storageBucket: 'inkforge.firebasestorage.app' }),
    });
    expect(config.storage.bucket).toBe('inkforge.firebasestorage.app');
  });

  it('chooses the offline provider without a key and OpenAI with one', () => {
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).ai.mode).toBe('offline');
    const withKey = loadConfig({
      FUNCTIONS_EMULATOR: 'true',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:1234/v1',
    });
    expect(withKey.ai).toEqual({
      mode: 'live',
      apiKey: 'sk-test',
      models: DEFAULT_MODELS,
      baseUrl: 'http://127.0.0.1:1234/v1',
    });
    const forced = loadConfig({
      FUNCTIONS_EMULATOR: 'true',
      OPENAI_API_KEY: 'sk-test',
      INKFORGE_AI_PROVIDER: 'offline',
    });
    expect(forced.ai.mode).toBe('offline');
  });

  it('the offline provider refuses a model OpenAI no longer serves, as OpenAI would', async () => {
    const local = loadConfig({
      FUNCTIONS_EMULATOR: 'true',
      OPENAI_MODEL_QUALITY_IMAGE: 'gpt-image-1',
    });
    const offline = createAiProvider(local.ai, API_AI_BUDGETS);
    expect(offline.name).toBe('offline');
    expect(await offline.modelAvailable?.({ generationType: 'high_quality' })).toEqual({
      ok: false,
      model: 'gpt-image-1',
      cause: 'model_not_found',
    });
    expect(await offline.modelAvailable?.({ generationType: 'flash_tattoo' })).toEqual({
      ok: true,
    });
  });
});

/** What a deployed function sees: no emulator variables, secrets and params as variables. */
const PRODUCTION = {
  GCLOUD_PROJECT: 'inkforge-prod',
  WEB_API_KEY: 'AIza-web',
  APP_ORIGIN: 'https://inkforge.example',
  OPENAI_API_KEY: 'sk-live',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_live',
  SMTP_HOST: 'smtp.example.com',
  SMTP_PORT: '465',
  SMTP_USER: 'apikey',
  SMTP_PASSWORD: 'smtp-secret',
  MAIL_FROM: 'bookings@studio.example',
};

describe('loadConfig in production: secrets fail loudly, never an offline twin', () => {
  it('uses OpenAI and Stripe with every secret set, and trims what was pasted', () => {
    const config = loadConfig({
      ...PRODUCTION,
      OPENAI_API_KEY: '  sk-live\n',
      STRIPE_SECRET_KEY: 'sk_live_x\n',
      STRIPE_WEBHOOK_SECRET: ' whsec_live ',
    });
    expect(config.ai).toEqual({ mode: 'live', apiKey: 'sk-live', models: DEFAULT_MODELS });
    expect(config.stripe).toMatchObject({
      mode: 'live',
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_live',
      webhookUrl: 'https://inkforge.example/api/stripe/webhook',
    });
    expect(config.missing).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n'],
    ['unset', undefined],
  ])('an %s OpenAI key means no AI service, not the offline provider', (_case, value) => {
    const config = loadConfig({ ...PRODUCTION, OPENAI_API_KEY: value });
    expect(config.ai.mode).toBe('missing');
    expect(config.missing).toEqual(['OPENAI_API_KEY']);
    expect(createAiProvider(config.ai, API_AI_BUDGETS).name).toBe('unconfigured');
    // Stripe keeps working: only what needs the missing secret is off.
    expect(config.stripe.mode).toBe('live');
  });

  it("takes each role's model from its param, trimmed, and the default when it is empty", () => {
    const config = loadConfig({
      ...PRODUCTION,
      OPENAI_MODEL_QUALITY_IMAGE: ' gpt-image-2.5-flare\n',
      OPENAI_MODEL_CHAT: '',
    });
    expect(config.ai.models).toEqual({ ...DEFAULT_MODELS, qualityImage: 'gpt-image-2.5-flare' });
  });

  it('an empty Stripe key or webhook secret means no payments, not the demo checkout', () => {
    const config = loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    expect(config.stripe).toMatchObject({ mode: 'missing', secretKey: '', webhookSecret: '' });
    expect(config.missing).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(config.ai.mode).toBe('live');
  });

  it('ignores the local switch to the offline provider', () => {
    const config = loadConfig({ ...PRODUCTION, INKFORGE_AI_PROVIDER: 'offline' });
    expect(config.ai.mode).toBe('live');
  });

  it('names each function only the values it uses', () => {
    const config = loadConfig({ ...PRODUCTION, STRIPE_WEBHOOK_SECRET: '', APP_ORIGIN: '' });
    expect(missingOf(config, [openAiApiKey, stripeSecretKey, ...API_PARAMS])).toEqual([
      'APP_ORIGIN',
    ]);
    expect(missingOf(config, [stripeSecretKey, stripeWebhookSecret])).toEqual([
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });

  it('keeps the local stack working with no set-up at all', () => {
    const config = loadConfig({ FUNCTIONS_EMULATOR: 'true' });
    expect(config.ai.mode).toBe('offline');
    expect(config.stripe).toMatchObject({ mode: 'offline', webhookSecret: expect.any(String) });
    expect(config.stripe.webhookSecret).not.toBe('');
    expect(config.missing).toEqual([]);
  });
});

describe('loadConfig: the booking e-mails’ SMTP server', () => {
  it('sends through the stack’s mail catcher locally, on the port the stack gives it', () => {
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).mail).toMatchObject({
      mode: 'offline',
      host: '127.0.0.1',
      port: 1025,
      password: '',
    });
    const moved = loadConfig({ FUNCTIONS_EMULATOR: 'true', INKFORGE_SMTP_PORT: '1065' });
    expect(moved.mail.port).toBe(1065);
  });

  it('uses the SMTP params and the password secret in production, trimmed', () => {
    const config = loadConfig({
      ...PRODUCTION,
      SMTP_PASSWORD: ' smtp-secret\n',
      MAIL_WEBHOOK_SIGNING_KEY: ' key-1\n',
    });
    expect(config.mail).toEqual({
      mode: 'live',
      host: 'smtp.example.com',
      port: 465,
      user: 'apikey',
      password: 'smtp-secret',
      from: 'bookings@studio.example',
      webhookSigningKey: 'key-1',
    });
  });

  it('an empty SMTP password is missing, never the local catcher', () => {
    const config = loadConfig({ ...PRODUCTION, SMTP_PASSWORD: '', INKFORGE_SMTP_PORT: '1025' });
    expect(config.mail.mode).toBe('missing');
    expect(config.missing).toEqual(['SMTP_PASSWORD']);
    expect(missingOf(config, [smtpPassword, ...MAIL_PARAMS])).toEqual(['SMTP_PASSWORD']);
  });
});

describe('loadConfig: texts', () => {
  it('locally: the stack SMS twin with its own account, when the stack says where it is', () => {
    const texts = loadConfig({
      FUNCTIONS_EMULATOR: 'true',
      INKFORGE_SMS_TWIN_URL: 'http://127.0.0.1:1090',
    }).texts;
    expect(texts).toMatchObject({ mode: 'offline', apiBaseUrl: 'http://127.0.0.1:1090' });
    expect(texts.accountSid).toMatch(/^AC/);
  });

  it('production: texts off (not a missing required value) until all three are set', () => {
    const off = loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+15550001111' });
    expect(off.texts.mode).toBe('missing');
    expect(missingOf(off, [...TEXT_SECRETS, ...TEXT_PARAMS])).toEqual([]);
    const on = loadConfig({
      TWILIO_ACCOUNT_SID: ' AC1 ',
      TWILIO_FROM: 'MG0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'tok\n',
    });
    expect(on.texts).toEqual({
      mode: 'live',
      accountSid: 'AC1',
      authToken: 'tok',
      from: 'MG0123456789abcdef0123456789abcdef',
    });
  });
});
