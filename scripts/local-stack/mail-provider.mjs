#!/usr/bin/env node
// The local stack's mail provider twin: every second, posts the bounce and complaint events
// the caught mails owe (mail-events.mjs says which addresses) to the app's webhook, as the
// production provider posts them to POST /api/public/mail-events.
import { dueEvents } from './mail-events.mjs';

const [inboxUrl, webhookUrl, key] = process.argv.slice(2);
const seen = new Set();

function log(line) {
  console.log(`[mail-provider ${new Date().toISOString()}] ${line}`);
}

async function tick() {
  try {
    for (const { event } of await dueEvents({ inboxUrl, key, seen })) {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      });
      log(`${event['event-data'].event} for ${event['event-data'].recipient}: ${res.status}`);
    }
  } catch (err) {
    log(`failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  setTimeout(tick, 1000);
}
log(`watching ${inboxUrl}, posting to ${webhookUrl}`);
void tick();
