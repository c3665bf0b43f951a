#!/usr/bin/env node
// The local stack's Cloud Scheduler: the emulators run no schedules (they need the Pub/Sub
// emulator), so this process loads the built functions bundle, the very code `firebase deploy`
// ships, and runs each scheduled function's handler on the schedule it declares. It runs with
// the stack's variables, so the handlers reach the local Firestore, Storage and mail catcher.
import { pathToFileURL } from 'node:url';
import { nextRun } from './schedule.mjs';

const bundle = await import(pathToFileURL('functions/lib/index.js').href);
const scheduled = Object.entries(bundle).filter(([, fn]) => fn?.__endpoint?.scheduleTrigger);

function log(line) {
  console.log(`[scheduler ${new Date().toISOString()}] ${line}`);
}

for (const [name, fn] of scheduled) {
  const { schedule, timeZone } = fn.__endpoint.scheduleTrigger;
  const plan = () => {
    const at = nextRun(schedule, new Date(), timeZone);
    setTimeout(async () => {
      try {
        await fn.run({ scheduleTime: new Date().toISOString(), jobName: name });
        log(`${name} ran`);
      } catch (err) {
        log(`${name} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      plan();
    }, at.getTime() - Date.now());
  };
  plan();
  log(`${name}: ${schedule}${timeZone ? ` (${timeZone})` : ''}`);
}
