export * from './api-types';
export * from './errors';
export * from './path';
export * from './routes';
export * from './words';
