import { defineSecret, defineString } from 'firebase-functions/params';

// Both values are public (the web app embeds the API key), so they are params, not secrets.
const webApiKey = defineString('WEB_API_KEY', {
  description: 'Firebase web API key, used for the Identity Toolkit REST calls',
});
const appOrigin = defineString('APP_ORIGIN', {
  description: 'Public origin of the web app (e.g. https://inkforge.app), used in reset links',
});

/** Declared by the functions that call OpenAI (index.ts); empty means the offline provider. */
export const openAiApiKey = defineSecret('OPENAI_API_KEY');

/** Stripe: without a secret key the offline twin runs (DESIGN §5). */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
export const stripeSecrets = [stripeSecretKey, stripeWebhookSecret];

/** Signs the offline twin's events locally. Not a secret: it only ever guards a laptop. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_inkforge_local_demo_only';

export interface StripeConfig {
  secretKey: string | null;
  webhookSecret: string;
  webhookUrl: string;
  pagesBaseUrl: string;
}

export interface StorageConfig {
  bucket: string;
  /** Local stack only: how download URLs get signed without a real service account. */
  signingKey?: { file: string } | 'throwaway';
  /** Where the signed URLs we mint point; an imageUrl from elsewhere is never fetched. */
  urlOrigin: string;
}

export interface AiConfig {
  provider: 'openai' | 'offline';
  apiKey: string;
  /** Only for tests and local runs against a stand-in server. */
  baseUrl?: string;
}

export interface AppConfig {
  stripe: StripeConfig;
  storage: StorageConfig;
  ai: AiConfig;
  projectId: string;
  webApiKey: string;
  appOrigin: string;
  identityToolkitBaseUrl: string;
}

type Env = Record<string, string | undefined>;

const LOCAL_PROJECT_ID = 'demo-inkforge';
const LOCAL_WEB_API_KEY = 'demo-api-key';
const LOCAL_APP_ORIGIN = 'http://127.0.0.1:5000';
const PRODUCTION_IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com/v1';

export function isLocalStack(env: Env = process.env): boolean {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) || env.FUNCTIONS_EMULATOR === 'true';
}

function storageConfig(env: Env, projectId: string, local: boolean): StorageConfig {
  const firebaseConfig = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: string };
  const bucket = env.STORAGE_BUCKET ?? firebaseConfig.storageBucket ?? `${projectId}.appspot.com`;
  const emulator = env.FIREBASE_STORAGE_EMULATOR_HOST;
  const urlOrigin = emulator ? `http://${emulator}` : 'https://storage.googleapis.com';
  if (!local) return { bucket, urlOrigin };
  const file = env.INKFORGE_SIGNING_KEY_FILE;
  return { bucket, urlOrigin, signingKey: file ? { file } : 'throwaway' };
}

/** OpenAI when a key is set, else the offline provider, so the product works with no key. */
function aiConfig(env: Env, local: boolean): AiConfig {
  const apiKey = (local ? env.OPENAI_API_KEY : openAiApiKey.value()) ?? '';
  const forcedOffline = env.INKFORGE_AI_PROVIDER === 'offline';
  return {
    provider: apiKey && !forcedOffline ? 'openai' : 'offline',
    apiKey,
    ...(local && env.OPENAI_BASE_URL ? { baseUrl: env.OPENAI_BASE_URL } : {}),
  };
}

/** Test-mode keys locally (with `stripe listen`), Secret Manager in production. */
function stripeConfig(env: Env, local: boolean, appOrigin: string): StripeConfig {
  const secretKey = (local ? env.STRIPE_SECRET_KEY : stripeSecretKey.value()) || null;
  const webhookSecret = local
    ? env.STRIPE_WEBHOOK_SECRET || LOCAL_STRIPE_WEBHOOK_SECRET
    : stripeWebhookSecret.value();
  return {
    secretKey,
    webhookSecret,
    webhookUrl: `${appOrigin}/api/stripe/webhook`,
    pagesBaseUrl: `${appOrigin}/api/demo-stripe`,
  };
}

/**
 * The one reader of params and environment. On the emulators the embedded local defaults
 * apply, so the stack runs with no set-up; in production the params must be set at deploy.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const local = isLocalStack(env);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? LOCAL_PROJECT_ID;
  // The local stack says where it serves the app (other ports in tests): links must go there.
  const origin = local
    ? (env.INKFORGE_API_ORIGIN ?? env.APP_ORIGIN ?? LOCAL_APP_ORIGIN)
    : appOrigin.value();
  return {
    stripe: stripeConfig(env, local, origin),
    storage: storageConfig(env, projectId, local),
    ai: aiConfig(env, local),
    projectId,
    webApiKey: local ? (env.WEB_API_KEY ?? LOCAL_WEB_API_KEY) : webApiKey.value(),
    appOrigin: origin,
    identityToolkitBaseUrl: emulatorHost
      ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
      : PRODUCTION_IDENTITY_TOOLKIT,
  };
}
