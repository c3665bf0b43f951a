import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { GalleryItem, GalleryLimits } from '@inkforge/domain';
import { fileAnswer, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { GalleryScreen } from './gallery-screen';
import { expectHeadingsInOrder } from '@/test-utils/headings';

const longPrompt = 'a '.repeat(80) + 'rose';
const items: GalleryItem[] = [
  {
    id: '1',
    type: 'tattoo',
    imageUrl: 'https://s/1.png',
    thumbnailUrl: 'https://s/1.thumb.webp',
    prompt: longPrompt,
    title: 'Rose',
    generationType: 'prompt',
    clientName: null,
    clientId: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    public: false,
    caption: null,
    tags: [],
    consent: null,
    aiAssisted: false,
    aiTools: [],
  },
  {
    id: '2',
    type: 'stencil',
    imageUrl: 'https://s/2.png',
    thumbnailUrl: 'https://s/2.thumb.webp',
    prompt: null,
    title: 'Rose stencil',
    generationType: null,
    clientName: null,
    clientId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    public: false,
    caption: null,
    tags: [],
    consent: null,
    aiAssisted: false,
    aiTools: [],
  },
];

const counts = { tattoo: 1, modified: 0, stencil: 1, body_preview: 0, manual_body_preview: 0 };

afterEach(() => vi.unstubAllGlobals());

/** The gallery's one page and its limits; `extra` answers what a test adds. */
function serve(limits: Omit<GalleryLimits, 'counts'>, extra: StubHandlers = {}) {
  return stubApi({
    'GET /api/gallery/limits': () => ({ ...limits, counts }),
    'GET /api/gallery': () => ({ items, nextCursor: null }),
    ...extra,
  });
}

describe('GalleryScreen', () => {
  it('shows four sections with counts, empty states and a collapsed long prompt', async () => {
    serve({ current: 2, limit: 10, canSave: true });
    render(<GalleryScreen />);
    const designs = await screen.findByRole('region', { name: 'AI Tattoo Designs' });
    expect(within(designs).getByText('AI Tattoo Designs (1)')).toBeInTheDocument();
    expect(screen.getByText('Stencils (1)')).toBeInTheDocument();
    expect(screen.getByText('Modified Designs (0)')).toBeInTheDocument();
    expect(screen.getByText('Body Previews (0)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a body preview' })).toBeInTheDocument();
    expect(screen.getByText('2 / 10 designs')).toBeInTheDocument();
    expectHeadingsInOrder();
    await userEvent.click(within(designs).getByRole('button', { name: 'Show more' }));
    expect(within(designs).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('holds the storage card in place while its numbers load', async () => {
    stubApi({ 'GET /api/gallery/limits': () => new Promise(() => {}) });
    render(<GalleryScreen />);
    expect(screen.getByLabelText('Storage usage')).toBeInTheDocument();
    expect(screen.getByText('Storage')).toBeInTheDocument();
  });

  it("holds the designs' places while the gallery loads, never a spinner alone", () => {
    stubApi({
      'GET /api/gallery': () => new Promise(() => {}),
      'GET /api/gallery/limits': () => new Promise(() => {}),
    });
    render(<GalleryScreen />);
    expect(screen.getByRole('status', { name: 'Loading gallery' })).toBeInTheDocument();
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
  });

  it('edits go to modify design with the image URL', async () => {
    serve({ current: 2, limit: 10, canSave: true });
    render(<GalleryScreen />);
    const stencils = await screen.findByRole('region', { name: 'Stencils' });
    await userEvent.click(within(stencils).getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/modify-design?imageUrl=https%3A%2F%2Fs%2F2.png',
    );
  });

  it('asks a plan without storage to upgrade', async () => {
    serve({ current: 0, limit: 0, canSave: false });
    render(<GalleryScreen />);
    expect(
      await screen.findByText(
        'Your plan has no gallery storage. Upgrade to save designs permanently.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes only after the artist confirms', async () => {
    const requests = serve(
      { current: 2, limit: 50, canSave: true },
      { 'DELETE /api/gallery/:id': () => ({ deleted: true }) },
    );
    const deletes = () => requests.filter((r) => r.method === 'DELETE');
    render(<GalleryScreen />);
    const stencils = await screen.findByRole('region', { name: 'Stencils' });
    await userEvent.click(within(stencils).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(deletes()).toHaveLength(0);
    await userEvent.click(within(stencils).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this design?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item Deleted')).toBeInTheDocument();
    expect(deletes().map((r) => r.url)).toEqual([expect.stringMatching(/\/api\/gallery\/2$/)]);
  });

  it('shows thumbnails, opens the full image, and loads older pages on request', async () => {
    const older = {
      ...items[0]!,
      id: '3',
      title: 'Old koi',
      imageUrl: 'https://s/3.png',
      thumbnailUrl: 'https://s/3.thumb.webp',
    };
    const requests = stubApi({
      'GET /api/gallery/limits': () => ({
        current: 3,
        limit: 50,
        canSave: true,
        counts: { ...counts, tattoo: 2 },
      }),
      'GET /api/gallery': ({ query }) =>
        query.get('cursor') === 'page-2'
          ? { items: [older], nextCursor: null }
          : { items, nextCursor: 'page-2' },
    });
    render(<GalleryScreen />);
    const designs = await screen.findByRole('region', { name: 'AI Tattoo Designs' });
    expect(within(designs).getByText('AI Tattoo Designs (2)')).toBeInTheDocument();
    expect(within(designs).getByRole('img', { name: 'Rose' })).toHaveAttribute(
      'src',
      'https://s/1.thumb.webp',
    );
    expect(within(designs).getByRole('link', { name: 'Open full image of Rose' })).toHaveAttribute(
      'href',
      'https://s/1.png',
    );
    expect(screen.getByText('Showing 2 of 3 designs')).toHaveAttribute('role', 'status');
    const more = screen.getByRole('button', { name: 'Load more designs' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(designs).findByRole('img', { name: 'Old koi' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 designs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more designs' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('cursor='))).toHaveLength(1);
  });

  it('opens a saved stencil’s healed look, fresh beside 5, 10 and 20 years, for free', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:healed');
    URL.revokeObjectURL = vi.fn();
    const requests = serve(
      { current: 2, limit: 10, canSave: true },
      { 'POST /api/stencil/healed': () => fileAnswer('png', 'image/png') },
    );
    render(<GalleryScreen />);
    const stencil = await screen.findByLabelText('Gallery item Rose stencil');
    // Only stencils have a healed look.
    expect(screen.getAllByRole('button', { name: 'Healed look' })).toHaveLength(1);
    await userEvent.click(within(stencil).getByRole('button', { name: 'Healed look' }));
    for (const label of ['Fresh', '5 years', '10 years', '20 years']) {
      expect(await screen.findByAltText(`Healed look: ${label}`)).toBeInTheDocument();
    }
    const asked = requests.filter((r) => r.url.endsWith('/api/stencil/healed'));
    expect(asked.map((r) => r.body)).toContainEqual({
      imageUrl: 'https://s/2.png',
      size: 10,
      years: 10,
    });
    expect(screen.getAllByRole('button', { name: 'Download' }).length).toBeGreaterThanOrEqual(4);
  });
});
