import { amountCents } from '../clients/money';
import { formatDate, formatDateTime, formatDayKey, formatTime } from './dates';
import { formatMoney, moneySymbol, type Money } from './money';
import {
  DEFAULT_LOCALE,
  DEFAULT_STUDIO_CURRENCY,
  type StudioCurrency,
  type StudioFormat,
  type StudioLocale,
} from './studio-format';

type Instant = Date | string | number;

/** The studio's money and dates, bound to its currency, locale and zone. */
export interface StudioFormatters {
  currency: StudioCurrency;
  locale: StudioLocale;
  timeZone: string;
  /** The symbol amounts print with, for field labels: 'Price (€)'. */
  symbol: string;
  /**
   * Integer cents: money(123450) → '€1,234.50'. `currency` only for money held in another one
   * (a deposit paid before the artist changed theirs keeps the currency it was paid in).
   */
  money(cents: number, currency?: string): string;
  /** `Money` as an answer carries it, in its own currency and the studio's locale. */
  moneyOf(value: Money): string;
  /** A client-management decimal amount as the API answers it (19.99) in the same format. */
  amount(amount: number, currency?: string): string;
  dateTime(
    at: Instant,
    options?: { seconds?: boolean; weekday?: boolean; timeZone?: string },
  ): string;
  date(at: Instant, options?: { weekday?: boolean; timeZone?: string }): string;
  time(at: Instant, options?: { timeZone?: string }): string;
  /** A calendar day key ('2026-12-05'): '5 Dec 2026'. */
  day(dateKey: string, options?: { weekday?: boolean }): string;
}

export function studioFormatters(format: Partial<StudioFormat> = {}): StudioFormatters {
  const currency = format.currency ?? DEFAULT_STUDIO_CURRENCY;
  const locale = format.locale ?? DEFAULT_LOCALE;
  const timeZone = format.timeZone ?? 'UTC';
  const style = (zone?: string) => ({ locale, timeZone: zone ?? timeZone });
  const money = (cents: number, code: string = currency) => formatMoney(cents, code, locale);
  return {
    currency,
    locale,
    timeZone,
    symbol: moneySymbol(currency, locale),
    money,
    moneyOf: (value) => money(value.cents, value.currency),
    amount: (amount, code) => money(amountCents(amount), code),
    dateTime: (at, options = {}) => formatDateTime(at, style(options.timeZone), options),
    date: (at, options = {}) => formatDate(at, style(options.timeZone), options),
    time: (at, options = {}) => formatTime(at, style(options.timeZone)),
    day: (dateKey, options) => formatDayKey(dateKey, locale, options),
  };
}
