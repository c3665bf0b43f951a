export * from './notification';
