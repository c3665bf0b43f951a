export * from './errors';
export * from './roles';
export * from './studio.schema';
export * from './api-types';
export * from './routes';
