import type { LedgerEntry } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { generationJob } from '@/test-utils/answers';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { CreditHistory } from './credit-history';

const JOB = 'e8d20bc2-5d1f-4e55-9c1f-3b4b1c2d9a10';
let balance = 0;
function entry(
  id: string,
  type: LedgerEntry['type'],
  amount: number,
  reason: string,
  createdAt: string,
): LedgerEntry {
  balance += amount;
  return {
    id,
    type,
    bucket: 'subscription',
    amount,
    deltas: { subscription: amount, pack: 0 },
    reason,
    idempotencyKey: id,
    balanceAfter: { subscription: balance, pack: 0, total: balance },
    createdAt,
  };
}

/** A first Pro month: the grant (with its empty expiry), two designs, one failed and refunded. */
function firstMonth(): LedgerEntry[] {
  balance = 0;
  const job = JOB;
  return [
    entry(
      'invoice-in_demo218c:expire',
      'expire',
      0,
      'subscription credits replaced by the new month',
      '2026-11-26T11:27:48.000Z',
    ),
    entry('invoice-in_demo218c', 'grant', 500, 'pro monthly credits', '2026-11-26T11:27:48.001Z'),
    entry(job, 'spend', -4, 'prompt', '2026-11-26T11:30:00.000Z'),
    entry(`refund:${job}`, 'refund', 4, 'prompt failed', '2026-11-26T11:31:00.000Z'),
    entry('remove_background-1', 'spend', -1, 'remove_background', '2026-11-27T09:00:00.000Z'),
    entry('checkout-cs_1', 'grant', 100, 'credits-100', '2026-11-28T09:00:00.000Z'),
    entry('promo:WELCOME', 'grant', 50, 'promo code WELCOME', '2026-11-29T09:00:00.000Z'),
  ].reverse();
}

describe('CreditHistory', () => {
  it('says what each entry was for, in the billing date format, without ids or empty expiries', async () => {
    stubApi({
      'GET /api/credits/ledger': () => ({ entries: firstMonth(), nextCursor: null }),
      // The designs' own history names what a spend paid for.
      'GET /api/ai/jobs': () => ({
        jobs: [generationJob({ jobId: JOB, prompt: 'koi in waves' })],
        nextBefore: null,
      }),
    });
    render(<CreditHistory balance={649} />);
    const table = await screen.findByTestId('credit-history');
    await within(table).findByText("Design 'koi in waves'");
    const rows = within(table).getAllByRole('row').slice(1);
    const text = rows.map((row) => row.textContent);
    expect(text).toEqual([
      expect.stringMatching(/^Promo code WELCOME29 Nov 2026\+50649$/),
      expect.stringMatching(/^100 credits pack28 Nov 2026\+100599$/),
      expect.stringMatching(/^Background removal27 Nov 2026-1499$/),
      expect.stringMatching(/^Refund: generation failed26 Nov 2026\+4500$/),
      expect.stringMatching(/^Design 'koi in waves'26 Nov 2026-4496$/),
      expect.stringMatching(/^Pro plan, November26 Nov 2026\+500500$/),
    ]);
    expect(table.textContent).not.toMatch(/e8d20bc2|invoice-|Expired/);
  });

  it('fits a phone: no sideways-scrolling region, the amounts in their own columns', async () => {
    stubApi({ 'GET /api/credits/ledger': () => ({ entries: firstMonth(), nextCursor: null }) });
    render(<CreditHistory balance={649} />);
    const table = await screen.findByTestId('credit-history');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['What', 'Credits', 'Balance']);
    expect(table.closest('.mantine-ScrollArea-root, [class*="ScrollContainer"]')).toBeNull();
  });
});
