import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { apiKey, clientKeys, dashboardKeys, galleryKeys } from './query-keys';

describe('query keys', () => {
  it('start with the path the query calls, its parameters filled in', () => {
    expect(apiKey('GET /api/clients/:id/body-previews', { id: 'c 1' })).toEqual([
      '/api/clients/c%201/body-previews',
    ]);
    expect(apiKey('GET /api/calendar-new', '2026-11-26')).toEqual(['/api/calendar-new', '2026-11-26']);
  });

  it('refresh every gallery query, and only those, after a change to the gallery', () => {
    const queryClient = createQueryClient();
    const keys = [
      galleryKeys.items,
      galleryKeys.limits,
      apiKey('GET /api/gallery'),
      dashboardKeys.today,
      apiKey('GET /api/clients'),
    ];
    for (const queryKey of keys) queryClient.setQueryData(queryKey, {});
    const matched = queryClient.getQueryCache().findAll(galleryKeys.all).map((q) => q.queryKey);
    expect(matched).toEqual([galleryKeys.items, galleryKeys.limits, apiKey('GET /api/gallery')]);
  });

  it("refresh a day's appointments with the whole calendar", () => {
    const queryClient = createQueryClient();
    const today = apiKey('GET /api/calendar-new', '2026-11-26');
    queryClient.setQueryData(today, []);
    const matched = queryClient.getQueryCache().findAll({ queryKey: clientKeys.calendar });
    expect(matched.map((q) => q.queryKey)).toEqual([today]);
  });
});
