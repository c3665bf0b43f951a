import { defineSecret, defineString } from 'firebase-functions/params';
import { DEFAULT_MODELS, type AiModelRole as ModelRole, type ModelChoice } from '@inkforge/domain';

// Both values are public (the web app embeds the API key), so they are params, not secrets.
const webApiKey = defineString('WEB_API_KEY', {
  description: 'Firebase web API key, used for the Identity Toolkit REST calls',
});
const appOrigin = defineString('APP_ORIGIN', {
  description: 'Public origin of the web app (e.g. https://inkforge.app), used in reset links',
});

// The SMTP server the booking e-mails go through (docs/deploy.md §3); the password is a secret.
const smtpHost = defineString('SMTP_HOST', {
  description: 'SMTP server for the booking e-mails (e.g. smtp.sendgrid.net)',
});
const smtpPort = defineString('SMTP_PORT', {
  description: 'SMTP port: 587 (STARTTLS, required) or 465 (TLS)',
});
const smtpUser = defineString('SMTP_USER', { description: 'SMTP user name' });
const mailFrom = defineString('MAIL_FROM', {
  description: 'Sender address the SMTP server accepts (e.g. bookings@yourstudio.com)',
});
export const smtpPassword = defineSecret('SMTP_PASSWORD');
/** The mail provider's webhook signing key: its bounce and complaint events are checked by it. */
export const mailWebhookSigningKey = defineSecret('MAIL_WEBHOOK_SIGNING_KEY');

/** What the mail senders (`api`, `sendDueMail`) read; the password is bound as a secret. */
export const MAIL_PARAMS = [smtpHost, smtpPort, smtpUser, mailFrom];

/**
 * Twilio (docs/deploy.md, "Texts"): optional. Without the account SID, the sending number (or
 * Messaging Service) and the auth token, texts are off and clients get e-mail only.
 */
const twilioAccountSid = defineString('TWILIO_ACCOUNT_SID', {
  default: '',
  description: 'Twilio account SID (AC…); empty: texts off, e-mail only',
});
const twilioFrom = defineString('TWILIO_FROM', {
  default: '',
  description: 'Sending number in E.164 (+1…) or Messaging Service SID (MG…); empty: texts off',
});
/** Signs Twilio's requests to us and authenticates ours: bound only where texts go in or out. */
const twilioAuthToken = defineSecret('TWILIO_AUTH_TOKEN');

/** What the text senders and receivers (`api`, `sendDueTexts`) read; the token is a secret. */
export const TEXT_PARAMS = [twilioAccountSid, twilioFrom];
export const TEXT_SECRETS = [twilioAuthToken];

/**
 * Web push for the artist's alerts (docs/deploy.md, "The artist's alerts"): a VAPID key pair.
 * Optional: without it alerts go by e-mail only.
 */
const vapidPublicKey = defineString('VAPID_PUBLIC_KEY', {
  default: '',
  description: 'VAPID public key for web push (npx web-push generate-vapid-keys); empty: no push',
});
const vapidPrivateKey = defineSecret('VAPID_PRIVATE_KEY');
/** What the alert senders read: the public key as a param, the private one as a secret. */
export const PUSH_PARAMS = [vapidPublicKey];
export const PUSH_SECRETS = [vapidPrivateKey];

/** What `api` reads besides its secrets. */
export const API_PARAMS = [webApiKey, appOrigin, ...MAIL_PARAMS, ...TEXT_PARAMS, ...PUSH_PARAMS];

/** Bound only to the functions that call OpenAI (index.ts); required in production. */
export const openAiApiKey = defineSecret('OPENAI_API_KEY');

/**
 * The OpenAI model of each role (adapters/openai/models.ts): switched by setting the param and
 * redeploying, no code change (docs/deploy.md, "Switching a model").
 */
const MODEL_PARAMS: Record<ModelRole, ReturnType<typeof defineString>> = {
  fastImage: defineString('OPENAI_MODEL_FAST_IMAGE', {
    default: DEFAULT_MODELS.fastImage,
    description: 'Image model for surprise, simple and flash designs',
  }),
  qualityImage: defineString('OPENAI_MODEL_QUALITY_IMAGE', {
    default: DEFAULT_MODELS.qualityImage,
    description: 'Image model for prompt, high-quality, ultra-realism, sketch and photo designs',
  }),
  editImage: defineString('OPENAI_MODEL_EDIT_IMAGE', {
    default: DEFAULT_MODELS.editImage,
    description: 'Image model for Modify Design, photo cut-outs and the AI body preview',
  }),
  chat: defineString('OPENAI_MODEL_CHAT', {
    default: DEFAULT_MODELS.chat,
    description: 'Chat model of the support assistant Inky',
  }),
  moderation: defineString('OPENAI_MODEL_MODERATION', {
    default: DEFAULT_MODELS.moderation,
    description: 'Moderation model for prompts and chat messages',
  }),
};

/** Stripe: required in production; only the local stack runs the offline twin. */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
/** The Connect endpoint's signing secret: events of the artists' own accounts (deposits). */
export const stripeConnectWebhookSecret = defineSecret('STRIPE_CONNECT_WEBHOOK_SECRET');

/** Every function runs here; the task queue is addressed by it. */
export const REGION = 'us-central1';

/**
 * Time budgets of the AI calls. Hosting gives up on a rewritten request after 60 s, and `api`
 * stops there too, so moderation plus one image call plus storing the result must leave room
 * for the refund: a call past its budget is abandoned and refunded, about 10 s before the
 * cut-off. The runJob worker has minutes (540 s).
 */
export const API_AI_BUDGETS = { moderationTimeoutMs: 5_000, imageTimeoutMs: 45_000 };
export const WORKER_AI_BUDGETS = { moderationTimeoutMs: 30_000, imageTimeoutMs: 480_000 };

/** Signs the offline twin's events locally. Not a secret: it only ever guards a laptop. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_inkforge_local_demo_only';

/**
 * Where each service comes from. `missing` exists only outside the emulator: the secret is
 * empty, so the routes that need it answer 503 and nothing falls back to an offline twin.
 */
export type ServiceMode = 'live' | 'offline' | 'missing';

interface StripeConfig {
  mode: ServiceMode;
  /** Empty unless mode is live. */
  secretKey: string;
  /** Empty in production when the secret is missing: the webhook then answers 503. */
  webhookSecret: string;
  /**
   * The Connect endpoint's secret; empty locally (the twin signs connected accounts' events with
   * the platform secret) and until set, when deposits' events are refused (400, Stripe retries).
   */
  connectWebhookSecret: string;
  webhookUrl: string;
  pagesBaseUrl: string;
}

interface StorageConfig {
  bucket: string;
  /** Local stack only: how download URLs get signed without a real service account. */
  signingKey?: { file: string } | 'throwaway';
  /** Where the signed URLs we mint point; an imageUrl from elsewhere is never fetched. */
  urlOrigin: string;
}

export interface AiConfig {
  mode: ServiceMode;
  /** Empty unless mode is live. */
  apiKey: string;
  /** The model of each role: the params, else the defaults. */
  models: ModelChoice;
  /** Only for tests and local runs against a stand-in server. */
  baseUrl?: string;
}

/**
 * The booking e-mails' SMTP server. Locally (`offline`) the stack's mail catcher, no login;
 * `missing` only in production, when a param or the password is empty: nothing is sent, the
 * mails wait in the outbox and every attempt logs an error.
 */
export interface MailConfig {
  mode: ServiceMode;
  host: string;
  port: number;
  user: string;
  password: string;
  from: string;
  /** The provider's webhook signing key; '' in production until set (events answer 503). */
  webhookSigningKey: string;
}

/**
 * Twilio. Locally (`offline`) the stack's SMS twin, with its own account SID and token, reached
 * by the same SDK; `missing` when a param or the token is empty (texts off, e-mail only).
 */
export interface TextConfig {
  mode: ServiceMode;
  accountSid: string;
  authToken: string;
  /** A number in E.164, or a Messaging Service SID (MG…). */
  from: string;
  /** Local stack only: where the SDK's calls to api.twilio.com go instead (the twin). */
  apiBaseUrl?: string;
}

/** Web push's VAPID pair; both empty when push is off. `subject`: who the push services may contact. */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Local stack only: a push service on plain http (the tests' own) is accepted. */
  plainHttp?: true;
}

export interface AppConfig {
  mail: MailConfig;
  texts: TextConfig;
  push: PushConfig;
  stripe: StripeConfig;
  storage: StorageConfig;
  ai: AiConfig;
  projectId: string;
  webApiKey: string;
  appOrigin: string;
  identityToolkitBaseUrl: string;
  /** Production only: the secrets and params that are empty, for the start-up log line. */
  missing: string[];
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

/**
 * Cloud Functions exposes bound secrets and params as environment variables, so `env` is read
 * the same way in both homes (and tests can pass a production environment). Values are
 * trimmed: a pasted key with a trailing newline is still the key.
 */
const read = (env: Env, name: string): string => (env[name] ?? '').trim();

const modeOf = (value: string, local: boolean): ServiceMode =>
  value ? 'live' : local ? 'offline' : 'missing';

/** OpenAI with a key; without one the offline provider locally, and nothing in production. */
function aiConfig(env: Env, local: boolean): AiConfig {
  const forcedOffline = local && env.INKFORGE_AI_PROVIDER === 'offline';
  const apiKey = forcedOffline ? '' : read(env, openAiApiKey.name);
  const models = Object.fromEntries(
    (Object.keys(MODEL_PARAMS) as ModelRole[]).map((role) => [
      role,
      read(env, MODEL_PARAMS[role].name) || DEFAULT_MODELS[role],
    ]),
  ) as ModelChoice;
  return {
    mode: modeOf(apiKey, local),
    apiKey,
    models,
    ...(local && env.OPENAI_BASE_URL ? { baseUrl: env.OPENAI_BASE_URL } : {}),
  };
}

/** Test-mode keys or the offline twin locally (with `stripe listen`), Secret Manager in production. */
function stripeConfig(env: Env, local: boolean, appOrigin: string): StripeConfig {
  const secretKey = read(env, stripeSecretKey.name);
  const webhookSecret = read(env, stripeWebhookSecret.name);
  return {
    mode: modeOf(secretKey, local),
    secretKey,
    webhookSecret: local ? webhookSecret || LOCAL_STRIPE_WEBHOOK_SECRET : webhookSecret,
    connectWebhookSecret: read(env, stripeConnectWebhookSecret.name),
    webhookUrl: `${appOrigin}/api/stripe/webhook`,
    pagesBaseUrl: `${appOrigin}/api/demo-stripe`,
  };
}

const LOCAL_SMTP = { host: '127.0.0.1', port: 1025, from: 'bookings@inkforge.test' };
/** The stack's mail catcher signs its bounce and complaint events with this (local-stack). */
const LOCAL_MAIL_WEBHOOK_KEY = 'local-mail-webhook-signing-key';
const DEFAULT_SMTP_PORT = 587;

/** The stack's mail catcher locally (its address moves with the ports), SMTP params otherwise. */
function mailConfig(env: Env, local: boolean): MailConfig {
  if (local) {
    return {
      mode: 'offline',
      host: env.INKFORGE_SMTP_HOST ?? LOCAL_SMTP.host,
      port: Number(env.INKFORGE_SMTP_PORT ?? LOCAL_SMTP.port),
      user: '',
      password: '',
      from: read(env, mailFrom.name) || LOCAL_SMTP.from,
      webhookSigningKey: LOCAL_MAIL_WEBHOOK_KEY,
    };
  }
  const host = read(env, smtpHost.name);
  const user = read(env, smtpUser.name);
  const password = read(env, smtpPassword.name);
  const from = read(env, mailFrom.name);
  return {
    mode: host && user && password && from ? 'live' : 'missing',
    host,
    port: Number(read(env, smtpPort.name)) || DEFAULT_SMTP_PORT,
    user,
    password,
    from,
    webhookSigningKey: read(env, mailWebhookSigningKey.name),
  };
}

/** The same values as the SMS twin's (scripts/local-stack/index.mjs): they only guard a laptop. */
export const LOCAL_TWILIO = {
  accountSid: 'AC00000000000000000000000000000001',
  authToken: 'local-twilio-auth-token',
  // Twilio's own test sender number.
  from: '+15005550006',
};

/** The stack's SMS twin locally (when the stack says where it is), the Twilio params otherwise. */
function textConfig(env: Env, local: boolean): TextConfig {
  if (local) {
    const twin = env.INKFORGE_SMS_TWIN_URL;
    return twin
      ? { mode: 'offline', ...LOCAL_TWILIO, apiBaseUrl: twin }
      : { mode: 'missing', accountSid: '', authToken: '', from: '' };
  }
  const accountSid = read(env, twilioAccountSid.name);
  const authToken = read(env, twilioAuthToken.name);
  const from = read(env, twilioFrom.name);
  return {
    mode: accountSid && authToken && from ? 'live' : 'missing',
    accountSid,
    authToken,
    from,
  };
}

/** Locally the stack's throwaway pair (made at start into .local-stack/), else the params. */
function pushConfig(env: Env, local: boolean, origin: string): PushConfig {
  const publicKey = local ? (env.INKFORGE_VAPID_PUBLIC_KEY ?? '') : read(env, vapidPublicKey.name);
  const privateKey = local
    ? (env.INKFORGE_VAPID_PRIVATE_KEY ?? '')
    : read(env, vapidPrivateKey.name);
  const on = Boolean(publicKey && privateKey);
  // The push services want a contact: the app's https address, or a mailto: for a local http one.
  const subject = origin.startsWith('https://') ? origin : 'mailto:alerts@inkforge.test';
  const keys = on ? { publicKey, privateKey } : { publicKey: '', privateKey: '' };
  return { ...keys, subject, ...(local ? { plainHttp: true as const } : {}) };
}

const REQUIRED_IN_PRODUCTION = [
  openAiApiKey.name,
  stripeSecretKey.name,
  stripeWebhookSecret.name,
  webApiKey.name,
  appOrigin.name,
  smtpHost.name,
  smtpUser.name,
  mailFrom.name,
  smtpPassword.name,
];

/**
 * The one reader of params and environment. On the emulators the embedded local defaults
 * apply, so the stack runs with no set-up; in production every secret and param must be set,
 * and an empty one is listed in `missing` rather than replaced by a local stand-in.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const local = isLocalStack(env);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? LOCAL_PROJECT_ID;
  // The local stack says where it serves the app (other ports in tests): links must go there.
  const origin = local
    ? (env.INKFORGE_API_ORIGIN ?? env.APP_ORIGIN ?? LOCAL_APP_ORIGIN)
    : read(env, appOrigin.name);
  return {
    mail: mailConfig(env, local),
    texts: textConfig(env, local),
    push: pushConfig(env, local, origin),
    stripe: stripeConfig(env, local, origin),
    storage: storageConfig(env, projectId, local),
    ai: aiConfig(env, local),
    projectId,
    webApiKey: local ? (env.WEB_API_KEY ?? LOCAL_WEB_API_KEY) : read(env, webApiKey.name),
    appOrigin: origin,
    identityToolkitBaseUrl: emulatorHost
      ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
      : PRODUCTION_IDENTITY_TOOLKIT,
    missing: local ? [] : REQUIRED_IN_PRODUCTION.filter((name) => !read(env, name)),
  };
}

/** The names among `needed` that this production server lacks (each function binds its own). */
export function missingOf(config: AppConfig, needed: readonly { name: string }[]): string[] {
  return needed.map((param) => param.name).filter((name) => config.missing.includes(name));
}
