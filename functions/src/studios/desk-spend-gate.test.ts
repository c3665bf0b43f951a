import { describe, expect, it } from 'vitest';
import { declaredApp, registeredRouteHandlers } from '../../test/support/registered-routes';

const routes = registeredRouteHandlers(declaredApp());
const marked = (handlers: unknown[], key: 'spends' | 'refuses') =>
  handlers.findIndex((h) => typeof h === 'function' && key in h);

describe('a front-desk account has no AI tools (issue 43)', () => {
  it('every route that spends credits passes the desk gate after its spends marker', () => {
    const paid = routes.filter((r) => marked(r.handlers, 'spends') >= 0);
    expect(paid.length).toBeGreaterThanOrEqual(9);
    const ungated = paid
      .filter((r) => marked(r.handlers, 'refuses') !== marked(r.handlers, 'spends') + 1)
      .map((r) => r.route);
    expect(ungated).toEqual([]);
  });

  it('no free route is gated', () => {
    const gatedFree = routes
      .filter((r) => marked(r.handlers, 'refuses') >= 0 && marked(r.handlers, 'spends') < 0)
      .map((r) => r.route);
    expect(gatedFree).toEqual([]);
  });
});
