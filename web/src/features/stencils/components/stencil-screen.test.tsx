import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StencilAnswer } from '@inkforge/domain';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { StencilScreen } from './stencil-screen';

afterEach(() => vi.unstubAllGlobals());

/** The stored stencil as the server answers it. */
const STENCIL: StencilAnswer = {
  stencilUrl: 'https://s/stencil.png',
  imageUrl: 'https://s/stencil.png',
  s3Key: 'u/stencil.png',
  mode: 'edge',
};

describe('StencilScreen', () => {
  it('Reset clears the image from the address as well as from the screen', async () => {
    stubApi({
      'GET /api/stencil/presets': () => ({ presets: [] }),
      'POST /api/stencil/generate': () => STENCIL,
    });
    render(
      <StencilScreen credits={5} onCreditsChanged={() => undefined} galleryPicker={() => null} />,
      { route: '/stencils?imageUrl=https%3A%2F%2Fs%2Fdesign.png', path: '/stencils' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate Stencil (1 credit)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/stencils$/);
    expect(screen.queryByAltText('Stencil source')).toBeNull();
  });

  it('sends the mode the artist chose instead of auto', async () => {
    const requests = stubApi({
      'GET /api/stencil/presets': () => ({ presets: [] }),
      'POST /api/stencil/generate': () => ({ ...STENCIL, mode: 'threshold' }),
    });
    render(
      <StencilScreen credits={5} onCreditsChanged={() => undefined} galleryPicker={() => null} />,
      { route: '/stencils?imageUrl=https%3A%2F%2Fs%2Fsketch.png', path: '/stencils' },
    );
    await userEvent.click(await screen.findByText('Design lines'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Stencil (1 credit)' }));
    await screen.findByRole('button', { name: 'Reset' });
    const sent = requests.filter((r) => r.url.endsWith('/api/stencil/generate'));
    expect(sent.map((r) => r.body)).toEqual([expect.objectContaining({ mode: 'threshold' })]);
  });

  it('outlines solid fills unless the artist keeps them', async () => {
    const requests = stubApi({
      'GET /api/stencil/presets': () => ({ presets: [] }),
      'POST /api/stencil/generate': () => ({ ...STENCIL, mode: 'threshold' }),
    });
    render(
      <StencilScreen credits={5} onCreditsChanged={() => undefined} galleryPicker={() => null} />,
      { route: '/stencils?imageUrl=https%3A%2F%2Fs%2Fblackwork.png', path: '/stencils' },
    );
    const keep = screen.getByRole('switch', { name: /Keep solid fills/ });
    expect(keep).not.toBeChecked();
    await userEvent.click(keep);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Stencil (1 credit)' }));
    await screen.findByRole('button', { name: 'Reset' });
    const sent = requests.filter((r) => r.url.endsWith('/api/stencil/generate'));
    expect(sent.map((r) => r.body)).toEqual([expect.objectContaining({ keepFills: true })]);
  });
});
