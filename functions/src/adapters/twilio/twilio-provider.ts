import type RequestClient from 'twilio/lib/base/RequestClient';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type { TextConfig } from '../../config';
import { loadTwilio } from '../load-sdk';
import {
  TextRefusedError,
  TextsNotConfiguredError,
  type OutgoingText,
  type TextProvider,
} from './text-provider';

type TwilioSdk = Awaited<ReturnType<typeof loadTwilio>>;

const TWILIO_API = 'https://api.twilio.com';
const MESSAGING_SERVICE = /^MG[0-9a-fA-F]{32}$/;

/**
 * The SDK's own HTTP client with one change: calls to api.twilio.com go to the local twin. The
 * request the twin sees (path, form body, Basic auth) is the one Twilio would.
 */
function twinHttpClient(sdk: TwilioSdk, baseUrl: string): RequestClient {
  class TwinRequestClient extends sdk.RequestClient {
    override request<T>(opts: RequestClient.RequestOptions<T>) {
      const uri = opts.uri.startsWith(TWILIO_API)
        ? baseUrl.replace(/\/$/, '') + opts.uri.slice(TWILIO_API.length)
        : opts.uri;
      return super.request({ ...opts, uri });
    }
  }
  return new TwinRequestClient();
}

interface RestError {
  message?: string;
  code?: number;
  status?: number;
}

function refused(err: unknown): TextRefusedError {
  const e = (err ?? {}) as RestError;
  return new TextRefusedError(
    e.message ?? String(err),
    typeof e.code === 'number' ? e.code : null,
    typeof e.status === 'number' ? e.status : 0,
  );
}

/**
 * The `twilio` SDK, the same code in both homes: Twilio itself, or locally the stack's SMS twin
 * (config.apiBaseUrl). The SDK loads with the first text (load-sdk.ts); the signature check is
 * its validator, which needs no client.
 */
export function createTextProvider(config: TextConfig): TextProvider {
  const configured = config.mode !== 'missing';
  let made: Promise<ReturnType<TwilioSdk>> | undefined;
  const clientOf = () =>
    (made ??= loadTwilio().then((sdk) =>
      sdk(config.accountSid, config.authToken, {
        ...(config.apiBaseUrl ? { httpClient: twinHttpClient(sdk, config.apiBaseUrl) } : {}),
        // Inside `api` a reply waits for Twilio: a dead API must not hold it long.
        timeout: 10_000,
      }),
    ));
  return {
    configured,
    from: configured ? config.from : '',
    async send(m: OutgoingText) {
      if (!configured) throw new TextsNotConfiguredError();
      const client = await clientOf();
      const sender = MESSAGING_SERVICE.test(config.from)
        ? { messagingServiceSid: config.from }
        : { from: config.from };
      try {
        const message = await client.messages.create({
          to: m.to,
          body: m.body,
          statusCallback: m.statusCallback,
          ...sender,
        });
        return { sid: message.sid, status: message.status };
      } catch (err) {
        throw refused(err);
      }
    },
    verify(signature, url, params) {
      if (!configured || !signature) return false;
      return validateRequest(config.authToken, signature, url, params);
    },
  };
}
