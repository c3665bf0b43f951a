export * from './api-types';
export * from './errors';
export * from './report-csv';
export * from './report.schema';
export * from './routes';
