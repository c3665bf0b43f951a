import { createRequire } from 'node:module';
import type * as Opentype from 'opentype.js';
import type SharpModule from 'sharp';

/**
 * The heavy SDKs, each loaded on first use and then kept: one place per SDK. A cold `api`
 * worker then loads only what a request needs (sign-in, Firestore, express), not OpenAI,
 * Stripe, sharp, pdf-lib, opentype.js, ical-generator and nodemailer — about half the module-load CPU of a
 * cold start (docs/architecture.md, "Cold start"). Each `import()` of a package stays an
 * import at run time: the bundle keeps npm packages external.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      // A failed load is tried again by the next caller rather than cached.
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

export const loadSharp = once(async (): Promise<typeof SharpModule> => {
  const sharp = (await import('sharp')).default;
  // libvips' operation cache only pays off when the same image is processed again, which never
  // happens here; at 4096² it kept tens of MB of finished intermediates alive.
  sharp.cache(false);
  return sharp;
});

export const loadOpenAi = once(() => import('openai'));

export const loadStripe = once(async () => (await import('stripe')).default);

export const loadPdfLib = once(() => import('pdf-lib'));

const requireHere = createRequire(import.meta.url);
let opentype: typeof Opentype | undefined;
/** opentype.js is needed on a synchronous drawing path, so it is required (once) on first use. */
export function opentypeSdk(): typeof Opentype {
  opentype ??= requireHere('opentype.js') as typeof Opentype;
  return opentype;
}

export const loadIcal = once(() => import('ical-generator'));

export const loadNodemailer = once(async () => (await import('nodemailer')).default);

export const loadTwilio = once(async () => (await import('twilio')).default);

export const loadWebPush = once(async () => (await import('web-push')).default);
