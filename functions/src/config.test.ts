import { describe, expect, it } from 'vitest';
import { isLocalStack, loadConfig } from './config';

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
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).ai.provider).toBe('offline');
    const withKey = loadConfig({
      FUNCTIONS_EMULATOR: 'true',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:1234/v1',
    });
    expect(withKey.ai).toEqual({
      provider: 'openai',
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:1234/v1',
    });
    const forced = loadConfig({
      FUNCTIONS_EMULATOR: 'true',
      OPENAI_API_KEY: 'sk-test',
      INKFORGE_AI_PROVIDER: 'offline',
    });
    expect(forced.ai.provider).toBe('offline');
  });
});
