export { applyPaidBalance } from './apply-paid-balance';
export type { BalancePaidListener, BalanceReceipt } from './deps';
