export * from './errors';
export * from './delete-account';
export * from './profile';
export * from './username';
export * from './routes';
export * from './auth-routes';
