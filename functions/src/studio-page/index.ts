export { studioPages } from './wire';
