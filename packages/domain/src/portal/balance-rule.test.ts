import { describe, expect, it } from 'vitest';
import { balanceRefusal, type BalanceVisit } from './balance-rule';

const now = new Date('2031-03-10T12:00:00Z');
const visit = (over: Partial<BalanceVisit> = {}): BalanceVisit => ({
  status: 'confirmed',
  start: new Date('2031-03-10T09:00:00Z'),
  durationMinutes: 120,
  hasProject: true,
  ...over,
});

describe('when a client may pay the balance online (issue 49)', () => {
  it('after the session always; before it only when the artist allows it', () => {
    expect(balanceRefusal(visit(), false, now)).toBeNull();
    const later = visit({ start: new Date('2031-03-10T11:00:00Z') });
    expect(balanceRefusal(later, false, now)).toBe('BALANCE_NOT_YET');
    expect(balanceRefusal(later, true, now)).toBeNull();
    expect(balanceRefusal({ ...later, status: 'completed' }, false, now)).toBeNull();
  });

  it('never for a cancelled or missed visit, nor without a project', () => {
    expect(balanceRefusal(visit({ status: 'cancelled' }), true, now)).toBe('BALANCE_NOT_PAYABLE');
    expect(balanceRefusal(visit({ status: 'no_show' }), true, now)).toBe('BALANCE_NOT_PAYABLE');
    expect(balanceRefusal(visit({ hasProject: false }), true, now)).toBe('BALANCE_NOT_PRICED');
  });
});
