export * from './errors';
export * from './sms-consent';
export * from './thread';
export * from './routes';
