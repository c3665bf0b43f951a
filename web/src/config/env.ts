/**
 * The web app's configuration, read once at startup from Vite's build-time variables.
 * The local stack builds in `demo` mode (values in web/.env.demo: the demo project, which only
 * ever talks to the emulators); a production build must be given the real project's values,
 * and web/build/production-env.ts stops the build when one is missing.
 */
function required(name: string): string {
  const value: unknown = import.meta.env[name];
  if (typeof value !== 'string' || !value.trim()) {
    throw new Error(`Invalid web configuration: ${name} is not set (see docs/deploy.md).`);
  }
  return value.trim();
}

function optional(name: string): string | undefined {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

const appId = optional('VITE_FIREBASE_APP_ID');

export const env = {
  // Empty means same origin: Hosting rewrites /api to the function.
  apiOrigin: (optional('VITE_API_ORIGIN') ?? '').replace(/\/$/, ''),
  firebase: {
    apiKey: required('VITE_FIREBASE_API_KEY'),
    authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: required('VITE_FIREBASE_PROJECT_ID'),
    ...(appId ? { appId } : {}),
  },
} as const;
