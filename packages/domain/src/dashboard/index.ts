export * from './dashboard-stats';
export * from './ai-status';
export * from './routes';
