export * from './errors';
export * from './flash.schema';
export * from './open-times';
export * from './labels';
export * from './routes';
export * from './flash-deposit';
export * from './walk-in.schema';
export * from './transfer-headers';
