export * from './errors';
export * from './normalise-email';
export * from './redeem-promo-code';
