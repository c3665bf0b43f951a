import { API_ROUTES } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { declaredApp, registeredRoutes } from '../../test/support/registered-routes';

// The web types its calls and its test stubs by the domain's map of answers: a key naming a
// route the server does not mount would type a call that can only ever 404.
describe('the map of API answers', () => {
  it('names only routes the app mounts', () => {
    const mounted = new Set(registeredRoutes(declaredApp()));
    expect(API_ROUTES.filter((route) => !mounted.has(route))).toEqual([]);
  });
});
