import { z } from 'zod';

/** `note` moves nothing: it records a billing fact (a duplicate subscription refunded). */
export const LEDGER_ENTRY_TYPES = [
  'grant',
  'spend',
  'refund',
  'expire',
  'clawback',
  'note',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const CREDIT_BUCKETS = ['subscription', 'pack'] as const;
export type CreditBucket = (typeof CREDIT_BUCKETS)[number];

/**
 * Idempotency keys are ledger document ids, so they follow Firestore's id rules: no slash,
 * not '.' or '..', not of the reserved form __x__, at most 1500 bytes (we allow 500 chars).
 */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(500)
  .refine((key) => !key.includes('/'), 'An idempotency key cannot contain a slash.')
  .refine((key) => key !== '.' && key !== '..', 'An idempotency key cannot be . or ..')
  .refine((key) => !/^__.*__$/.test(key), 'An idempotency key cannot look like __name__.');

const credits = z.number().int().nonnegative();
const signedCredits = z.number().int();

export const creditBalanceSchema = z.object({
  subscription: credits,
  pack: credits,
  total: credits,
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/**
 * One movement of credits. `amount` is the signed change of the total; `deltas` is the same
 * change split by bucket (a spend can draw on both), `bucket` the bucket it touched first.
 */
export const ledgerEntrySchema = z
  .object({
    id: idempotencyKeySchema,
    type: z.enum(LEDGER_ENTRY_TYPES),
    bucket: z.enum(CREDIT_BUCKETS),
    amount: signedCredits,
    deltas: z.object({ subscription: signedCredits, pack: signedCredits }),
    reason: z.string().max(200),
    idempotencyKey: idempotencyKeySchema,
    balanceAfter: creditBalanceSchema,
    createdAt: z.iso.datetime(),
  })
  .refine((entry) => entry.amount === entry.deltas.subscription + entry.deltas.pack, {
    message: 'amount must equal the sum of the bucket deltas',
    path: ['amount'],
  })
  .refine(
    (entry) =>
      entry.balanceAfter.total === entry.balanceAfter.subscription + entry.balanceAfter.pack,
    {
      message: 'total must equal subscription + pack',
      path: ['balanceAfter', 'total'],
    },
  );
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export function balanceOf(subscription: number, pack: number): CreditBalance {
  return { subscription, pack, total: subscription + pack };
}

/** GET /api/credits/ledger: newest first, a page at a time. */
export interface LedgerPage {
  entries: LedgerEntry[];
  nextCursor: string | null;
}
