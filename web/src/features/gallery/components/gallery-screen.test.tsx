import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { GalleryScreen } from './gallery-screen';

const longPrompt = 'a '.repeat(80) + 'rose';
const items = [
  {
    id: '1',
    type: 'tattoo',
    imageUrl: 'https://s/1.png',
    prompt: longPrompt,
    title: 'Rose',
    generationType: 'prompt',
    clientName: null,
    clientId: null,
    createdAt: '2026-01-02T00:00:00.000Z',
  },
  {
    id: '2',
    type: 'stencil',
    imageUrl: 'https://s/2.png',
    prompt: null,
    title: 'Rose stencil',
    generationType: null,
    clientName: null,
    clientId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

afterEach(() => vi.unstubAllGlobals());

function serve(limits: { current: number; limit: number; canSave: boolean }) {
  return stubFetch(({ url, method }) => {
    if (url.endsWith('/api/gallery/limits')) return json(200, limits);
    if (url.endsWith('/api/gallery') && method === 'GET') return json(200, { items });
    return undefined;
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
    await userEvent.click(within(designs).getByRole('button', { name: 'Show more' }));
    expect(within(designs).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
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
    const requests = stubFetch(({ url, method }) => {
      if (url.endsWith('/api/gallery/limits'))
        return json(200, { current: 2, limit: 50, canSave: true });
      if (url.endsWith('/api/gallery') && method === 'GET') return json(200, { items });
      if (method === 'DELETE') return json(200, { deleted: true });
      return undefined;
    });
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
});
