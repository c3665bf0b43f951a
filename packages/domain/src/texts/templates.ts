import { countSegments } from './segments';
import type { TemplatedTextKind } from './text-kind';

/** The words a template may use; each is replaced when the text is written. */
export const TEXT_PLACEHOLDERS = ['{firstName}', '{date}', '{time}', '{studio}', '{link}'] as const;

/** The longest text a template may make: carriers bill per segment, and long texts get split. */
export const MAX_TEXT_SEGMENTS = 3;

/**
 * Every text starts with the studio's name (the client sees a shared number, and carriers ask
 * for the sender to be named); reminders say how to answer, the first text how to stop.
 */
export const DEFAULT_TEXT_TEMPLATES: Record<TemplatedTextKind, string> = {
  booking_confirmation:
    "{studio}: Hi {firstName}, you're booked for {date} at {time}. Details: {link} Reply STOP to opt out.",
  reminder:
    '{studio}: Hi {firstName}, see you {date} at {time}. Reply C to confirm or R to move it.',
  moved:
    '{studio}: Hi {firstName}, your appointment has moved to {date} at {time}. Details: {link}',
  cancelled:
    '{studio}: Hi {firstName}, your appointment on {date} at {time} is cancelled. Reply here with any questions.',
  intake_link: '{studio}: Hi {firstName}, please fill in your health form before {date}: {link}',
};

export interface TextTemplateValues {
  firstName: string;
  date: string;
  time: string;
  studio: string;
  /** The deposit, intake or appointment link; empty when there is none. */
  link: string;
}

/**
 * The values a template is measured and previewed with: long enough that a real text is
 * rarely longer (a long first name and date, a full link).
 */
export const TEXT_PREVIEW_VALUES: TextTemplateValues = {
  firstName: 'Alexandra',
  date: 'Wednesday 24 September',
  time: '14:30',
  studio: 'Studio',
  link: 'https://inkforge.app/p/3f9c2a7b1e8d4c6a9b0e',
};

/**
 * Writes a text from a template. The studio's name is put first when the template does not
 * start with it, so a text never reaches a client without saying who sent it.
 */
export function renderTextTemplate(template: string, values: TextTemplateValues): string {
  const body = template
    .replaceAll('{firstName}', values.firstName)
    .replaceAll('{date}', values.date)
    .replaceAll('{time}', values.time)
    .replaceAll('{studio}', values.studio)
    .replaceAll('{link}', values.link)
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return body.startsWith(values.studio) ? body : `${values.studio}: ${body}`;
}

/** The segments a template makes with the preview values and this studio's name. */
export function templateSegments(template: string, studio?: string) {
  const values = studio ? { ...TEXT_PREVIEW_VALUES, studio } : TEXT_PREVIEW_VALUES;
  return countSegments(renderTextTemplate(template, values));
}

export function templateFits(template: string, studio?: string): boolean {
  return templateSegments(template, studio).segments <= MAX_TEXT_SEGMENTS;
}
