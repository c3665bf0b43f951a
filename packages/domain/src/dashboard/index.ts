export * from './ai-status';
export * from './routes';
export * from './today';
export * from './studio-set-up';
export * from './studio-countries';
