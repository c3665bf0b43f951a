import { answer, route } from '@inkforge/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { mountRoutes, type RouteHandlers } from './mount-routes';

const declared = {
  item: route({
    method: 'PUT',
    path: '/api/things/:id',
    access: 'artist',
    body: z.object({ name: z.string() }),
    answer: answer<{ id: string; name: string }>(),
  }),
};

// A route's answer is its declaration's: a handler that sends another shape, reads a body
// field the schema does not have, or is missing, does not compile.
describe('a declared route is implemented as declared', () => {
  it('types the handler by the declaration', () => {
    expectTypeOf<RouteHandlers<typeof declared>['item']>().returns.resolves.toEqualTypeOf<{
      id: string;
      name: string;
    }>();
    const handlers: RouteHandlers<typeof declared> = {
      item: async ({ params, body }) => ({ id: params.id, name: body.name }),
    };
    expect(handlers.item).toBeTypeOf('function');
    const wrongAnswer: RouteHandlers<typeof declared> = {
      // @ts-expect-error the answer lacks `name`
      item: async ({ params }) => ({ id: params.id }),
    };
    const wrongField: RouteHandlers<typeof declared> = {
      // @ts-expect-error the body has no `title`
      item: async ({ params, body }) => ({ id: params.id, name: body.title }),
    };
    // @ts-expect-error a declared route without its handler
    const missing: RouteHandlers<typeof declared> = {};
    expect([wrongAnswer, wrongField, missing]).toHaveLength(3);
  });

  it('mounts the route with its guard in front', () => {
    const guard = () => undefined;
    const router = mountRoutes(
      declared,
      {
        item: async ({ params, body }) => ({ id: params.id, name: body.name }),
      },
      { requireAuth: guard, optionalAuth: guard },
    );
    const layer = (
      router.stack as unknown as { route: { path: string; stack: { handle: unknown }[] } }[]
    )[0];
    expect(layer?.route.path).toBe('/things/:id');
    expect(layer?.route.stack[0]?.handle).toBe(guard);
  });
});
