import { studioFormatOf } from '@inkforge/domain';
import type { CountryCode } from 'libphonenumber-js';

/**
 * The studio keeps no country of its own: its time zone names one (Europe/London is GB), and
 * where the zone is UTC or unlisted, a currency other than the euro does (GBP is GB), then the
 * number style (en-IE is IE). A number typed with its own +code never needs this.
 */
const ZONE_COUNTRY: Record<string, CountryCode> = {
  'Europe/London': 'GB',
  'Europe/Belfast': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Madrid': 'ES',
  'Europe/Lisbon': 'PT',
  'Europe/Rome': 'IT',
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Luxembourg': 'LU',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Copenhagen': 'DK',
  'Europe/Helsinki': 'FI',
  'Europe/Warsaw': 'PL',
  'Europe/Prague': 'CZ',
  'Europe/Athens': 'GR',
  'Europe/Budapest': 'HU',
  'Europe/Bucharest': 'RO',
  'Europe/Sofia': 'BG',
  'Europe/Zagreb': 'HR',
  'Europe/Ljubljana': 'SI',
  'Europe/Bratislava': 'SK',
  'Europe/Tallinn': 'EE',
  'Europe/Riga': 'LV',
  'Europe/Vilnius': 'LT',
  'Europe/Malta': 'MT',
  'Asia/Nicosia': 'CY',
  'Atlantic/Reykjavik': 'IS',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Adelaide': 'AU',
  'Australia/Hobart': 'AU',
  'Pacific/Auckland': 'NZ',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Halifax': 'CA',
  'America/Montreal': 'CA',
};

const US_ZONE =
  /^(America\/(New_York|Chicago|Denver|Phoenix|Los_Angeles|Anchorage|Detroit|Boise|Indiana\/.+|Kentucky\/.+)|Pacific\/Honolulu|US\/.+)$/;

const CURRENCY_COUNTRY: Record<string, CountryCode> = {
  GBP: 'GB',
  USD: 'US',
  CHF: 'CH',
  CAD: 'CA',
  AUD: 'AU',
  NZD: 'NZ',
  SEK: 'SE',
  NOK: 'NO',
  DKK: 'DK',
  PLN: 'PL',
  CZK: 'CZ',
};

const LOCALE_COUNTRY: Record<string, CountryCode> = { 'en-GB': 'GB', 'en-IE': 'IE', 'en-US': 'US' };

/** The country a national number typed for this studio belongs to (users/{uid} as stored). */
export function studioCountryOf(user: Record<string, unknown> | undefined): CountryCode {
  const format = studioFormatOf(user);
  if (US_ZONE.test(format.timeZone)) return 'US';
  return (
    ZONE_COUNTRY[format.timeZone] ??
    CURRENCY_COUNTRY[format.currency] ??
    LOCALE_COUNTRY[format.locale] ??
    'GB'
  );
}
