import { describe, expectTypeOf, it } from 'vitest';
import type { API_ROUTES } from './api-responses';
import { type ApiRoute, type ApiRouteParams } from './api-responses';

describe('the map of API answers', () => {
  it('lists at run time exactly the routes its type names', () => {
    expectTypeOf<(typeof API_ROUTES)[number]>().toEqualTypeOf<ApiRoute>();
  });

  it('reads the named parameters of a path', () => {
    expectTypeOf<ApiRouteParams<'GET /api/clients'>>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<ApiRouteParams<'POST /api/public/booking/:username/requests'>>().toEqualTypeOf<{
      username: string;
    }>();
    expectTypeOf<ApiRouteParams<'GET /api/presigned-download/*key'>>().toEqualTypeOf<{
      key: string;
    }>();
  });
});
