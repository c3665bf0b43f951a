export { designReplyArea } from './area';
