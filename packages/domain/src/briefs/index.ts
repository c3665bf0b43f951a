export * from './apply-answers';
export * from './brief';
export * from './brief-edit.schema';
export * from './errors';
export * from './estimate';
export * from './routes';
export * from './size-bucket';
