export * from './ai-disclosure';
export * from './apply-answers';
export * from './client-questions';
export * from './errors';
export * from './offer';
export * from './routes';
export * from './offer-lines';
