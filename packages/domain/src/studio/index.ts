export * from './errors';
export * from './roles';
export * from './studio.schema';
export * from './api-types';
export * from './routes';
export * from './money-api-types';
export * from './money-routes';
