export * from './errors';
export * from './profile';
