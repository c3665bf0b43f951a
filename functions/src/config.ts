import { defineString } from 'firebase-functions/params';

// Both values are public (the web app embeds the API key), so they are params, not secrets.
const webApiKey = defineString('WEB_API_KEY', {
  description: 'Firebase web API key, used for the Identity Toolkit REST calls',
});
const appOrigin = defineString('APP_ORIGIN', {
  description: 'Public origin of the web app (e.g. https://inkforge.app), used in reset links',
});

export interface AppConfig {
  projectId: string;
  webApiKey: string;
  appOrigin: string;
  identityToolkitBaseUrl: string;
  authRateLimit: { windowMs: number; max: number };
}

type Env = Record<string, string | undefined>;

const LOCAL_PROJECT_ID = 'demo-inkforge';
const LOCAL_WEB_API_KEY = 'demo-api-key';
const LOCAL_APP_ORIGIN = 'http://127.0.0.1:5000';
const PRODUCTION_IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com/v1';

export function isLocalStack(env: Env = process.env): boolean {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) || env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * The one reader of params and environment. On the emulators the embedded local defaults
 * apply, so the stack runs with no set-up; in production the params must be set at deploy.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const local = isLocalStack(env);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    projectId: env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? LOCAL_PROJECT_ID,
    webApiKey: local ? (env.WEB_API_KEY ?? LOCAL_WEB_API_KEY) : webApiKey.value(),
    appOrigin: local ? (env.APP_ORIGIN ?? LOCAL_APP_ORIGIN) : appOrigin.value(),
    identityToolkitBaseUrl: emulatorHost
      ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
      : PRODUCTION_IDENTITY_TOOLKIT,
    authRateLimit: { windowMs: 60_000, max: 30 },
  };
}
