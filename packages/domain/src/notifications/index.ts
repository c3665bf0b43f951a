export * from './notification';
export * from './routes';
