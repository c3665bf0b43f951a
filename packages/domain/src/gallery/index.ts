export * from './errors';
export * from './gallery-item';
export * from './routes';
