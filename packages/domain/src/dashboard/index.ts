export * from './dashboard-stats';
export * from './ai-status';
