export * from './dashboard-stats';
