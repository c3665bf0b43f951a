export { resolvePortalClient } from './resolve-portal-client';
export { mintPassportLink, mintPortalLink } from './mint-portal-link';
export { portalAppointment } from './portal-appointment';
