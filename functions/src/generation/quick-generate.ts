import { SIMPLE_SUBJECTS } from './simple-subjects';

/** A random subject for a simple tattoo; `random` is injectable so a test can fix it. */
export function randomSubject(random: () => number = Math.random): string {
  return SIMPLE_SUBJECTS[Math.floor(random() * SIMPLE_SUBJECTS.length)] ?? 'rose';
}
