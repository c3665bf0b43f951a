import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  API_ROUTES,
  type ApiBodyOf,
  type ApiResponses,
  type ApiRoute,
  type ApiRouteParams,
} from './api-responses';
import type { MultipartBody } from './api/route';
import type { GalleryPage, galleryPublishRequestSchema } from './gallery';

describe('the map of API answers', () => {
  it('lists at run time exactly the routes its type names', () => {
    expectTypeOf<(typeof API_ROUTES)[number]>().toEqualTypeOf<ApiRoute>();
    expect(new Set(API_ROUTES).size).toBe(API_ROUTES.length);
    expect(API_ROUTES).toContain('GET /api/gallery');
    // A declared file route answers bytes: it is no key of the map of JSON answers.
    expect(API_ROUTES).not.toContain('GET /api/appointments/:id/flash-stencil.pdf');
  });

  it('types a declared route by its declaration', () => {
    expectTypeOf<ApiResponses['GET /api/gallery']>().toEqualTypeOf<GalleryPage>();
    expectTypeOf<ApiBodyOf<'PUT /api/gallery/:id/public'>>().toEqualTypeOf<
      z.input<typeof galleryPublishRequestSchema>
    >();
    expectTypeOf<ApiBodyOf<'POST /api/upload-image'>>().toEqualTypeOf<MultipartBody>();
    expectTypeOf<ApiBodyOf<'GET /api/gallery/limits'>>().toEqualTypeOf<undefined>();
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
