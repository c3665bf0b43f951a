export { studioPageArea } from './area';
export { studioPageRoutes } from './page-routes';
export { createStudioPageDeps, studioPages } from './wire';
