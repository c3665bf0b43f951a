import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { galleryItem } from '@/test-utils/answers';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { PublicSwitch } from './public-switch';

afterEach(() => vi.unstubAllGlobals());

describe('PublicSwitch', () => {
  it('publishes an item to the public page', async () => {
    const requests = stubApi({
      'PUT /api/gallery/:id/public': () => galleryItem({ public: true }),
      'GET /api/gallery': () => ({ items: [], nextCursor: null }),
    });
    render(<PublicSwitch item={galleryItem({ title: 'Rose' })} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Show Rose on my page' }));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: expect.stringContaining('/api/gallery/g1/public'),
      body: { public: true, caption: null, tags: [] },
    });
  });

  it("saves a public item's caption when the field is left", async () => {
    const requests = stubApi({
      'PUT /api/gallery/:id/public': () => galleryItem({ public: true, caption: 'Healed' }),
      'GET /api/gallery': () => ({ items: [], nextCursor: null }),
    });
    render(<PublicSwitch item={galleryItem({ title: 'Rose', public: true })} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Caption of Rose' }), 'Healed');
    await userEvent.tab();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      public: true,
      caption: 'Healed',
      tags: [],
    });
  });

  it("saves a public item's style tags as each is entered", async () => {
    const requests = stubApi({
      'PUT /api/gallery/:id/public': () => galleryItem({ public: true, tags: ['Blackwork'] }),
      'GET /api/gallery': () => ({ items: [], nextCursor: null }),
    });
    render(<PublicSwitch item={galleryItem({ title: 'Rose', public: true, tags: ['Dotwork'] })} />);
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Style tags of Rose' }),
      'Blackwork{Enter}',
    );
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      public: true,
      caption: null,
      tags: ['Dotwork', 'Blackwork'],
    });
  });

  it('keeps the style-tags field typeable while a tag saves, for the next one', async () => {
    // The save stays pending: the field must not wait for it.
    const requests = stubApi({
      'PUT /api/gallery/:id/public': () => new Promise(() => undefined),
      'GET /api/gallery': () => ({ items: [], nextCursor: null }),
    });
    render(<PublicSwitch item={galleryItem({ title: 'Rose', public: true, tags: ['Dotwork'] })} />);
    const field = screen.getByRole('combobox', { name: 'Style tags of Rose' });
    await userEvent.type(field, 'Blackwork{Enter}');
    expect(field).toBeEnabled();
    expect(field).toHaveFocus();
    await userEvent.keyboard('Fineline{Enter}');
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
      tags: ['Dotwork', 'Blackwork', 'Fineline'],
    });
  });

  it("says why a client's healed photo stays private without their consent", () => {
    const at = '2026-01-01T00:00:00.000Z';
    render(
      <PublicSwitch
        item={galleryItem({ title: 'Healed: Koi', consent: { showPublicly: false, at } })}
      />,
    );
    expect(screen.getByRole('switch', { name: 'Show Healed: Koi on my page' })).toBeDisabled();
    expect(
      screen.getByText('The client did not agree to show this photo on your page.'),
    ).toBeInTheDocument();
  });

  it('is not offered for a body preview of a client', () => {
    render(<PublicSwitch item={galleryItem({ type: 'manual_body_preview' })} />);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
