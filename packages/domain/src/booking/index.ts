export * from './answer.schema';
export * from './api-types';
export * from './constants';
export * from './deposit';
export * from './deposit-rule';
export * from './errors';
export * from './request.schema';
export * from './settings.schema';
