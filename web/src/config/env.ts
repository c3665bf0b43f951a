import { z } from 'zod';

/**
 * The web app's configuration, validated once at startup. Every value has a local default so
 * `npm start` works offline against the Auth emulator with no .env file.
 */
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).default('demo-inkforge.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-inkforge'),
  VITE_FIREBASE_APP_ID: z.string().min(1).optional(),
  VITE_FIREBASE_AUTH_EMULATOR_PORT: z.coerce.number().int().positive().default(9099),
  // Empty means same origin: Hosting rewrites /api to the function.
  VITE_API_ORIGIN: z.string().default(''),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid web configuration: ${z.prettifyError(parsed.error)}`);
}
const raw = parsed.data;

export const env = {
  apiOrigin: raw.VITE_API_ORIGIN.replace(/\/$/, ''),
  firebase: {
    apiKey: raw.VITE_FIREBASE_API_KEY,
    authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: raw.VITE_FIREBASE_PROJECT_ID,
    ...(raw.VITE_FIREBASE_APP_ID ? { appId: raw.VITE_FIREBASE_APP_ID } : {}),
  },
  // A demo key can only ever talk to the emulator, so it is the switch for using it.
  useAuthEmulator: raw.VITE_FIREBASE_API_KEY === 'demo-api-key',
  authEmulatorPort: raw.VITE_FIREBASE_AUTH_EMULATOR_PORT,
} as const;
