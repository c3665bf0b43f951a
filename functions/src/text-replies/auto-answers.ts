/**
 * The studio's one-line answers to the carrier keywords (issue 44; CTIA and UK carriers ask for
 * a confirmation of STOP, and HELP naming who texts and how to stop).
 */
export function optedOutAnswer(studio: string): string {
  return `${studio}: you will get no more texts from us. Reply START to receive them again.`;
}

export function optedInAnswer(studio: string): string {
  return `${studio}: texts are back on. Reply STOP at any time to stop them.`;
}

export function helpAnswer(studio: string): string {
  return `${studio}: texts about your tattoo bookings. Reply STOP to stop them, START to resume. Reply to this number to reach the studio.`;
}
