import { CREDIT_COSTS, IMAGE_TOOLS, RATE_LIMITS } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { declaredApp, registeredRouteHandlers } from '../../test/support/registered-routes';
import type { RouteLimit } from './rate-limit';

const routes = registeredRouteHandlers(declaredApp());

const declared = <K extends 'limit' | 'spends'>(handlers: unknown[], key: K) =>
  handlers
    .filter((h): h is Record<K, unknown> => typeof h === 'function' && key in h)
    .map((h) => h[key]);

const limitsOf = (handlers: unknown[]) => declared(handlers, 'limit') as RouteLimit[];
const spendsOf = (handlers: unknown[]) => declared(handlers, 'spends').flat() as string[];

describe('rate limits are declared with their routes', () => {
  it('finds the routes of the whole app', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map((r) => r.route)).toContain('POST /api/ai/upscale');
  });

  it('every route that spends credits has a limit per artist', () => {
    const paid = routes.filter((r) => spendsOf(r.handlers).length > 0);
    const unlimited = paid
      .filter((r) => !limitsOf(r.handlers).some((l) => l.per === 'artist'))
      .map((r) => r.route);
    expect(paid.length).toBeGreaterThanOrEqual(9);
    expect(unlimited).toEqual([]);
  });

  // A free tool spends nothing, so the test above cannot see it: its budget is named here.
  it("the free image tools share the paid tools' per-artist budget", () => {
    const free = ['POST /api/ai/mirror', 'POST /api/stencil/transfer-check'];
    for (const route of free) {
      const handlers = routes.find((r) => r.route === route)?.handlers ?? [];
      expect(limitsOf(handlers), route).toEqual([
        expect.objectContaining({ rule: 'paidTool', per: 'artist' }),
      ]);
    }
  });

  it('every priced action the server charges is declared by a route that spends it', () => {
    const declaredActions = new Set(routes.flatMap((r) => spendsOf(r.handlers)));
    const priced = Object.entries(CREDIT_COSTS)
      .filter(([, cost]) => cost > 0)
      .map(([action]) => action);
    expect(priced.filter((action) => !declaredActions.has(action))).toEqual([]);
  });

  it("each image tool's row names the route that runs it, under the tools' budget", () => {
    for (const [id, tool] of Object.entries(IMAGE_TOOLS)) {
      const handlers = routes.find((r) => r.route === tool.route)?.handlers;
      expect(handlers, `${id}: ${tool.route}`).toBeDefined();
      expect(spendsOf(handlers ?? []), id).toEqual(tool.price > 0 ? [id] : []);
      expect(
        limitsOf(handlers ?? []).map((l) => l.per),
        id,
      ).toEqual(['artist']);
    }
  });

  it('a limit names a rule the domain defines and has at most one per route', () => {
    for (const { route, handlers } of routes) {
      const limits = limitsOf(handlers);
      expect(limits.length, route).toBeLessThanOrEqual(1);
      for (const l of limits) expect(Object.keys(RATE_LIMITS), route).toContain(l.rule);
    }
  });

  it('a per-artist limit comes after the route verifies the caller', () => {
    for (const { route, handlers } of routes) {
      const at = handlers.findIndex((h) => limitsOf([h]).some((l) => l.per === 'artist'));
      if (at >= 0) expect(at, route).toBeGreaterThan(0);
    }
  });
});
