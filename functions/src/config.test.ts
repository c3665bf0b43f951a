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
