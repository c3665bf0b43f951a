import type { Firestore } from '../../src/adapters/firebase/firebase';
import { createSmtpTransport } from '../../src/adapters/nodemailer/mail-transport';
import { createTextProvider } from '../../src/adapters/twilio';
import { loadConfig } from '../../src/config';
import { silentLogger } from '../../src/logger';
import { createTextDeps, sendDueTexts, TEXT_SWEEP_BATCH } from '../../src/texts';

/**
 * The scheduled text sender, in-process against the stack and its Twilio twin, at a chosen
 * time (the journeys' way of moving the clock); run until drained.
 */
export async function textSweepAt(db: Firestore, now: Date) {
  const config = loadConfig();
  const deps = createTextDeps({
    db,
    texts: createTextProvider(config.texts),
    mail: createSmtpTransport(config.mail),
    appOrigin: config.appOrigin,
    clock: () => now,
    logger: silentLogger,
  });
  for (;;) {
    const summary = await sendDueTexts(deps);
    if (Object.values(summary).reduce((a, b) => a + b, 0) < TEXT_SWEEP_BATCH) return summary;
  }
}
