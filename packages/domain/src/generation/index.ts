export * from './consent';
export * from './errors';
export * from './generation-types';
export * from './schemas';
export * from './design-options';
export * from './routes';
