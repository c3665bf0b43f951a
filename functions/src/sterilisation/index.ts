export { createCycleLookup } from './cycle-lookup';
