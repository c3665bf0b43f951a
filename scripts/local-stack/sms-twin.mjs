#!/usr/bin/env node
// The local stack's Twilio twin (docs/local-stack.md, "Texts"). The app's `twilio` SDK sends here
// instead of api.twilio.com: POST /2010-04-01/Accounts/{AccountSid}/Messages.json answers as
// Twilio does, then posts the message's signed status callbacks (sent → delivered, or
// undelivered with ErrorCode 30003 for a number told to fail). A test or a person replies as
// the client with POST /api/messages/inbound, which posts Twilio's signed inbound webhook to
// the app. The web inbox at / shows every text per phone number. Plain Node: no dependency.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { renderInbox } from './sms-twin-inbox.mjs';

/** The twin's account (the same values as config.ts's LOCAL_TWILIO: they only guard a laptop). */
export const LOCAL_TWILIO = Object.freeze({
  accountSid: 'AC00000000000000000000000000000001',
  authToken: 'local-twilio-auth-token',
  // Twilio's own test sender number.
  from: '+15005550006',
});

const API_VERSION = '2010-04-01';
const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const E164 = /^\+[1-9]\d{6,14}$/;
const MESSAGING_SERVICE = /^MG[0-9a-f]{32}$/i;
/** Twilio refuses a body over 1,600 characters (error 21617). */
const MAX_BODY = 1600;
/** "Unreachable destination handset": what a phone that is off or gone reports. */
const UNREACHABLE = '30003';

const sidOf = (prefix) => prefix + randomBytes(16).toString('hex');

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1 with the auth token over the full
 * URL followed by each POST parameter's name and value, sorted by name; base64.
 */
export function twilioSignature(authToken, url, params) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Posts a form as Twilio posts its webhooks: form-encoded, signed, Twilio's user agent. */
async function postSigned(url, params, authToken) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
      'x-twilio-signature': twilioSignature(authToken, url, params),
      'user-agent': 'TwilioProxy/1.1',
      'i-twilio-idempotency-token': randomBytes(16).toString('hex'),
    },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
  };
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Twilio's error body: {code, message, more_info, status}. */
function twilioError(res, status, code, message) {
  sendJson(res, status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });
}

/** RFC 2822 dates, as Twilio's JSON has them. */
const rfc2822 = (date) => date.toUTCString().replace('GMT', '+0000');

/** Twilio's Message resource as JSON (snake_case, as the REST API answers). */
function messageResource(m, accountSid) {
  return {
    account_sid: accountSid,
    api_version: API_VERSION,
    body: m.body,
    date_created: rfc2822(m.at),
    date_sent: null,
    date_updated: rfc2822(m.at),
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: m.from,
    messaging_service_sid: m.messagingServiceSid,
    num_media: '0',
    num_segments: String(m.segments),
    price: null,
    price_unit: 'USD',
    sid: m.sid,
    status: m.status,
    subresource_uris: {
      media: `/${API_VERSION}/Accounts/${accountSid}/Messages/${m.sid}/Media.json`,
    },
    to: m.to,
    uri: `/${API_VERSION}/Accounts/${accountSid}/Messages/${m.sid}.json`,
  };
}

/** Rough segment count for the resource's num_segments (GSM-7 160/153, else 70/67). */
function segmentsOf(body) {
  const gsm = /^[\n\r -_a-z£¥èéùìòÇØøÅåΔΦΓΛΩΠΨΣΘΞÆæßÉ¡ÄÖÑÜ§¿äöñüà{}~|€^[\]\\]*$/.test(body);
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  const units = gsm ? body.length : [...body].reduce((n, c) => n + (c.length > 1 ? 2 : 1), 0);
  return units <= single ? 1 : Math.ceil(units / multi);
}

/** The bodies of the <Message> verbs of a TwiML answer (a reply the app sends back). */
function twimlMessages(xml) {
  const unescape = (s) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<Message(?:\s[^>]*)?>([\s\S]*?)<\/Message>/g)].map((m) =>
    unescape(m[1].replace(/<\/?Body>/g, '')),
  );
}

/**
 * Starts the twin. `inboundUrl`: the app's inbound webhook (what a number's "A message comes
 * in" URL is on Twilio). `stepMs`: the pause between status changes.
 */
export function startSmsTwin({
  port = 0,
  host = '127.0.0.1',
  accountSid,
  authToken,
  defaultNumber,
  inboundUrl,
  stepMs = 300,
  log = () => {},
}) {
  /** Every text, in and out, oldest first. */
  const messages = [];
  const failing = new Set();
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const callback = async (m, status, extra = {}) => {
    m.status = status;
    if (!m.statusCallback) return;
    const params = {
      AccountSid: accountSid,
      ApiVersion: API_VERSION,
      From: m.from ?? '',
      MessageSid: m.sid,
      MessageStatus: status,
      SmsSid: m.sid,
      SmsStatus: status,
      To: m.to,
      ...(m.messagingServiceSid ? { MessagingServiceSid: m.messagingServiceSid } : {}),
      ...extra,
    };
    try {
      const res = await postSigned(m.statusCallback, params, authToken);
      log(`status ${status} of ${m.sid} → ${m.statusCallback}: ${res.status}`);
    } catch (err) {
      log(`status ${status} of ${m.sid} failed: ${err instanceof Error ? err.message : err}`);
    }
  };

  // As Twilio: no callback for the initial status; a Messaging Service's message is `accepted`
  // and reports `queued` once it picked a sender. Then sent, then the handset's answer.
  const deliver = async (m) => {
    const wait = () => new Promise((r) => setTimeout(r, stepMs));
    if (m.messagingServiceSid) {
      await wait();
      if (!m.from) m.from = defaultNumber;
      await callback(m, 'queued');
    }
    await wait();
    await callback(m, 'sent');
    await wait();
    if (failing.has(m.to)) {
      m.errorCode = UNREACHABLE;
      await callback(m, 'undelivered', { ErrorCode: UNREACHABLE });
    } else {
      await callback(m, 'delivered', { RawDlrDoneDate: new Date().toISOString().slice(2, 16) });
    }
  };

  async function createMessage(req, res, pathSid) {
    if (pathSid !== accountSid || req.headers.authorization !== expectedAuth) {
      return twilioError(res, 401, 20003, 'Authenticate');
    }
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const { To: to, From: from, MessagingServiceSid: service, Body: body = '' } = form;
    if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) {
      return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (!from && !service) {
      return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    }
    if (service && !MESSAGING_SERVICE.test(service)) {
      return twilioError(res, 400, 21701, 'The Messaging Service Sid is invalid.');
    }
    if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
    if (body.length > MAX_BODY) {
      return twilioError(
        res,
        400,
        21617,
        'The concatenated message body exceeds the 1600 character limit.',
      );
    }
    const m = {
      sid: sidOf('SM'),
      direction: 'outbound',
      to,
      from: service ? null : from,
      messagingServiceSid: service ?? null,
      body,
      segments: segmentsOf(body),
      status: service ? 'accepted' : 'queued',
      errorCode: null,
      statusCallback: form.StatusCallback ?? null,
      at: new Date(),
    };
    messages.push(m);
    log(`${m.sid} to ${to}: ${JSON.stringify(body)}`);
    sendJson(res, 201, messageResource(m, accountSid));
    void deliver(m);
  }

  /** A client's reply: Twilio's inbound webhook, signed, to the app (or `url` if given). */
  async function inbound(req, res) {
    let input;
    try {
      input = JSON.parse((await readBody(req)) || '{}');
    } catch {
      return sendJson(res, 400, { error: 'BAD_JSON', message: 'The body must be JSON.' });
    }
    const { from, body = '', url = inboundUrl } = input;
    const to = input.to ?? defaultNumber;
    if (!E164.test(from ?? '') || !E164.test(to ?? '')) {
      return sendJson(res, 400, {
        error: 'BAD_NUMBER',
        message: '`from` and `to` must be phone numbers in E.164, e.g. +447700900123.',
      });
    }
    if (!url) return sendJson(res, 400, { error: 'NO_WEBHOOK', message: 'No inbound URL is set.' });
    const sid = sidOf('SM');
    messages.push({
      sid,
      direction: 'inbound',
      to,
      from,
      body,
      status: 'received',
      at: new Date(),
    });
    // Twilio's field names; the geography fields are empty when Twilio does not know them.
    const params = {
      ToCountry: '',
      ToState: '',
      SmsMessageSid: sid,
      NumMedia: '0',
      ToCity: '',
      FromZip: '',
      SmsSid: sid,
      FromState: '',
      SmsStatus: 'received',
      FromCity: '',
      Body: String(body),
      FromCountry: '',
      To: to,
      ToZip: '',
      NumSegments: String(segmentsOf(String(body))),
      MessageSid: sid,
      AccountSid: accountSid,
      From: from,
      ApiVersion: API_VERSION,
    };
    let answer;
    try {
      answer = await postSigned(url, params, authToken);
    } catch (err) {
      return sendJson(res, 502, {
        error: 'WEBHOOK_UNREACHABLE',
        message: `The app did not answer at ${url}: ${err instanceof Error ? err.message : err}`,
      });
    }
    // A TwiML answer with <Message> is sent back to the client, as Twilio does.
    if (answer.status < 300 && answer.type.includes('xml')) {
      for (const reply of twimlMessages(answer.body)) {
        messages.push({
          sid: sidOf('SM'),
          direction: 'outbound',
          to: from,
          from: to,
          body: reply,
          status: 'delivered',
          at: new Date(),
        });
      }
    }
    log(`inbound ${sid} from ${from} → ${url}: ${answer.status}`);
    sendJson(res, answer.status, { sid, status: answer.status, response: answer.body });
  }

  const view = (m) => ({
    sid: m.sid,
    to: m.to,
    from: m.from,
    body: m.body,
    status: m.status,
    direction: m.direction,
    errorCode: m.errorCode ?? null,
    at: m.at.toISOString(),
  });

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://twin');
      const create = MESSAGES_PATH.exec(url.pathname);
      const number = /^\/api\/numbers\/([^/]+)\/fail$/.exec(url.pathname);
      if (req.method === 'POST' && create) return await createMessage(req, res, create[1]);
      if (req.method === 'GET' && url.pathname === '/api/messages') {
        const to = url.searchParams.get('to');
        const list = messages.filter((m) => !to || m.to === to).reverse();
        return sendJson(res, 200, list.map(view));
      }
      if (req.method === 'DELETE' && url.pathname === '/api/messages') {
        messages.length = 0;
        return sendJson(res, 200, { cleared: true });
      }
      if (req.method === 'POST' && url.pathname === '/api/messages/inbound') {
        return await inbound(req, res);
      }
      if (number && (req.method === 'POST' || req.method === 'DELETE')) {
        const phone = decodeURIComponent(number[1]);
        if (!E164.test(phone)) {
          return sendJson(res, 400, { error: 'BAD_NUMBER', message: 'Give the number in E.164.' });
        }
        if (req.method === 'POST') failing.add(phone);
        else failing.delete(phone);
        return sendJson(res, 200, { number: phone, failing: failing.has(phone) });
      }
      if (req.method === 'GET' && url.pathname === '/api/healthz') {
        return sendJson(res, 200, { ok: true });
      }
      if (req.method === 'GET' && url.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(renderInbox(messages.map(view), [...failing]));
      }
      sendJson(res, 404, { error: 'NOT_FOUND', message: `No ${req.method} ${url.pathname} here.` });
    } catch (err) {
      sendJson(res, 500, { error: 'TWIN_ERROR', message: String(err) });
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

// Run by the local stack: sms-twin.mjs <port> <accountSid> <authToken> <number> <inboundUrl>
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, accountSid, authToken, defaultNumber, inboundUrl] = process.argv.slice(2);
  const log = (line) => console.log(`[sms-twin ${new Date().toISOString()}] ${line}`);
  const twin = await startSmsTwin({
    port: Number(port),
    accountSid,
    authToken,
    defaultNumber,
    inboundUrl,
    log,
  });
  log(`texts at ${twin.url}, inbound webhook ${inboundUrl}`);
}
