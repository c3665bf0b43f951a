export * from './appointment-mail';
export * from './healed-photo';
export * from './reminder-settings';
