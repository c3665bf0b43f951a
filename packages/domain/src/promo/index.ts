export * from './errors';
export * from './normalise-email';
export * from './promo-code';
export * from './redeem-promo-code';
export * from './routes';
