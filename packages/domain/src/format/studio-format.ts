/**
 * The currencies an artist can keep their books in: ISO 4217 codes with two decimals, so the
 * integer cents stored on clients, projects, payments and deposits stay cents in every one.
 */
export const STUDIO_CURRENCIES = [
  'EUR',
  'GBP',
  'USD',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
] as const;
export type StudioCurrency = (typeof STUDIO_CURRENCIES)[number];

/** English only (the app speaks one language); the locale picks the number and date style. */
export const STUDIO_LOCALES = ['en-GB', 'en-IE', 'en-US'] as const;
export type StudioLocale = (typeof STUDIO_LOCALES)[number];

export const DEFAULT_STUDIO_CURRENCY: StudioCurrency = 'EUR';
export const DEFAULT_LOCALE: StudioLocale = 'en-GB';

export const STUDIO_LOCALE_LABELS: Record<StudioLocale, string> = {
  'en-GB': 'English (UK)',
  'en-IE': 'English (Ireland)',
  'en-US': 'English (US)',
};

export function isStudioCurrency(value: unknown): value is StudioCurrency {
  return (STUDIO_CURRENCIES as readonly unknown[]).includes(value);
}

export function isStudioLocale(value: unknown): value is StudioLocale {
  return (STUDIO_LOCALES as readonly unknown[]).includes(value);
}

/** How the artist's money and dates read: on every screen, e-mail and PDF of the studio. */
export interface StudioFormat {
  currency: StudioCurrency;
  locale: StudioLocale;
  timeZone: string;
}

/** The format a stored `users/{uid}` document asks for; the defaults where it says nothing. */
export function studioFormatOf(stored: Record<string, unknown> | undefined): StudioFormat {
  return {
    currency: isStudioCurrency(stored?.currency) ? stored.currency : DEFAULT_STUDIO_CURRENCY,
    locale: isStudioLocale(stored?.locale) ? stored.locale : DEFAULT_LOCALE,
    timeZone: typeof stored?.timezone === 'string' && stored.timezone ? stored.timezone : 'UTC',
  };
}
