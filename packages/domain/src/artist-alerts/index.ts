export * from './alert-kinds';
export * from './alert-settings';
export * from './errors';
export * from './routes';
