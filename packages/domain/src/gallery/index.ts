export * from './errors';
export * from './gallery-item';
export * from './routes';
export * from './public-rule';
