import { formatDateTime } from '../format/dates';
import { formatMoneyOf } from '../format/money';
import type { ApprovalOffer } from './offer';

const range = (min: string, max: string) => (min === max ? min : `${min}–${max}`);

const hoursText = (h: { min: number; max: number }) =>
  `${range(String(h.min), String(h.max))} ${h.max === 1 ? 'hour' : 'hours'}`;

const lengthText = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '', m ? `${m} minutes` : '']
    .filter(Boolean)
    .join(' ');
};

/**
 * An offer's facts as the client reads them, the same in its mail and on its page (issue 46):
 * when, how long, the estimate (a range, or "to be agreed" without one) and the deposit.
 */
export function offerLines(offer: ApprovalOffer, locale?: string): [string, string][] {
  const { price, hours } = offer.estimate;
  const estimate = price
    ? range(formatMoneyOf(price.min, locale), formatMoneyOf(price.max, locale)) +
      (hours ? ` (${hoursText(hours)} of work)` : '')
    : hours
      ? hoursText(hours)
      : 'To be agreed with your artist';
  return [
    [
      'When',
      formatDateTime(offer.startsAt, { timeZone: offer.timeZone, locale }, { weekday: true }),
    ],
    ['Length', lengthText(offer.durationMinutes)],
    ['Estimate', estimate],
    ['Deposit', offer.deposit ? formatMoneyOf(offer.deposit, locale) : 'None asked'],
  ];
}
