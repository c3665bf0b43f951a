export * from './chat-message';
export * from './errors';
export * from './knowledge-base';
export * from './assistant';
export * from './routes';
