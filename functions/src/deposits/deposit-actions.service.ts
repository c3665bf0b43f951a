import type { ApiAppointmentDeposit, DepositOutcomeInput, HistoryActor } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import {
  applyDepositOutcome,
  cancelAndKeep,
  cancelAndRefund,
  type CancelWithRefund,
} from './apply-outcome';
import { askDeposit } from './ask-deposit';
import { createDepositsRepository } from './deposits.repository';
import type { DepositsDeps } from './deps';

/**
 * The artist's own deposit actions for a studio's desk and owner (issue 43): asking one and
 * its outcome, exactly as the artist's routes run them, naming who acted.
 */
export interface DepositActions {
  ask(
    uid: string,
    appointmentId: string,
    amountCents: number,
    actor: HistoryActor,
  ): Promise<ApiAppointmentDeposit>;
  outcome(
    uid: string,
    appointmentId: string,
    input: DepositOutcomeInput,
    actor: HistoryActor,
  ): Promise<ApiAppointmentDeposit>;
  /** Issue 49: a client's cancel inside the notice: cancelled, the deposit kept. */
  cancelKeeping(
    uid: string,
    appointmentId: string,
    actor: HistoryActor,
    line: { note: string },
  ): Promise<ApiAppointmentDeposit>;
  /** Issue 49: a client's cancel before the notice: cancelled, the deposit refunded on Stripe. */
  cancelRefunding(
    uid: string,
    appointmentId: string,
    actor: HistoryActor,
    cancel: CancelWithRefund,
  ): Promise<ApiAppointmentDeposit>;
}

export function createDepositActions(
  deps: { db: Firestore } & Omit<DepositsDeps, 'deposits'>,
): DepositActions {
  const { db, ...rest } = deps;
  const deposits: DepositsDeps = { ...rest, deposits: createDepositsRepository(db) };
  return {
    ask: (uid, id, amountCents, actor) => askDeposit(deposits, uid, id, amountCents, actor),
    outcome: (uid, id, input, actor) => applyDepositOutcome(deposits, uid, id, input, actor),
    cancelKeeping: (uid, id, actor, line) => cancelAndKeep(deposits, uid, id, actor, line),
    cancelRefunding: (uid, id, actor, cancel) => cancelAndRefund(deposits, uid, id, actor, cancel),
  };
}
