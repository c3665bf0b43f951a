/**
 * Integration tests run against the real local servers. They need:
 *   FIREBASE_AUTH_EMULATOR_HOST  e.g. 127.0.0.1:9099  (Firebase Auth emulator)
 *   FIRESTORE_EMULATOR_HOST      e.g. 127.0.0.1:8080  (local Firestore server)
 *   GCLOUD_PROJECT               demo-inkforge
 * A missing variable fails the test file loudly instead of skipping it.
 */
export interface EmulatorEnv {
  authHost: string;
  firestoreHost: string;
  projectId: string;
}

export function emulatorEnv(): EmulatorEnv {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId = process.env.GCLOUD_PROJECT;
  const missing = [
    ['FIREBASE_AUTH_EMULATOR_HOST', authHost],
    ['FIRESTORE_EMULATOR_HOST', firestoreHost],
    ['GCLOUD_PROJECT', projectId],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (!authHost || !firestoreHost || !projectId) {
    throw new Error(
      `Integration tests need the local Auth emulator and Firestore server. Missing: ${missing.join(', ')}. ` +
        'Start the local stack (npm start) or set these variables to running servers.',
    );
  }
  return { authHost, firestoreHost, projectId };
}
