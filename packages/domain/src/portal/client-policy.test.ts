import { describe, expect, it } from 'vitest';
import {
  cancelNote,
  cancelVerdict,
  clientPolicyOf,
  moveNote,
  moveVerdict,
  type PolicyBooking,
} from './client-policy';

const NOW = new Date('2027-01-10T12:00:00Z');
const hoursAhead = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
const POLICY = clientPolicyOf({
  clientMovesAllowed: true,
  clientNoticeHours: 48,
  maxDepositMoves: 1,
});
const paid = (moves = 0) => ({
  status: 'paid' as const,
  amount: { cents: 8000, currency: 'GBP' },
  moves,
});
const booking = (over: Partial<PolicyBooking> = {}): PolicyBooking => ({
  start: hoursAhead(72),
  status: 'confirmed',
  deposit: paid(),
  clientMoves: 0,
  ...over,
});

describe('clientPolicyOf', () => {
  it('reads settings saved before issue 49 as moves allowed, 48 hours, one move', () => {
    expect(clientPolicyOf(undefined)).toEqual({ movesAllowed: true, noticeHours: 48, maxMoves: 1 });
    expect(clientPolicyOf({ clientMovesAllowed: false, clientNoticeHours: 24 })).toEqual({
      movesAllowed: false,
      noticeHours: 24,
      maxMoves: 1,
    });
  });
});

describe('moveVerdict', () => {
  it('allows a move before the notice while moves are left', () => {
    expect(moveVerdict(booking(), POLICY, NOW, 'Mara')).toEqual({ allowed: true, movesLeft: 1 });
  });

  it('says why not inside the notice, naming whom to write to', () => {
    expect(moveVerdict(booking({ start: hoursAhead(47) }), POLICY, NOW, 'Mara')).toEqual({
      allowed: false,
      reason: 'Moves are possible up to 48 hours before; write to Mara.',
    });
  });

  it('refuses once the deposit has moved as often as the policy allows', () => {
    const verdict = moveVerdict(booking({ deposit: paid(1) }), POLICY, NOW, 'Mara');
    expect(verdict).toEqual({
      allowed: false,
      reason: 'The policy allows a booking to move once, and this one has; write to Mara.',
    });
  });

  it('counts the client’s own moves when no deposit is held', () => {
    const free = booking({ deposit: null, clientMoves: 1 });
    expect(moveVerdict(free, POLICY, NOW, 'Mara').allowed).toBe(false);
    expect(moveVerdict({ ...free, clientMoves: 0 }, POLICY, NOW, 'Mara').allowed).toBe(true);
  });

  it('refuses when the artist turned moves off, and for a past or cancelled booking', () => {
    const off = { ...POLICY, movesAllowed: false };
    expect(moveVerdict(booking(), off, NOW, 'Mara')).toEqual({
      allowed: false,
      reason: 'Moves are not possible online; write to Mara.',
    });
    expect(moveVerdict(booking({ status: 'cancelled' }), POLICY, NOW, 'Mara').allowed).toBe(false);
    expect(moveVerdict(booking({ start: hoursAhead(-1) }), POLICY, NOW, 'Mara').allowed).toBe(
      false,
    );
  });
});

describe('cancelVerdict', () => {
  it('refunds a paid deposit before the notice', () => {
    expect(cancelVerdict(booking(), POLICY, NOW, 'Mara', 'en-GB')).toEqual({
      allowed: true,
      deposit: 'refund',
      words: 'Your £80.00 deposit will be refunded.',
    });
  });

  it('keeps it inside the notice, and says why', () => {
    expect(cancelVerdict(booking({ start: hoursAhead(10) }), POLICY, NOW, 'Mara', 'en-GB')).toEqual(
      {
        allowed: true,
        deposit: 'keep',
        words: 'Your £80.00 deposit will be kept, because this is less than 48 hours before.',
      },
    );
  });

  it('the notice begins exactly 48 hours before', () => {
    const at = booking({ start: hoursAhead(48) });
    expect(cancelVerdict(at, POLICY, NOW, 'Mara')).toMatchObject({ deposit: 'refund' });
    const inside = booking({ start: new Date(hoursAhead(48).getTime() - 1) });
    expect(cancelVerdict(inside, POLICY, NOW, 'Mara')).toMatchObject({ deposit: 'keep' });
  });

  it('has nothing to do with a deposit never paid, and refuses while a refund is under way', () => {
    expect(cancelVerdict(booking({ deposit: null }), POLICY, NOW, 'Mara')).toMatchObject({
      deposit: 'none',
    });
    const refunding = booking({ deposit: { ...paid(), status: 'refunding' } });
    expect(cancelVerdict(refunding, POLICY, NOW, 'Mara')).toEqual({
      allowed: false,
      reason: 'A refund of your deposit is under way; write to Mara.',
    });
  });
});

describe('the notes on the artist’s record', () => {
  it('say when, the policy and what became of the deposit', () => {
    expect(moveNote(booking(), POLICY, NOW, 'en-GB')).toBe(
      'Moved by the client 72 hours before (moves up to 48 hours before; move 1 of 1); the £80.00 deposit moved with it.',
    );
    const late = booking({ start: hoursAhead(10) });
    const verdict = cancelVerdict(late, POLICY, NOW, 'Mara', 'en-GB');
    if (!verdict.allowed) throw new Error('expected allowed');
    expect(cancelNote(late, verdict, POLICY, NOW, 'en-GB')).toBe(
      'Cancelled by the client 10 hours before (notice 48 hours); the £80.00 deposit is kept.',
    );
  });
});
