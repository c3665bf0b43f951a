import { describe, expect, it } from 'vitest';
import { galleryItem } from '@/test-utils/answers';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { GalleryCard } from './gallery-card';

const noop = () => undefined;

describe('GalleryCard', () => {
  it('names each untitled piece’s "Show on my page" switch by the piece', () => {
    stubApi({});
    render(
      <ul>
        {[
          galleryItem({ id: 'a', createdAt: '2026-11-26T10:00:00.000Z' }),
          galleryItem({ id: 'b', createdAt: '2026-11-27T15:30:05.000Z' }),
        ].map((item) => (
          <li key={item.id}>
            <GalleryCard
              item={item}
              layout="grid"
              busy={false}
              onDownload={noop}
              onEdit={noop}
              onDelete={noop}
            />
          </li>
        ))}
      </ul>,
    );
    const names = screen.getAllByRole('switch').map((el) => el.getAttribute('aria-label') ?? '');
    expect(new Set(names).size).toBe(2);
    expect(names[0]).toMatch(/^Show AI Design of 26 Nov 2026, .+ on my page$/);
  });
});
