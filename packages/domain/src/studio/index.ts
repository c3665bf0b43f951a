export * from './errors';
export * from './roles';
export * from './studio.schema';
export * from './api-types';
export * from './routes';
export * from './page-types';
export * from './page-schema';
export * from './page-routes';
