import type { MailStatus } from '@inkforge/domain';

/** What a claim needs to know of a stored mail. */
export interface ClaimView {
  status: MailStatus;
  dueAt: Date;
  leaseUntil?: Date | null;
}

export type ClaimDecision = 'claim' | 'not-due' | 'busy' | 'done' | 'gone';

const FINAL: readonly MailStatus[] = ['sent', 'skipped', 'failed'];

/**
 * Whether a sender may take a mail now. Decided inside the claim's transaction, so of two
 * senders reading the same record only one sees `claim`; the other then sees `busy` (its lease
 * runs) or `done`. A lease that ran out means its sender died: the mail is taken again.
 */
export function claimDecision(mail: ClaimView | null, now: Date): ClaimDecision {
  if (!mail) return 'gone';
  if (FINAL.includes(mail.status)) return 'done';
  if (mail.status === 'sending' && mail.leaseUntil && mail.leaseUntil > now) return 'busy';
  if (mail.dueAt > now) return 'not-due';
  return 'claim';
}
