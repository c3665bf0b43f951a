// Scans of rendered text (a screen, a mail, a PDF) for money and dates that are not in the
// artist's one format: the test reads what a person reads, not a list of components.

const LINKS = /https?:\/\/\S+/g;
const CURRENCY_SIGNS = String.raw`(?:[A-Z]{1,2}\$|[$€£¥₩₹]|\b(?:EUR|USD|GBP|CHF|CAD|AUD|SEK|NOK|DKK|PLN|CZK)\b)`;

/**
 * Every amount written with a currency that is not the artist's `symbol` in the one money
 * format ('£1,234.50'): another sign or code before or after a number.
 */
export function strangeMoney(text: string, symbol: string): string[] {
  const plain = text.replace(LINKS, ' ');
  // A sign that starts the next amount ('2026 £100.00', a date then a price) does not end this one.
  const amounts = [
    ...plain.matchAll(new RegExp(String.raw`-?${CURRENCY_SIGNS}[ \u00a0]?\d[\d,.]*`, 'g')),
    ...plain.matchAll(
      new RegExp(String.raw`\d[\d,.]*[ \u00a0]?${CURRENCY_SIGNS}(?![ \u00a0]?\d)`, 'g'),
    ),
  ].map((m) => m[0].trim());
  const ours = new RegExp(String.raw`^-?${escape(symbol)}\d{1,3}(,\d{3})*\.\d{2}$`);
  return amounts.filter((amount) => !ours.test(amount.replace(/[.,]$/, '')));
}

const LONG_MONTHS =
  'January|February|March|April|June|July|August|September|October|November|December';
const SHORT_MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';

/**
 * Every date or time not in the one format of the locale: numeric dates ('12/5/2026',
 * '2026-12-05'), full month names, and for day-first locales a month-first date or a 12-hour
 * clock ('Dec 5, 2026', '3:40 AM').
 */
export function strangeDates(text: string, locale: string): string[] {
  const plain = text.replace(LINKS, ' ');
  const patterns = [
    String.raw`\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b`,
    String.raw`\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)? (?:${LONG_MONTHS})\b`,
    String.raw`\b(?:${LONG_MONTHS}) \d{1,2}\b`,
  ];
  if (locale !== 'en-US') {
    patterns.push(String.raw`\b(?:${SHORT_MONTHS}) \d{1,2}, \d{4}\b`);
    patterns.push(String.raw`\b\d{1,2}:\d{2}(?::\d{2})?\s?(?:AM|PM|am|pm)\b`);
  }
  return patterns.flatMap((p) => [...plain.matchAll(new RegExp(p, 'g'))].map((m) => m[0]));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
