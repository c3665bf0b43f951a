export { applyPaidBalance } from './apply-paid-balance';
export type { BalancePaidListener } from './deps';
