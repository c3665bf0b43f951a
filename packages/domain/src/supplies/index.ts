export * from './errors';
export * from './supply.schema';
export * from './api-types';
export * from './routes';
