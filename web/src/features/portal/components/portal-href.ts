import { env } from '@/config/env';

/**
 * Where a path of the client's page leads: API paths (downloads, the to-do's fresh intake link)
 * go to the API's origin, pages (`/approve/{token}`) stay on the app's.
 */
export const portalHref = (path: string): string =>
  path.startsWith('/api/') ? `${env.apiOrigin}${path}` : path;
