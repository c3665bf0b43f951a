export * from './concept';
export * from './errors';
export * from './routes';
export * from './style-references';
