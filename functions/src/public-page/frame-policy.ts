import type { RequestHandler, Response } from 'express';

/**
 * The page function's pages run one script, their own file (the form's enhancement, served
 * from this origin: no inline script), and load only their own images: a policy stricter
 * than the app's. Hosting's Content-Security-Policy rule leaves /book/ out (a Hosting header rule
 * replaces the function's own), so these are the only ones the pages carry.
 */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'";

const policyFramedBy = (ancestors: string) => `${PAGE_POLICY}; frame-ancestors ${ancestors}`;

/** Every page: no site may frame it. */
export const denyFraming: RequestHandler = (_req, res, next) => {
  res.set('Content-Security-Policy', policyFramedBy("'none'"));
  res.set('X-Frame-Options', 'DENY');
  next();
};

/**
 * The embed: framed only by the sites the artist lists (origins checked by the profile schema
 * when saved and again when read), none listed being none. X-Frame-Options has no list of
 * sites, so it goes: every browser that frames honours frame-ancestors.
 */
export function allowFramingBy(res: Response, origins: string[]): void {
  res.set('Content-Security-Policy', policyFramedBy(origins.length ? origins.join(' ') : "'none'"));
  res.removeHeader('X-Frame-Options');
}
