import type { StudioCurrency } from '../format/studio-format';

// Kept apart from the set-up's schema so the first-day card's list costs no zod on the
// dashboard's cold load.
/**
 * The countries the first day offers, each with the currency a studio there keeps its books in
 * (the studio may choose another). Adding a country is a row.
 */
export const STUDIO_COUNTRIES: readonly { code: string; name: string; currency: StudioCurrency }[] =
  [
    { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
    { code: 'IE', name: 'Ireland', currency: 'EUR' },
    { code: 'DE', name: 'Germany', currency: 'EUR' },
    { code: 'FR', name: 'France', currency: 'EUR' },
    { code: 'ES', name: 'Spain', currency: 'EUR' },
    { code: 'IT', name: 'Italy', currency: 'EUR' },
    { code: 'NL', name: 'Netherlands', currency: 'EUR' },
    { code: 'BE', name: 'Belgium', currency: 'EUR' },
    { code: 'AT', name: 'Austria', currency: 'EUR' },
    { code: 'PT', name: 'Portugal', currency: 'EUR' },
    { code: 'FI', name: 'Finland', currency: 'EUR' },
    { code: 'CH', name: 'Switzerland', currency: 'CHF' },
    { code: 'SE', name: 'Sweden', currency: 'SEK' },
    { code: 'NO', name: 'Norway', currency: 'NOK' },
    { code: 'DK', name: 'Denmark', currency: 'DKK' },
    { code: 'PL', name: 'Poland', currency: 'PLN' },
    { code: 'CZ', name: 'Czechia', currency: 'CZK' },
    { code: 'US', name: 'United States', currency: 'USD' },
    { code: 'CA', name: 'Canada', currency: 'CAD' },
    { code: 'AU', name: 'Australia', currency: 'AUD' },
    { code: 'NZ', name: 'New Zealand', currency: 'NZD' },
  ];
