import { describe, expect, it } from 'vitest';
import { claimDecision } from './claim-rules';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './deps';

const now = new Date('2031-05-01T10:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('claimDecision', () => {
  it('takes a pending mail once it is due, not before', () => {
    expect(claimDecision({ status: 'pending', dueAt: minutes(-1) }, now)).toBe('claim');
    expect(claimDecision({ status: 'pending', dueAt: now }, now)).toBe('claim');
    expect(claimDecision({ status: 'pending', dueAt: minutes(1) }, now)).toBe('not-due');
  });

  it('never takes a mail that is sent, skipped or failed, or one that is gone', () => {
    for (const status of ['sent', 'skipped', 'failed'] as const) {
      expect(claimDecision({ status, dueAt: minutes(-5) }, now)).toBe('done');
    }
    expect(claimDecision(null, now)).toBe('gone');
  });

  it('leaves a mail another sender holds, and takes it back when that sender’s lease ran out', () => {
    expect(
      claimDecision({ status: 'sending', dueAt: minutes(-5), leaseUntil: minutes(1) }, now),
    ).toBe('busy');
    expect(
      claimDecision({ status: 'sending', dueAt: minutes(-5), leaseUntil: minutes(-1) }, now),
    ).toBe('claim');
  });
});

describe('retries', () => {
  it('wait longer each time and stop after a bound', () => {
    const waits = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(waits.map((ms) => ms / 60_000)).toEqual([5, 10, 20, 40]);
  });
});
