import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';

afterAll(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

interface Endpoint {
  availableMemoryMb?: number;
  timeoutSeconds?: number;
  maxInstances?: number;
  secretEnvironmentVariables?: { key: string }[];
}

const secretsOf = (endpoint: Endpoint) =>
  (endpoint.secretEnvironmentVariables ?? []).map((s) => s.key).sort();

// Loading the bundle's modules (sharp, the SDKs) takes a few seconds on a shared machine.
describe(
  'the exported functions, loaded as Cloud Functions loads them',
  { timeout: 60_000 },
  () => {
    it('are sized, bind only the secrets they use, and a webhook without its secrets says so', async () => {
      // Production: a project id, no emulator variables, the Stripe secrets empty.
      for (const name of ['FUNCTIONS_EMULATOR', 'FIREBASE_AUTH_EMULATOR_HOST'])
        vi.stubEnv(name, undefined);
      vi.stubEnv('GCLOUD_PROJECT', 'inkforge-prod');
      vi.stubEnv('STRIPE_SECRET_KEY', '');
      vi.stubEnv('STRIPE_WEBHOOK_SECRET', ' ');
      // Spied before the import: the functions logger keeps the console it found at load.
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const functions = await import('./index');

      const endpoints = Object.fromEntries(
        Object.entries(functions).map(([name, fn]) => [
          name,
          (fn as unknown as { __endpoint: Endpoint }).__endpoint,
        ]),
      );
      expect(Object.keys(endpoints).sort()).toEqual([
        'api',
        'bookPage',
        'resetMonthlyCredits',
        'runJob',
        'sendDueMail',
        'sendDueTexts',
        'sendMail',
        'stripeWebhook',
        'sweepStrandedJobs',
      ]);
      for (const endpoint of Object.values(endpoints)) {
        expect(endpoint.maxInstances).toBeGreaterThan(0);
      }
      expect(endpoints.api?.availableMemoryMb).toBeGreaterThanOrEqual(1024);
      // Hosting gives up after 60 s: the api never runs past it.
      expect(endpoints.api?.timeoutSeconds).toBeLessThanOrEqual(60);
      expect(secretsOf(endpoints.api ?? {})).toEqual([
        'MAIL_WEBHOOK_SIGNING_KEY',
        'OPENAI_API_KEY',
        'SMTP_PASSWORD',
        'STRIPE_SECRET_KEY',
        'TWILIO_AUTH_TOKEN',
      ]);
      // The sweep releases unpaid slots, and expires their open Checkouts with the Stripe key.
      expect(secretsOf(endpoints.sendDueMail ?? {})).toEqual([
        'SMTP_PASSWORD',
        'STRIPE_SECRET_KEY',
      ]);
      // Texts at their time; what cannot go by text goes by e-mail.
      expect(secretsOf(endpoints.sendDueTexts ?? {})).toEqual([
        'SMTP_PASSWORD',
        'TWILIO_AUTH_TOKEN',
      ]);
      expect(secretsOf(endpoints.runJob ?? {})).toEqual(['OPENAI_API_KEY']);
      // No SMTP: the webhook hands its mails to sendMail tasks and never waits for SMTP.
      expect(secretsOf(endpoints.sendMail ?? {})).toEqual(['SMTP_PASSWORD']);
      expect(secretsOf(endpoints.stripeWebhook ?? {})).toEqual([
        'STRIPE_CONNECT_WEBHOOK_SECRET',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ]);
      expect(secretsOf(endpoints.resetMonthlyCredits ?? {})).toEqual([]);
      expect(secretsOf(endpoints.sweepStrandedJobs ?? {})).toEqual([]);
      // The artists' pages: behind a Hosting rewrite too; they never mail, and their one secret
      // opens a flash booking's deposit checkout (issue 49), as the API's hold does.
      expect(endpoints.bookPage?.timeoutSeconds).toBeLessThanOrEqual(60);
      expect(secretsOf(endpoints.bookPage ?? {})).toEqual(['STRIPE_SECRET_KEY']);

      const host = express();
      host.use((req, res) =>
        functions.stripeWebhook(req as Parameters<typeof functions.stripeWebhook>[0], res),
      );
      const res = await request(host).post('/').send('{}');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'PAYMENTS_NOT_CONFIGURED',
        message: expect.stringContaining('not set up'),
      });
      const logged = errors.mock.calls.flat().join('\n');
      expect(logged).toContain('STRIPE_SECRET_KEY is empty on this server');
      expect(logged).toContain('STRIPE_WEBHOOK_SECRET is empty on this server');
    });
  },
);
