export * from './appointment-mail';
export * from './reminder-settings';
