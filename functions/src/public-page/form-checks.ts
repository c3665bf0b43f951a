/**
 * What the request form's script checks before the form is posted, field by field. Pure and
 * shared: the browser bundle (browser/form-enhance.ts) runs it, the page renders each field's
 * check and its message (the server's own words, from the error table), and a unit test holds
 * it to the request schema. The server stays the judge: these only spare a round trip.
 */
export type FieldCheck = 'text' | 'email' | 'size' | 'phone' | 'tick' | 'choice';

/** The address pattern the request schema's e-mail check uses (zod's own). */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function passes(check: FieldCheck, value: string, ticked = false): boolean {
  const v = value.trim();
  switch (check) {
    case 'text':
      return v.length > 0;
    case 'email':
      return v.length <= 254 && EMAIL.test(v);
    case 'size': {
      const n = Number(v || NaN);
      return n >= 1 && n <= 200 && Number.isInteger(n * 10);
    }
    case 'phone':
      return v.length <= 40 && /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 6;
    case 'tick':
    case 'choice':
      return ticked;
  }
}

/** The longest edge a reference photo keeps: sharp enough to draw from, small to send. */
const MAX_IMAGE_EDGE = 2000;

/** A picture's size scaled down (never up) so its longer edge fits `max`. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_EDGE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
