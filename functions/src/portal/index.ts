export { resolvePortalClient } from './resolve-portal-client';
export { mintPortalLink } from './mint-portal-link';
export { portalAppointment } from './portal-appointment';
