export * from './errors';
export * from './routes';
