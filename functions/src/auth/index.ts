export { withIdentityErrors } from './identity-errors';
