export { briefsArea } from './area';
