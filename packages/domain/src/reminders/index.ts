export * from './appointment-mail';
export * from './healed-photo';
export * from './reminder-defaults';
export * from './reminder-settings';
export * from './sender-name';
export * from './routes';
export * from './healed-photo-routes';
