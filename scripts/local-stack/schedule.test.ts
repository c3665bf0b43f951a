import { describe, expect, it } from 'vitest';
import { nextRun } from './schedule.mjs';

describe('the local scheduler reads schedules as Cloud Scheduler does', () => {
  it("'every 1 minutes' fires at the next whole minute", () => {
    const from = new Date('2026-11-26T15:04:30Z');
    expect(nextRun('every 1 minutes', from).toISOString()).toBe('2026-11-26T15:05:00.000Z');
  });

  it("'every 15 minutes' fires at :00, :15, :30 and :45", () => {
    const from = new Date('2026-11-26T15:16:00Z');
    expect(nextRun('every 15 minutes', from).toISOString()).toBe('2026-11-26T15:30:00.000Z');
  });

  it("'every day 03:00' in UTC fires tomorrow once today's has passed", () => {
    const from = new Date('2026-11-26T15:00:00Z');
    expect(nextRun('every day 03:00', from, 'UTC').toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(nextRun('every day 03:00', new Date('2026-11-26T01:00:00Z')).toISOString()).toBe(
      '2026-11-26T03:00:00.000Z',
    );
  });

  it('refuses a form it cannot read, rather than never running it', () => {
    expect(() => nextRun('0 3 * * *', new Date())).toThrow(/cannot read the schedule/);
  });
});
