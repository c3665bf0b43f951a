export * from './credit-costs';
export * from './credit-packs';
export * from './currencies';
export * from './errors';
export * from './ledger-entry';
export * from './plan-definitions';
export * from './plan-limits';
