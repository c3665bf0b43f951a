export * from './text-kind';
export * from './segments';
export * from './templates';
export * from './allowances';
export * from './settings.schema';
export * from './errors';
export * from './routes';
export * from './quiet-hours';
