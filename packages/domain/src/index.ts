export * from './errors';
export * from './plans';
export * from './user';
export * from './auth';
export * from './billing';
