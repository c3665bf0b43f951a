import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSmtpTransport } from '../adapters/nodemailer/mail-transport';
import { createPushSender } from '../adapters/web-push/push-sender';
import { silentLogger } from '../logger';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, sendRequest } from '../../test/support/booking';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createAlertDeps, deliverAlert, type AlertOutcome } from '.';

// Issue 44, Deliver 8: a new booking request reaches the artist outside the app, by e-mail or
// web push as they chose, never during their quiet hours, and once.

const ZONE = 'Europe/London';
const { app, db, deps } = buildTestApp();
const config = loadConfig();

/** A stand-in push service (what a browser's endpoint is): keeps every request it is sent. */
const pushed: { path: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
let pushService: http.Server;
let pushUrl = '';
beforeAll(async () => {
  pushService = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      pushed.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.writeHead(req.url?.includes('gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => pushService.listen(0, '127.0.0.1', r));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(() => pushService.close());

/**
 * The scheduled sender's work for one artist, in process, at a chosen time: each of their alerts
 * due by then is delivered as `sendDueAlerts` delivers it. Scoped to the artist, because every
 * other test's bell writes alerts too, and the stack's own scheduler drains those meanwhile.
 */
async function sweepAt(now: Date, artist: Artist) {
  const deps = createAlertDeps({
    db,
    mail: createSmtpTransport(config.mail),
    push: createPushSender(config.push),
    appOrigin: config.appOrigin,
    clock: () => now,
    logger: silentLogger,
  });
  const summary: Record<AlertOutcome, number> = {
    sent: 0,
    off: 0,
    waiting: 0,
    retry: 0,
    failed: 0,
    done: 0,
  };
  const rows = await db.collection('artistAlertsDue').where('uid', '==', artist.uid).get();
  for (const row of rows.docs) {
    if (row.get('dueAt').toDate() > now) continue;
    summary[await deliverAlert(deps, artist.uid, row.get('alertId') as string)] += 1;
  }
  return summary;
}

/** Today at hh:mm London time (winter: UTC), a day ahead so it is after any real alert. */
const londonAt = (hhmm: string, days = 1) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${hhmm}:00Z`);
};

async function artistWithRequest(): Promise<Artist> {
  const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
  await sendRequest(app, await openBooking(artist, db));
  return artist;
}

const requestMails = async (artist: Artist) =>
  (await inboxOf(artist.email)).filter((m) => m.subject.toLowerCase().includes('request'));

describe('the artist is told outside the app', () => {
  it('a new request comes by e-mail once, with a link to it', async () => {
    const artist = await artistWithRequest();
    const alerts = await db.collection(`users/${artist.uid}/artistAlerts`).get();
    expect(alerts.docs.map((d) => d.get('kind'))).toEqual(['requests']);

    const first = await sweepAt(londonAt('12:00'), artist);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await sweepAt(londonAt('12:05'), artist);
    const mails = await requestMails(artist);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${config.appOrigin}/`);
  });

  it('an alert due in quiet hours waits for their end', async () => {
    const artist = await artistWithRequest();
    await sweepAt(londonAt('23:30'), artist);
    expect(await requestMails(artist)).toHaveLength(0);
    const due = await db
      .doc(
        `artistAlertsDue/${artist.uid}_${(await db.collection(`users/${artist.uid}/artistAlerts`).get()).docs[0]!.id}`,
      )
      .get();
    expect(due.get('dueAt').toDate()).toEqual(londonAt('08:00', 2));
    await sweepAt(londonAt('07:59', 2), artist);
    expect(await requestMails(artist)).toHaveLength(0);
    await sweepAt(londonAt('08:00', 2), artist);
    expect(await requestMails(artist)).toHaveLength(1);
  });

  it("the artist's choice is honoured: push instead of e-mail, and none at all", async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
    const settings = (await artist.call('get', '/api/settings/alerts')).body;
    expect(settings.kinds.requests).toEqual({ email: true, push: false });
    expect(settings.pushKey).toBe(config.push.publicKey || null);

    const subscribed = await artist.call('post', '/api/push-subscriptions', {
      endpoint: `${pushUrl}/push/${artist.uid}`,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    });
    expect(subscribed.status).toBe(201);
    const saved = await artist.call('put', '/api/settings/alerts', {
      ...settings,
      kinds: { ...settings.kinds, requests: { email: false, push: true } },
      pushKey: undefined,
      pushDevices: undefined,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      kinds: { requests: { email: false, push: true } },
      pushDevices: 1,
    });

    await sendRequest(app, await openBooking(artist, db));
    await sweepAt(londonAt('12:00'), artist);
    expect(await requestMails(artist)).toHaveLength(0);
    const mine = pushed.filter((p) => p.path === `/push/${artist.uid}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(mine[0]!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(mine[0]!.bytes).toBeGreaterThan(0);

    // Nothing chosen for requests: the next one is told only in the bell.
    await artist.call('put', '/api/settings/alerts', {
      kinds: { ...settings.kinds, requests: { email: false, push: false } },
      quietHours: settings.quietHours,
    });
    await sendRequest(app, await openBooking(artist, db));
    const summary = await sweepAt(londonAt('12:10'), artist);
    expect(summary.off).toBeGreaterThanOrEqual(1);
    expect(pushed.filter((p) => p.path === `/push/${artist.uid}`)).toHaveLength(1);
    expect(await requestMails(artist)).toHaveLength(0);
  });

  it('refuses bad quiet hours and a push subscription that is not one, in words', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
    const { body: settings } = await artist.call('get', '/api/settings/alerts');
    const bad = await artist.call('put', '/api/settings/alerts', {
      kinds: settings.kinds,
      quietHours: { start: '25:00', end: '08:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('ALERT_QUIET_HOURS_INVALID');
    const sub = await artist.call('post', '/api/push-subscriptions', {
      endpoint: 'nope',
      keys: {},
    });
    expect(sub.status).toBe(400);
    expect(sub.body.message).toMatch(/push subscription/);
    expect(deps.push.configured).toBe(true);
  });
});
