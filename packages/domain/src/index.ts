export * from './errors';
export * from './auth-errors';
export * from './plans';
export * from './user';
export * from './names';
export * from './auth';
export * from './billing';
export * from './format';
export * from './generation';
export * from './images';
export * from './clients';
export * from './account';
export * from './promo';
export * from './chat';
export * from './dashboard';
export * from './gallery';
export * from './marketing-consent';
export * from './rate-limits';
export * from './reminders';
export * from './notifications';
export * from './booking';
export * from './flash';
export * from './studio';
export * from './api';
export * from './api-responses';
export * from './refusal';
export * from './portal';
export * from './portal/client-policy';
export * from './portal/change-routes';
export * from './portal/change-types';
export * from './portal/balance-routes';
export * from './portal/balance-rule';
<<<<<<< HEAD
export * from './text-replies';
=======
export * from './texts';
>>>>>>> s44-send
