export { applyRefund } from './apply-refund';
export { transition } from './deposit-machine';
export { KEEP_NOTES, depositMoney, notifyPaid, notifyRefunded } from './deposit-writes';
export { connectOf, createDepositsRepository, historyEntry, policyOf } from './deposits.repository';
export type { DepositTransaction, DepositsRepository } from './deposits.repository';
export type { DepositChangeListener } from './deps';
export { expireOpenCheckouts } from './expire-checkouts';
export { requestDeposit } from './request-deposit';
