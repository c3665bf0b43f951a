export * from './errors';
export * from './gallery-item';
