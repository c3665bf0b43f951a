export { toE164 } from './to-e164';
export { studioCountryOf } from './studio-country';
export { phoneOrRefuse } from './phone-or-refuse';
